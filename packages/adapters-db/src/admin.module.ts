import { ContainerModule } from 'inversify';
import { ADMIN_ANALYTICS_SOURCE, ADMIN_AUDIT_LOG, ADMIN_SECOND_FACTORS, BIN_DIRECTORY } from '@larder/domain/admin/ports';
import type { Database } from './database';
import { KnexAdminAnalyticsSource, KnexAdminAuditLog, KnexAdminSecondFactors, KnexBinDirectory } from './repositories/knex-admin.repository';

/** The operator console's storage ports over the open database (loaded beside databaseModule); the key seals TOTP secrets. */
export const adminDatabaseModule = (db: Database, secondFactorKey: string | null = null) =>
  new ContainerModule(({ bind }) => {
    bind(ADMIN_AUDIT_LOG).toConstantValue(new KnexAdminAuditLog(db.knex));
    bind(BIN_DIRECTORY).toConstantValue(new KnexBinDirectory(db.knex));
    bind(ADMIN_SECOND_FACTORS).toConstantValue(new KnexAdminSecondFactors(db.knex, secondFactorKey));
    bind(ADMIN_ANALYTICS_SOURCE).toConstantValue(new KnexAdminAnalyticsSource(db.knex));
  });
