import { ContainerModule } from 'inversify';
import { MAGIC_LINK_REPOSITORY, SESSION_REPOSITORY, USER_REPOSITORY } from '@larder/domain/accounts/ports';
import { AUTHORIZATION_EVENT_LOG, BILLING_STORE, CANCELLATION_UNDO_TOKENS, SUBSCRIPTION_REPOSITORY, WEBHOOK_EVENT_LEDGER } from '@larder/domain/billing/ports';
import { KnexAuthorizationEventLog, KnexBillingStore, KnexCancellationUndoTokens, KnexWebhookEventLedger } from './repositories/knex-billing.repository';
import { REFUND_STORE } from '@larder/domain/billing/refund-charge/ports';
import { KnexRefundStore } from './repositories/knex-refund.repository';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { RATE_LIMITER } from '@larder/domain/shared/rate-limiter';
import type { Database } from './database';
import { KnexRateLimiter } from './repositories/knex-rate-limiter';
import { KnexMagicLinkRepository } from './repositories/knex-session.repository';
import { EmbeddedSessionRepository } from './repositories/embedded-session.repository';
import { PostgresSessionRepository } from './repositories/postgres-session.repository';
import { KnexExpiredRecords } from './repositories/knex-expired-records';
import { KnexAccountDataSource } from './repositories/knex-account-data';
import { ACCOUNT_DATA_SOURCE } from '@larder/domain/accounts/export-data/export-data.use-case';
import { EXPIRED_RECORDS } from '@larder/domain/accounts/prune-expired/prune-expired.use-case';
import { KnexSubscriptionRepository } from './repositories/knex-subscription.repository';
import { KnexUserRepository } from './repositories/knex-user.repository';
import { OutboxMailer } from './repositories/outbox-mailer';
import { KnexCatalogueSource, KnexPriceFeedStore, KnexSavedRecipeRepository } from './repositories/knex-catalogue.repository';
import { PRICE_FEED_STORE } from '@larder/domain/catalogue/import/import-prices.use-case';
import { CATALOGUE_SOURCE, SAVED_RECIPE_REPOSITORY } from '@larder/domain/catalogue/ports';
import { POSTCODE_DIRECTORY } from '@larder/domain/geography/postcode-directory';
import { loadPostcodeDirectory } from './repositories/file-postcode-directory';
import { KnexStoreRepository } from './repositories/knex-store.repository';
import { STORE_REPOSITORY } from '@larder/domain/stores/stores';
import { KnexMealPlanRepository, KnexPlanSettingsRepository } from './repositories/knex-meal-plan.repository';
import { MEAL_PLAN_REPOSITORY, PLAN_SETTINGS_REPOSITORY } from '@larder/domain/planning/ports';
import { SHOPPING_LIST_REPOSITORY } from '@larder/domain/shopping/ports';
import { KnexShoppingListRepository } from './repositories/knex-shopping-list.repository';
import { KnexOwnRecipeRepository } from './repositories/knex-own-recipe.repository';
import { OWN_RECIPE_REPOSITORY } from '@larder/domain/catalogue/own-recipes/ports';
import { LARDER_REPOSITORY } from '@larder/domain/larder/ports';
import { KnexLarderRepository } from './repositories/knex-larder.repository';

export const DATABASE = Symbol('Database');
export const OUTBOX = Symbol('OutboxMailer');

/** Binds every storage port to its Knex repository over one open database. */
export const databaseModule = (db: Database) =>
  new ContainerModule(({ bind }) => {
    bind(DATABASE).toConstantValue(db);
    bind(USER_REPOSITORY).toDynamicValue((c) => new KnexUserRepository(db.knex, c.get<Clock>(CLOCK))).inSingletonScope();
    // One process on the embedded database: its look-ups can be kept between writes (see EmbeddedSessionRepository).
    // On PostgreSQL the look-ups that arrive together are one call of a prepared statement (PostgresSessionRepository).
    bind(SESSION_REPOSITORY).toConstantValue(db.kind === 'pglite' ? new EmbeddedSessionRepository(db.knex) : new PostgresSessionRepository(db.knex));
    bind(MAGIC_LINK_REPOSITORY).toConstantValue(new KnexMagicLinkRepository(db.knex));
    bind(EXPIRED_RECORDS).toConstantValue(new KnexExpiredRecords(db.knex));
    bind(ACCOUNT_DATA_SOURCE).toConstantValue(new KnexAccountDataSource(db.knex));
    bind(SUBSCRIPTION_REPOSITORY).toDynamicValue((c) => new KnexSubscriptionRepository(db.knex, c.get<Clock>(CLOCK))).inSingletonScope();
    bind(BILLING_STORE).toConstantValue(new KnexBillingStore(db.knex, db.kind));
    bind(AUTHORIZATION_EVENT_LOG).toConstantValue(new KnexAuthorizationEventLog(db.knex));
    bind(CANCELLATION_UNDO_TOKENS).toConstantValue(new KnexCancellationUndoTokens(db.knex));
    bind(WEBHOOK_EVENT_LEDGER).toConstantValue(new KnexWebhookEventLedger(db.knex));
    bind(REFUND_STORE).toConstantValue(new KnexRefundStore(db.knex));
    bind(RATE_LIMITER).toDynamicValue((c) => new KnexRateLimiter(db.knex, c.get<Clock>(CLOCK))).inSingletonScope();
    bind(CATALOGUE_SOURCE).toConstantValue(new KnexCatalogueSource(db.knex));
    bind(SAVED_RECIPE_REPOSITORY).toConstantValue(new KnexSavedRecipeRepository(db.knex));
    bind(OWN_RECIPE_REPOSITORY).toConstantValue(new KnexOwnRecipeRepository(db.knex));
    bind(LARDER_REPOSITORY).toConstantValue(new KnexLarderRepository(db.knex));
    bind(PRICE_FEED_STORE).toConstantValue(new KnexPriceFeedStore(db.knex));
    bind(STORE_REPOSITORY).toConstantValue(new KnexStoreRepository(db.knex));
    bind(MEAL_PLAN_REPOSITORY).toConstantValue(new KnexMealPlanRepository(db.knex));
    bind(PLAN_SETTINGS_REPOSITORY).toConstantValue(new KnexPlanSettingsRepository(db.knex));
    bind(SHOPPING_LIST_REPOSITORY).toConstantValue(new KnexShoppingListRepository(db.knex));
    bind(POSTCODE_DIRECTORY).toDynamicValue(() => loadPostcodeDirectory()).inSingletonScope();
    bind(OUTBOX).toDynamicValue((c) => new OutboxMailer(db.knex, c.get<Clock>(CLOCK))).inSingletonScope();
  });
