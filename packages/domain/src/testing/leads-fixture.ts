import { BuyerAnalytics } from '../leads/buyer-analytics/buyer-analytics.use-case';
import { BuyerKeys } from '../leads/buyer-keys/buyer-keys.use-case';
import { LeadJourney } from '../leads/lead-journey/lead-journey.use-case';
import { ProcessLead } from '../leads/process-lead/process-lead.use-case';
import { PurgeLeads } from '../leads/purge-leads/purge-leads.use-case';
import { ReplayLeads } from '../leads/replay-leads/replay-leads.use-case';
import { StartSubscription } from '../billing/start-subscription/start-subscription.use-case';
import { billingFixture } from './in-memory-billing';
import { InMemoryBuyerAnalyticsSessions, InMemoryBuyerKeyRepository, InMemoryLeadStore } from './in-memory-leads';

/** Every leads port as an in-memory fake, over the billing fixture (its clock, users, gateway and charges). */
export function leadsFixture(start = '2026-01-15T10:00:00Z', options: { analyticsPassword?: string | null } = {}) {
  const billing = billingFixture(start);
  const store = new InMemoryLeadStore({ subscriptions: billing.subscriptions, store: billing.store, limiter: billing.limiter });
  const keys = new InMemoryBuyerKeyRepository();
  const analyticsSessions = new InMemoryBuyerAnalyticsSessions();
  const startSubscription = new StartSubscription(billing.subscriptions, billing.gateways, billing.chargeNow, billing.events, billing.mailer, billing.clock, billing.logger);
  const intake = new ProcessLead(store, billing.postcodes, billing.clock, billing.logger);
  const journey = new LeadJourney(store, billing.users, startSubscription, billing.gateways, billing.clock, billing.logger);
  const buyerKeys = new BuyerKeys(keys, billing.limiter, billing.clock);
  const password = options.analyticsPassword === undefined ? 'buyer secret' : options.analyticsPassword;
  const passwordHash = password === null ? null : `fake-hash:${[...password].reverse().join('')}`;
  const analytics = new BuyerAnalytics(store, analyticsSessions, billing.hasher, billing.limiter, billing.clock, billing.logger, passwordHash);
  const purge = new PurgeLeads(store, analyticsSessions, billing.clock, billing.logger);
  const replay = new ReplayLeads(store, intake, billing.postcodes, billing.clock);
  return { ...billing, leads: store, keys, analyticsSessions, startSubscription, intake, journey, buyerKeys, analytics, purge, replay };
}
