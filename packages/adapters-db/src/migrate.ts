import type { Knex } from 'knex';
import * as accounts from './migrations/001-accounts';
import * as catalogue from './migrations/002-catalogue';
import * as stores from './migrations/003-stores';
import * as mealPlans from './migrations/004-meal-plans';
import * as shoppingLists from './migrations/005-shopping-lists';
import * as billing from './migrations/006-billing';
import * as site from './migrations/007-site';
import * as chat from './migrations/008-chat';
import * as admin from './migrations/009-admin';
import * as leads from './migrations/010-leads';
import * as supportAutomation from './migrations/011-support-automation';
import * as feeding from './migrations/012-feeding';
import * as adminSecondFactor from './migrations/013-admin-second-factor';
import * as oneLiveSubscription from './migrations/013-b-one-live-subscription';
import * as households from './migrations/014-households';
import * as ownRecipes from './migrations/015-own-recipes';
import * as receipts from './migrations/022-receipts';
import * as billingShares from './migrations/016-billing-shares';
import * as larder from './migrations/017-larder';
import * as refunds from './migrations/018-refunds';
import * as listsInStep from './migrations/019-lists-in-step';
import * as householdActivity from './migrations/025-household-activity';
import * as accountDeletion from './migrations/026-account-deletion';
import * as accountDeletionLinks from './migrations/026-b-account-deletion-links';
import * as accountSecurity from './migrations/021-account-security';
import * as apiTokens from './migrations/027-api-tokens';
import * as calendarLinkNonce from './migrations/028-calendar-link-nonce';
import * as householdDataVersions from './migrations/029-household-data-versions';
import * as sessionContextLifetime from './migrations/030-session-context-lifetime';
import * as sessionContexts from './migrations/031-session-contexts';
import * as larderDateKind from './migrations/036-larder-date-kind';
import * as payCycle from './migrations/037-pay-cycle';
import * as listLinesBoughtInPart from './migrations/038-list-lines-bought-in-part';
import * as foodAvoids from './migrations/041-food-avoids';
import * as planStartDate from './migrations/042-plan-start-date';
import * as staplesAsked from './migrations/045-staples-asked';
import * as wasteByDate from './migrations/046-waste-by-date';

interface Migration {
  readonly name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Every migration in order; listed here (not read from a folder) so the bundled and the tsx-run code agree. */
export const MIGRATIONS: readonly Migration[] = [accounts, catalogue, stores, mealPlans, shoppingLists, billing, site, chat, admin, leads, supportAutomation, feeding, adminSecondFactor, oneLiveSubscription, households, ownRecipes, billingShares, larder, refunds, listsInStep, accountSecurity, receipts, householdActivity, accountDeletion, accountDeletionLinks, apiTokens, calendarLinkNonce, householdDataVersions, sessionContextLifetime, sessionContexts, larderDateKind, payCycle, listLinesBoughtInPart, foodAvoids, planStartDate, staplesAsked, wasteByDate];

const source: Knex.MigrationSource<Migration> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

export interface MigrateResult {
  readonly applied: string[];
}

export async function migrateLatest(knex: Knex, schema?: string): Promise<MigrateResult> {
  const [, applied] = (await knex.migrate.latest({ migrationSource: source, ...(schema ? { schemaName: schema } : {}) })) as [number, string[]];
  return { applied };
}

export async function migrateRollbackAll(knex: Knex, schema?: string): Promise<void> {
  await knex.migrate.rollback({ migrationSource: source, ...(schema ? { schemaName: schema } : {}) }, true);
}
