import 'reflect-metadata';
import { RenderedAnswers } from '@larder/adapters-http/read-cache/rendered-answers';
import { PublicAnswers } from '@larder/adapters-http/read-cache/public-answers';
import { readFileSync } from 'node:fs';
import { Container, ContainerModule } from 'inversify';
import { DATABASE, OUTBOX, databaseModule } from '@larder/adapters-db/database.module';
import type { Database } from '@larder/adapters-db/database';
import type { OutboxMailer } from '@larder/adapters-db/repositories/outbox-mailer';
import { type PaymentsConfig, describePaymentsConfig, paymentsModule } from '@larder/adapters-payments/payments.module';
import { tokeniseSimulatedCard } from '@larder/adapters-payments/simulated/simulated-payment-gateway';
import { HTTP_DEPENDENCIES, type HttpDependencies } from '@larder/adapters-http/dependencies';
import { SIMULATED_CARD_TOKENISER, httpModule } from '@larder/adapters-http/http.module';
import { createPinoLogger } from '@larder/adapters-http/logging/pino-logger';
import { CompleteOnboarding } from '@larder/domain/accounts/complete-onboarding/complete-onboarding.use-case';
import { GetAccount } from '@larder/domain/accounts/get-account/get-account.use-case';
import { ConsumeMagicLink } from '@larder/domain/accounts/magic-link/consume-magic-link.use-case';
import { RequestMagicLink } from '@larder/domain/accounts/magic-link/request-magic-link.use-case';
import { PASSWORD_HASHER, type PasswordHasher, USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { SessionService } from '@larder/domain/accounts/sessions/session-service';
import { CheckAccountType } from '@larder/domain/accounts/sign-in/check-account-type.use-case';
import { DevLogin } from '@larder/domain/accounts/sign-in/dev-login.use-case';
import { SignIn } from '@larder/domain/accounts/sign-in/sign-in.use-case';
import { CreateSetupIntent } from '@larder/domain/accounts/sign-up/create-setup-intent.use-case';
import { SignUpWithPayment } from '@larder/domain/accounts/sign-up/sign-up.use-case';
import { UpdatePreferences } from '@larder/domain/accounts/update-preferences/update-preferences.use-case';
import { POSTCODE_DIRECTORY, type PostcodeDirectory } from '@larder/domain/geography/postcode-directory';
import { ChainsNearby } from '@larder/domain/stores/stores';
import { RecipeLibrary } from '@larder/domain/catalogue/recipe-library/recipe-library.use-case';
import { SavedRecipes } from '@larder/domain/catalogue/saved-recipes/saved-recipes.use-case';
import { PAGE_FETCHER, STRUCTURED_DATA_READER } from '@larder/domain/catalogue/own-recipes/import/import-recipe.use-case';
import { ownRecipesHttpDependencies, ownRecipesModule } from './own-recipes.module';
import { SafePageFetcher } from '../infrastructure/recipe-pages/safe-page-fetcher';
import { HeavyWork, PooledStructuredDataReader } from '../infrastructure/work-pool/heavy-work';
import { CLOCK, type Clock, systemClock } from '@larder/domain/shared/clock';
import { LOGGER, type Logger } from '@larder/domain/shared/logger';
import { MAILER, type Mailer } from '@larder/domain/shared/mailer';
import { OPERATOR_ALERTS, type OperatorAlerts } from '@larder/domain/shared/operator-alerts';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';
import { HouseholdCallLimits } from '@larder/domain/shared/household-call-limits';
import { CARD_ATTEMPT_LIMITS, CardAttempts } from '@larder/domain/billing/card-attempts';
import { ExportAccountData } from '@larder/domain/accounts/export-data/export-data.use-case';
import { MailOperatorAlerts } from '../infrastructure/mail-operator-alerts';
import { PAYMENT_GATEWAYS, type PaymentGateways, WEBHOOK_EVENT_LEDGER, type WebhookEventLedger, WEBHOOK_VERIFIERS, type WebhookVerifier } from '@larder/domain/billing/ports';
import { BILLING_RUN_HOUR_UTC } from '@larder/domain/billing/billing-day';
import { MAX_ATTEMPTS_PER_PERIOD, RETRY_ATTEMPTS, RETRY_DELAYS_DAYS } from '@larder/domain/billing/billing-rules';
import type { Config } from '../config';
import { Argon2PasswordHasher } from '../infrastructure/argon2-password-hasher';
import { SmtpMailer } from '../infrastructure/smtp-mailer';
import { useCasesModule } from './use-cases.module';
import { billingHttpDependencies, billingModule } from './billing.module';
import { larderHttpDependencies, larderModule } from './larder.module';
import { shoppingHttpDependencies, shoppingModule } from './shopping.module';
import { planningModule, planningUseCases } from './planning.module';
import { chatModule } from './chat.module';
import { chatDatabaseModule } from '@larder/adapters-db/chat.module';
import { Chat } from '@larder/domain/assistant/chat/chat.use-case';
import { siteModule } from './site.module';
import { Blog } from '@larder/domain/site/blog/blog.use-case';
import { Newsletter } from '@larder/domain/site/newsletter/newsletter.use-case';
import { SendSupportMessage } from '@larder/domain/site/support/support.use-case';
import { PayCycleBudget } from '@larder/domain/budget/pay-cycle/pay-cycle.use-case';
import { BudgetTracker } from '@larder/domain/budget/track-budget/budget-tracker.use-case';
import { receiptsHttpDependencies, receiptsModule } from './receipts.module';
import { adminDatabaseModule } from '@larder/adapters-db/admin.module';
import { adminHttpDependencies, adminModule } from './admin.module';
import { supportAutomationDatabaseModule } from '@larder/adapters-db/support-automation.module';
import { automationHttpDependencies, supportAutomationModule } from './support-automation.module';
import { leadsDatabaseModule } from '@larder/adapters-db/leads.module';
import { leadsHttpDependencies, leadsModule } from './leads.module';
import { householdDatabaseModule } from '@larder/adapters-db/household.module';
import { householdHttpDependencies, householdModule } from './household.module';
import { accountSecurityHttpDependencies, accountSecurityModule } from './account-security.module';
import { apiTokensModule } from './api-tokens.module';
import { LINK_KEY } from '@larder/domain/calendar/ports';
import { ApiTokens } from '@larder/domain/accounts/api-tokens/api-tokens.use-case';

export const CONFIG = Symbol('Config');

const version = (() => {
  try {
    return (JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
})();

export interface ContainerOverrides {
  readonly clock?: Clock;
  readonly logger?: Logger;
  readonly passwordHasher?: PasswordHasher;
}

/** Shared infrastructure: clock, logger, password hashing, email. */
const infrastructureModule = (config: Config, overrides: ContainerOverrides) =>
  new ContainerModule(({ bind }) => {
    bind(CONFIG).toConstantValue(config);
    bind(LINK_KEY).toConstantValue({ key: config.linkSecret });
    bind(CLOCK).toConstantValue(overrides.clock ?? systemClock);
    bind(LOGGER).toConstantValue(overrides.logger ?? createPinoLogger({ level: config.logLevel }));
    bind(PASSWORD_HASHER).toConstantValue(overrides.passwordHasher ?? new Argon2PasswordHasher());
    bind(PAGE_FETCHER).toConstantValue(new SafePageFetcher({ allowPrivateAddresses: config.recipeImportAllowPrivate }));
    // Costly reading (pages, photos, receipts) runs in worker pools with their limits, never on the event loop.
    bind(HeavyWork).toConstantValue(new HeavyWork());
    bind(STRUCTURED_DATA_READER).toDynamicValue((c) => new PooledStructuredDataReader(c.get(HeavyWork))).inSingletonScope();
    if (config.smtpUrl) bind(MAILER).toConstantValue(new SmtpMailer(config.smtpUrl, config.mailFrom));
    else bind(MAILER).toDynamicValue((c) => c.get(OUTBOX)).inSingletonScope();
    bind(OPERATOR_ALERTS)
      .toDynamicValue((c) => new MailOperatorAlerts(c.get<Mailer>(MAILER), c.get<Logger>(LOGGER), config.supportEmail))
      .inSingletonScope();
    bind(CardAttempts)
      .toDynamicValue(
        (c) =>
          new CardAttempts(c.get<RateLimiter>(RATE_LIMITER), c.get<Logger>(LOGGER), c.get<OperatorAlerts>(OPERATOR_ALERTS), {
            ...CARD_ATTEMPT_LIMITS,
            address: { ...CARD_ATTEMPT_LIMITS.address, points: config.cardAttemptsPerAddress },
          }),
      )
      .inSingletonScope();
  });

/** What the Koa app needs, gathered from the container in one place. */
const paymentsConfigOf = (config: Config): PaymentsConfig => ({ primary: config.paymentProvider, stripe: config.stripe, acquired: config.acquired });

/** What /stripe-debug and /acquired-test may show of the payment set-up: never a secret. */
function paymentsPageConfig(config: Config): HttpDependencies['paymentsConfig'] {
  const described = describePaymentsConfig(paymentsConfigOf(config));
  const stripeMode = described.stripe.mode;
  return {
    primaryProvider: config.paymentProvider,
    mode: stripeMode === 'live' ? 'live' : stripeMode === 'simulated' ? 'simulated' : 'test',
    publishableKey: described.stripe.publishableKey,
    webhookConfigured: described.stripe.webhookConfigured,
    acquired: {
      configured: described.acquired.configured,
      mode: described.acquired.mode,
      credentials: described.acquired.appId === 'Configured' && described.acquired.appKey === 'Configured' ? 'Configured' : 'Missing',
    },
    billing: { runHourUtc: BILLING_RUN_HOUR_UTC, retryAttempts: RETRY_ATTEMPTS, retryDelaysDays: [...RETRY_DELAYS_DAYS], maxAttempts: MAX_ATTEMPTS_PER_PERIOD, currencies: ['GBP', 'EUR', 'USD'] },
  };
}

const httpDependenciesModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    if (config.paymentProvider === 'simulated') bind(SIMULATED_CARD_TOKENISER).toConstantValue(tokeniseSimulatedCard);
    bind(HTTP_DEPENDENCIES)
      .toDynamicValue((c): HttpDependencies => {
        const db = c.get<Database>(DATABASE);
        return {
          config: {
            env: config.env,
            version,
            allowedOrigins: config.allowedOrigins,
            publicOrigin: config.publicOrigin,
            cookieSecure: config.cookieSecure,
            trustProxyHops: config.trustProxyHops,
            devHelpers: config.devHelpers,
            webDist: config.webDist,
            paymentProvider: config.paymentProvider,
            publishableKey: config.stripe?.publishableKey ?? null,
            supportEmail: config.supportEmail,
            listStreams: { perCaller: config.listStreamsPerSession, recheckMs: 500 },
          },
          logger: c.get<Logger>(LOGGER),
          clock: c.get<Clock>(CLOCK),
          databaseHealthy: () => db.ping(),
          renderedAnswers: new RenderedAnswers(),
          publicAnswers: new PublicAnswers({ recipeLibrary: c.get(RecipeLibrary), clock: c.get<Clock>(CLOCK) }),
          sessions: c.get(SessionService),
          users: c.get<UserRepository>(USER_REPOSITORY),
          checkAccountType: c.get(CheckAccountType),
          signIn: c.get(SignIn),
          devLogin: c.get(DevLogin),
          requestMagicLink: c.get(RequestMagicLink),
          consumeMagicLink: c.get(ConsumeMagicLink),
          getAccount: c.get(GetAccount),
          updatePreferences: c.get(UpdatePreferences),
          completeOnboarding: c.get(CompleteOnboarding),
          createSetupIntent: c.get(CreateSetupIntent),
          signUp: c.get(SignUpWithPayment),
          recipeLibrary: c.get(RecipeLibrary),
          savedRecipes: c.get(SavedRecipes),
          ownRecipes: ownRecipesHttpDependencies(c),
          postcodes: c.get<PostcodeDirectory>(POSTCODE_DIRECTORY),
          chainsNearby: c.get(ChainsNearby),
          mealPlans: planningUseCases(c),
          shoppingLists: shoppingHttpDependencies(c),
          larder: larderHttpDependencies(c),
          chat: c.get(Chat),
          blog: c.get(Blog),
          newsletter: c.get(Newsletter),
          sendSupportMessage: c.get(SendSupportMessage),
          budgetTracker: c.get(BudgetTracker),
          payCycle: c.get(PayCycleBudget),
          receipts: receiptsHttpDependencies(c),
          admin: adminHttpDependencies(c),
          automation: automationHttpDependencies(c, config),
          cardAttempts: c.get(CardAttempts),
          exportAccountData: c.get(ExportAccountData),
          accountSecurity: accountSecurityHttpDependencies(c),
          apiTokens: c.get(ApiTokens),
          callLimits: new HouseholdCallLimits(c.get<RateLimiter>(RATE_LIMITER), config.householdCallRates),
          billing: billingHttpDependencies(c),
          gateways: c.get<PaymentGateways>(PAYMENT_GATEWAYS),
          paymentsConfig: paymentsPageConfig(config),
          webhookVerifiers: c.get<WebhookVerifier[]>(WEBHOOK_VERIFIERS, { optional: true }) ?? [],
          webhookLedger: c.get<WebhookEventLedger>(WEBHOOK_EVENT_LEDGER),
          leads: leadsHttpDependencies(c, config),
          household: householdHttpDependencies(c),
          outbox: config.smtpUrl ? null : c.get<OutboxMailer>(OUTBOX),
        };
      })
      .inSingletonScope();
  });

/** The one container: each adapter package's module, the use cases, and the configuration. */
export async function buildContainer(config: Config, db: Database, overrides: ContainerOverrides = {}): Promise<Container> {
  const container = new Container();
  await container.load(
    infrastructureModule(config, overrides),
    databaseModule(db),
    paymentsModule(paymentsConfigOf(config)),
    useCasesModule,
    ownRecipesModule,
    billingModule,
    larderModule,
    shoppingModule,
    planningModule,
    chatDatabaseModule(db),
    chatModule(config),
    siteModule(config),
    receiptsModule,
    adminDatabaseModule(db, config.secondFactorKey),
    adminModule,
    supportAutomationDatabaseModule(db),
    supportAutomationModule(config),
    leadsDatabaseModule(db),
    leadsModule(config),
    householdDatabaseModule(db),
    householdModule,
    accountSecurityModule,
    apiTokensModule,
    httpDependenciesModule(config),
    httpModule,
  );
  return container;
}
