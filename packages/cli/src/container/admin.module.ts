import { ContainerModule } from 'inversify';
import type { ResolutionContext } from 'inversify';
import type { AdminHttpDependencies } from '@larder/adapters-http/admin/admin-dependencies';
import { PASSWORD_HASHER, type PasswordHasher, USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { SessionService } from '@larder/domain/accounts/sessions/session-service';
import { AdminReports } from '@larder/domain/admin/reports/admin-reports.use-case';
import { AdminSignIn } from '@larder/domain/admin/sign-in/admin-sign-in.use-case';
import { ImportBins } from '@larder/domain/admin/bins';
import { EnrolAdminSecondFactor } from '@larder/domain/admin/enrol-second-factor/enrol-second-factor.use-case';
import {
  ADMIN_ANALYTICS_SOURCE,
  ADMIN_AUDIT_LOG,
  type AdminAnalyticsSource,
  type AdminAuditLog,
  ADMIN_SECOND_FACTORS,
  type AdminSecondFactors,
  BIN_DIRECTORY,
  type BinDirectory,
} from '@larder/domain/admin/ports';
import { AUTHORIZATION_EVENT_LOG, type AuthorizationEventLog, PAYMENT_GATEWAYS, type PaymentGateways } from '@larder/domain/billing/ports';
import { REFUND_STORE, type RefundStore } from '@larder/domain/billing/refund-charge/ports';
import { RefundCharge } from '@larder/domain/billing/refund-charge/refund-charge.use-case';
import { LOGGER, type Logger } from '@larder/domain/shared/logger';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';

/** The operator console's use cases (its storage ports come from adapters-db's adminDatabaseModule). */
export const adminModule = new ContainerModule(({ bind }) => {
  const clock = (c: ResolutionContext) => c.get<Clock>(CLOCK);
  const audit = (c: ResolutionContext) => c.get<AdminAuditLog>(ADMIN_AUDIT_LOG);
  const factors = (c: ResolutionContext) => c.get<AdminSecondFactors>(ADMIN_SECOND_FACTORS);
  bind(EnrolAdminSecondFactor).toDynamicValue((c) => new EnrolAdminSecondFactor(c.get<UserRepository>(USER_REPOSITORY), factors(c), clock(c))).inSingletonScope();
  bind(AdminSignIn)
    .toDynamicValue(
      (c) =>
        new AdminSignIn(c.get<UserRepository>(USER_REPOSITORY), c.get<PasswordHasher>(PASSWORD_HASHER), c.get(SessionService), c.get<RateLimiter>(RATE_LIMITER), audit(c), clock(c), factors(c)),
    )
    .inSingletonScope();
  bind(AdminReports)
    .toDynamicValue(
      (c) =>
        new AdminReports(
          c.get<AdminAnalyticsSource>(ADMIN_ANALYTICS_SOURCE),
          c.get<BinDirectory>(BIN_DIRECTORY),
          c.get<AuthorizationEventLog>(AUTHORIZATION_EVENT_LOG),
          c.get<UserRepository>(USER_REPOSITORY),
          audit(c),
          clock(c),
        ),
    )
    .inSingletonScope();
  bind(RefundCharge)
    .toDynamicValue(
      (c) =>
        new RefundCharge(
          c.get<RefundStore>(REFUND_STORE),
          c.get<PaymentGateways>(PAYMENT_GATEWAYS),
          c.get<AuthorizationEventLog>(AUTHORIZATION_EVENT_LOG),
          c.get<UserRepository>(USER_REPOSITORY),
          clock(c),
          c.get<Logger>(LOGGER),
        ),
    )
    .inSingletonScope();
  bind(ImportBins).toDynamicValue((c) => new ImportBins(c.get<BinDirectory>(BIN_DIRECTORY), audit(c), clock(c))).inSingletonScope();
});

/** HttpDependencies.admin, gathered from the container. */
export const adminHttpDependencies = (c: ResolutionContext): AdminHttpDependencies => ({
  signIn: c.get(AdminSignIn),
  reports: c.get(AdminReports),
  audit: c.get<AdminAuditLog>(ADMIN_AUDIT_LOG),
  refunds: c.get(RefundCharge),
});
