import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import type pg from 'pg';
import { CALENDAR_TOKEN_REPOSITORY } from '@larder/domain/calendar/ports';
import { HOUSEHOLD_REPOSITORY } from '@larder/domain/household/ports';
import { ACTIVITY_REPOSITORY } from '@larder/domain/household/activity/activity';
import { MEAL_TIMES_REPOSITORY } from '@larder/domain/calendar/meal-times';
import { PAY_CYCLE_REPOSITORY } from '@larder/domain/budget/pay-cycle/ports';
import { LOGGER, type Logger } from '@larder/domain/shared/logger';
import { LIST_EVENTS } from '@larder/domain/shopping/list-events';
import type { Database } from './database';
import { InProcessListEvents, PostgresListEvents, listEventsChannel } from './list-events';
import { KnexCalendarTokenRepository } from './repositories/knex-calendar-token.repository';
import { KnexHouseholdRepository } from './repositories/knex-household.repository';
import { KnexActivityRepository, KnexMealTimesRepository } from './repositories/knex-household-activity.repository';
import { KnexPayCycleRepository } from './repositories/knex-pay-cycle.repository';

/**
 * Households' storage, calendar links, and the live list events: in-process with the embedded database,
 * PostgreSQL LISTEN/NOTIFY with a PostgreSQL server (loaded beside databaseModule).
 */
export const householdDatabaseModule = (db: Database) =>
  new ContainerModule(({ bind }) => {
    bind(HOUSEHOLD_REPOSITORY).toConstantValue(new KnexHouseholdRepository(db.knex));
    bind(CALENDAR_TOKEN_REPOSITORY).toConstantValue(new KnexCalendarTokenRepository(db.knex));
    bind(ACTIVITY_REPOSITORY).toConstantValue(new KnexActivityRepository(db.knex));
    bind(MEAL_TIMES_REPOSITORY).toConstantValue(new KnexMealTimesRepository(db.knex));
    bind(PAY_CYCLE_REPOSITORY).toConstantValue(new KnexPayCycleRepository(db.knex));
    bind(LIST_EVENTS)
      .toDynamicValue((c) => {
        const connection = (db.knex.client as { config: Knex.Config }).config.connection;
        if (db.kind !== 'postgres' || !connection || typeof connection === 'function') return new InProcessListEvents();
        const logger = c.get<Logger>(LOGGER);
        return new PostgresListEvents(db.knex, connection as string | pg.ClientConfig, listEventsChannel(db.schema), (error) => logger.warn({ err: error }, 'list events: LISTEN connection lost'));
      })
      .inSingletonScope();
  });
