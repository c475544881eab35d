import { ContainerModule } from 'inversify';
import { BUYER_ANALYTICS_SESSIONS, BUYER_KEY_REPOSITORY, INTAKE_RATE_LIMITER, LEAD_STORE } from '@larder/domain/leads/ports';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import type { Database } from './database';
import { KnexBuyerAnalyticsSessions, KnexBuyerKeyRepository, KnexLeadStore } from './repositories/knex-leads.repository';
import { KnexRateLimiter } from './repositories/knex-rate-limiter';
import { PostgresLeadStore } from './repositories/postgres-lead-store';

/** The leads' storage ports over the open database (loaded beside databaseModule). */
export const leadsDatabaseModule = (db: Database) =>
  new ContainerModule(({ bind }) => {
    // The store counts the intake's leads on the intake's limiter; on PostgreSQL the count and the record go together.
    bind(LEAD_STORE)
      .toDynamicValue((c) => {
        const limiter = c.get<KnexRateLimiter>(INTAKE_RATE_LIMITER);
        return db.pipelined ? new PostgresLeadStore(db.knex, limiter, db.pipelined) : new KnexLeadStore(db.knex, limiter);
      })
      .inSingletonScope();
    bind(BUYER_KEY_REPOSITORY).toConstantValue(new KnexBuyerKeyRepository(db.knex));
    bind(BUYER_ANALYTICS_SESSIONS).toConstantValue(new KnexBuyerAnalyticsSessions(db.knex));
    bind(INTAKE_RATE_LIMITER).toDynamicValue((c) => new KnexRateLimiter(db.knex, c.get<Clock>(CLOCK), { durable: false })).inSingletonScope();
  });
