import { ContainerModule, type ResolutionContext } from 'inversify';
import type { LeadsHttpDependencies } from '@larder/adapters-http/leads/lead-dependencies';
import { PASSWORD_HASHER, type PasswordHasher, USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { PAYMENT_GATEWAYS, type PaymentGateways } from '@larder/domain/billing/ports';
import { StartSubscription } from '@larder/domain/billing/start-subscription/start-subscription.use-case';
import { POSTCODE_DIRECTORY, type PostcodeDirectory } from '@larder/domain/geography/postcode-directory';
import { BuyerAnalytics } from '@larder/domain/leads/buyer-analytics/buyer-analytics.use-case';
import { BuyerKeys } from '@larder/domain/leads/buyer-keys/buyer-keys.use-case';
import { LeadJourney } from '@larder/domain/leads/lead-journey/lead-journey.use-case';
import {
  BUYER_ANALYTICS_SESSIONS,
  BUYER_KEY_REPOSITORY,
  type BuyerAnalyticsSessions,
  type BuyerKeyRepository,
  INTAKE_RATE_LIMITER,
  LEAD_STORE,
  type LeadStore,
} from '@larder/domain/leads/ports';
import { ProcessLead } from '@larder/domain/leads/process-lead/process-lead.use-case';
import { PurgeLeads } from '@larder/domain/leads/purge-leads/purge-leads.use-case';
import { ReplayLeads } from '@larder/domain/leads/replay-leads/replay-leads.use-case';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { LOGGER, type Logger } from '@larder/domain/shared/logger';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';
import type { Config } from '../config';

/** The leads' use cases (their storage ports come from adapters-db's leadsDatabaseModule). */
export const leadsModule = (config: Pick<Config, 'leads'>) =>
  new ContainerModule(({ bind }) => {
    const store = (c: ResolutionContext) => c.get<LeadStore>(LEAD_STORE);
    const clock = (c: ResolutionContext) => c.get<Clock>(CLOCK);
    const logger = (c: ResolutionContext) => c.get<Logger>(LOGGER);
    const postcodes = (c: ResolutionContext) => c.get<PostcodeDirectory>(POSTCODE_DIRECTORY);
    bind(ProcessLead).toDynamicValue((c) => new ProcessLead(store(c), postcodes(c), clock(c), logger(c))).inSingletonScope();
    bind(LeadJourney)
      .toDynamicValue((c) => new LeadJourney(store(c), c.get<UserRepository>(USER_REPOSITORY), c.get(StartSubscription), c.get<PaymentGateways>(PAYMENT_GATEWAYS), clock(c), logger(c)))
      .inSingletonScope();
    bind(BuyerKeys).toDynamicValue((c) => new BuyerKeys(c.get<BuyerKeyRepository>(BUYER_KEY_REPOSITORY), c.get<RateLimiter>(INTAKE_RATE_LIMITER), clock(c))).inSingletonScope();
    bind(BuyerAnalytics)
      .toDynamicValue(
        (c) =>
          new BuyerAnalytics(
            store(c),
            c.get<BuyerAnalyticsSessions>(BUYER_ANALYTICS_SESSIONS),
            c.get<PasswordHasher>(PASSWORD_HASHER),
            c.get<RateLimiter>(RATE_LIMITER),
            clock(c),
            logger(c),
            config.leads.analyticsPasswordHash,
          ),
      )
      .inSingletonScope();
    bind(PurgeLeads).toDynamicValue((c) => new PurgeLeads(store(c), c.get<BuyerAnalyticsSessions>(BUYER_ANALYTICS_SESSIONS), clock(c), logger(c))).inSingletonScope();
    bind(ReplayLeads).toDynamicValue((c) => new ReplayLeads(store(c), c.get(ProcessLead), postcodes(c), clock(c))).inSingletonScope();
  });

/** HttpDependencies.leads, gathered from the container. */
export const leadsHttpDependencies = (c: ResolutionContext, config: Pick<Config, 'leads'>): LeadsHttpDependencies => ({
  config: { intakeOpen: config.leads.intakeOpen, partnerName: config.leads.partnerName, partnerRedirectUrl: config.leads.partnerRedirectUrl },
  intake: c.get(ProcessLead),
  journey: c.get(LeadJourney),
  buyerKeys: c.get(BuyerKeys),
  analytics: c.get(BuyerAnalytics),
});
