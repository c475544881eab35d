import type { AdminSignIn } from '@larder/domain/admin/sign-in/admin-sign-in.use-case';
import type { AdminReports } from '@larder/domain/admin/reports/admin-reports.use-case';
import type { AdminAuditLog } from '@larder/domain/admin/ports';
import type { RefundCharge } from '@larder/domain/billing/refund-charge/refund-charge.use-case';

/** What the operator calls need (bound by the composition root as HttpDependencies.admin). */
export interface AdminHttpDependencies {
  readonly signIn: AdminSignIn;
  readonly reports: AdminReports;
  readonly audit: AdminAuditLog;
  readonly refunds: RefundCharge;
}
