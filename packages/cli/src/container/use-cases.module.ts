import { ContainerModule, type ResolutionContext } from 'inversify';
import { CreateAdmin } from '@larder/domain/accounts/admin/create-admin.use-case';
import { ACCOUNT_DATA_SOURCE, type AccountDataSource, ExportAccountData } from '@larder/domain/accounts/export-data/export-data.use-case';
import { EXPIRED_RECORDS, type ExpiredRecords, PruneExpired } from '@larder/domain/accounts/prune-expired/prune-expired.use-case';
import { CompleteOnboarding } from '@larder/domain/accounts/complete-onboarding/complete-onboarding.use-case';
import { GetAccount } from '@larder/domain/accounts/get-account/get-account.use-case';
import { ConsumeMagicLink } from '@larder/domain/accounts/magic-link/consume-magic-link.use-case';
import { RequestMagicLink } from '@larder/domain/accounts/magic-link/request-magic-link.use-case';
import {
  MAGIC_LINK_REPOSITORY,
  type MagicLinkRepository,
  PASSWORD_HASHER,
  type PasswordHasher,
  SESSION_REPOSITORY,
  type SessionRepository,
  USER_REPOSITORY,
  type UserRepository,
} from '@larder/domain/accounts/ports';
import { SessionService } from '@larder/domain/accounts/sessions/session-service';
import { CheckAccountType } from '@larder/domain/accounts/sign-in/check-account-type.use-case';
import { DevLogin } from '@larder/domain/accounts/sign-in/dev-login.use-case';
import { SignIn } from '@larder/domain/accounts/sign-in/sign-in.use-case';
import { CreateSetupIntent } from '@larder/domain/accounts/sign-up/create-setup-intent.use-case';
import { SignUpWithPayment } from '@larder/domain/accounts/sign-up/sign-up.use-case';
import { UpdatePreferences } from '@larder/domain/accounts/update-preferences/update-preferences.use-case';
import {
  AUTHORIZATION_EVENT_LOG,
  type AuthorizationEventLog,
  PAYMENT_GATEWAY,
  PAYMENT_GATEWAYS,
  type PaymentGateway,
  type PaymentGateways,
  SUBSCRIPTION_REPOSITORY,
  type SubscriptionRepository,
} from '@larder/domain/billing/ports';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { LOGGER, type Logger } from '@larder/domain/shared/logger';
import { MAILER, type Mailer } from '@larder/domain/shared/mailer';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { POSTCODE_DIRECTORY, type PostcodeDirectory } from '@larder/domain/geography/postcode-directory';
import { ChainsNearby, ImportStores, STORE_REPOSITORY, type StoreRepository } from '@larder/domain/stores/stores';
import { CATALOGUE_SOURCE, type CatalogueSource, SAVED_RECIPE_REPOSITORY, type SavedRecipeRepository } from '@larder/domain/catalogue/ports';
import { RecipeLibrary } from '@larder/domain/catalogue/recipe-library/recipe-library.use-case';
import { SavedRecipes } from '@larder/domain/catalogue/saved-recipes/saved-recipes.use-case';
import { ImportPrices, PRICE_FEED_STORE, type PriceFeedStore } from '@larder/domain/catalogue/import/import-prices.use-case';
import { OWN_RECIPE_REPOSITORY, type OwnRecipeRepository } from '@larder/domain/catalogue/own-recipes/ports';

/** Typed getters over the resolution context, so the bindings below read as constructor calls. */
const ports = (c: ResolutionContext) => ({
  users: () => c.get<UserRepository>(USER_REPOSITORY),
  sessionRepo: () => c.get<SessionRepository>(SESSION_REPOSITORY),
  links: () => c.get<MagicLinkRepository>(MAGIC_LINK_REPOSITORY),
  subscriptions: () => c.get<SubscriptionRepository>(SUBSCRIPTION_REPOSITORY),
  gateway: () => c.get<PaymentGateway>(PAYMENT_GATEWAY),
  gateways: () => c.get<PaymentGateways>(PAYMENT_GATEWAYS),
  events: () => c.get<AuthorizationEventLog>(AUTHORIZATION_EVENT_LOG),
  hasher: () => c.get<PasswordHasher>(PASSWORD_HASHER),
  mailer: () => c.get<Mailer>(MAILER),
  limiter: () => c.get<RateLimiter>(RATE_LIMITER),
  clock: () => c.get<Clock>(CLOCK),
  logger: () => c.get<Logger>(LOGGER),
  sessions: () => c.get(SessionService),
  postcodes: () => c.get<PostcodeDirectory>(POSTCODE_DIRECTORY),
});

/** The domain has no decorators: every use case is bound here, by its class, with its ports. */
export const useCasesModule = new ContainerModule(({ bind }) => {
  bind(SessionService).toDynamicValue((c) => { const p = ports(c); return new SessionService(p.sessionRepo(), p.users(), p.clock()); }).inSingletonScope();
  bind(CheckAccountType).toDynamicValue((c) => new CheckAccountType(ports(c).limiter())).inSingletonScope();
  bind(SignIn).toDynamicValue((c) => { const p = ports(c); return new SignIn(p.users(), p.hasher(), p.sessions(), p.limiter()); }).inSingletonScope();
  bind(DevLogin).toDynamicValue((c) => { const p = ports(c); return new DevLogin(p.users(), p.sessions()); }).inSingletonScope();
  bind(RequestMagicLink).toDynamicValue((c) => { const p = ports(c); return new RequestMagicLink(p.users(), p.links(), p.mailer(), p.limiter(), p.clock()); }).inSingletonScope();
  bind(ConsumeMagicLink).toDynamicValue((c) => { const p = ports(c); return new ConsumeMagicLink(p.links(), p.users(), p.sessions(), p.clock()); }).inSingletonScope();
  bind(GetAccount).toDynamicValue((c) => new GetAccount(ports(c).subscriptions())).inSingletonScope();
  bind(UpdatePreferences).toDynamicValue((c) => new UpdatePreferences(ports(c).users(), ports(c).postcodes())).inSingletonScope();
  bind(CompleteOnboarding).toDynamicValue((c) => { const p = ports(c); return new CompleteOnboarding(p.users(), p.clock(), p.postcodes()); }).inSingletonScope();
  bind(CreateSetupIntent).toDynamicValue((c) => new CreateSetupIntent(ports(c).gateway())).inSingletonScope();
  bind(SignUpWithPayment)
    .toDynamicValue((c) => {
      const p = ports(c);
      return new SignUpWithPayment(p.users(), p.subscriptions(), p.gateway(), p.hasher(), p.sessions(), p.mailer(), p.clock(), p.logger(), p.postcodes(), p.events());
    })
    .inSingletonScope();
  bind(CatalogueCache)
    .toDynamicValue((c) => new CatalogueCache(c.get<CatalogueSource>(CATALOGUE_SOURCE), ports(c).clock(), c.get<OwnRecipeRepository>(OWN_RECIPE_REPOSITORY)))
    .inSingletonScope();
  bind(RecipeLibrary).toDynamicValue((c) => new RecipeLibrary(c.get(CatalogueCache))).inSingletonScope();
  bind(SavedRecipes)
    .toDynamicValue((c) => new SavedRecipes(c.get<SavedRecipeRepository>(SAVED_RECIPE_REPOSITORY), c.get(CatalogueCache), ports(c).clock()))
    .inSingletonScope();
  bind(ImportPrices).toDynamicValue((c) => new ImportPrices(c.get<PriceFeedStore>(PRICE_FEED_STORE), c.get(CatalogueCache), ports(c).clock())).inSingletonScope();
  bind(ImportStores).toDynamicValue((c) => new ImportStores(c.get<StoreRepository>(STORE_REPOSITORY))).inSingletonScope();
  bind(ChainsNearby).toDynamicValue((c) => new ChainsNearby(c.get<StoreRepository>(STORE_REPOSITORY), ports(c).postcodes())).inSingletonScope();
  bind(ExportAccountData).toDynamicValue((c) => new ExportAccountData(c.get<AccountDataSource>(ACCOUNT_DATA_SOURCE), ports(c).clock())).inSingletonScope();
  bind(PruneExpired).toDynamicValue((c) => new PruneExpired(c.get<ExpiredRecords>(EXPIRED_RECORDS), ports(c).clock())).inSingletonScope();
  bind(CreateAdmin).toDynamicValue((c) => { const p = ports(c); return new CreateAdmin(p.users(), p.hasher()); }).inSingletonScope();
});
