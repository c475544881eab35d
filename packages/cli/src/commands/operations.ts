import path from 'node:path';
import type { Container } from 'inversify';
import { DATABASE } from '@larder/adapters-db/database.module';
import type { Database } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { runSeeds } from '@larder/adapters-db/seed';
import { writeBackup } from '@larder/adapters-db/backup';
import { CreateAdmin } from '@larder/domain/accounts/admin/create-admin.use-case';
import { EnrolAdminSecondFactor } from '@larder/domain/admin/enrol-second-factor/enrol-second-factor.use-case';
import { ADMIN_SECOND_FACTORS, type AdminSecondFactors } from '@larder/domain/admin/ports';
import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { formatPounds } from '@larder/domain/shared/money';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { ImportPrices } from '@larder/domain/catalogue/import/import-prices.use-case';
import { catalogueStats } from './catalogue-stats';
import { ImportStores } from '@larder/domain/stores/stores';
import { RunDailyBilling, type BillingRunSummary } from '@larder/domain/billing/run-daily-billing/run-daily-billing.use-case';
import { ImportBins } from '@larder/domain/admin/bins';
import { BLOG_OPERATIONS } from './blog-operations';
import { LEAD_OPERATIONS } from './leads-operations';
import { audited } from './audited-operations';
import type { Config } from '../config';
import { CONFIG } from '../container/container';
import { type Operation, OperationFailed } from './operation';

export { type Operation, OperationFailed } from './operation';

const db = (c: Container) => c.get<Database>(DATABASE);

/** A new authenticator secret and recovery codes, printed once for the operator to keep. */
async function enrolment(c: Container, email: string): Promise<string> {
  const result = await c.get(EnrolAdminSecondFactor).execute(email);
  if (!result.ok) throw new OperationFailed(result.error.message);
  const { secret, otpauthUrl, recoveryCodes } = result.value;
  return [
    'Second factor (required to sign in to the console): add this to an authenticator app, as the address or the key.',
    `  address: ${otpauthUrl}`,
    `  key:     ${secret}`,
    'Recovery codes (each works once, instead of a code from the app; keep them somewhere safe, they are not shown again):',
    ...recoveryCodes.map((code) => `  ${code}`),
  ].join('\n');
}

/** "2026-12-01" as a UTC date; anything else is refused. */
function parseRunDate(value: unknown): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) throw new OperationFailed(`--date must be a day written YYYY-MM-DD, not "${text}"`);
  return date;
}

function describeRun(summary: BillingRunSummary, lines: string[]): string {
  if (!summary.ran) throw new OperationFailed('Another billing run holds the lock; nothing was done. Try again when it has finished.');
  const head = summary.dryRun ? `Dry run for ${summary.date}: ${summary.due} subscription(s) due; nothing was charged.` : `Billing run for ${summary.date}`;
  if (summary.dryRun) return head;
  return [
    ...lines,
    head,
    `  due        ${summary.due}`,
    `  charged    ${summary.charged} (£${formatPounds(summary.amountChargedPence)})`,
    `  failed     ${summary.failed}`,
    `  retried    ${summary.retried}`,
    `  skipped    ${summary.skipped}`,
    `  reconciled ${summary.reconciled}`,
  ].join('\n');
}

export const OPERATIONS: Record<string, Operation> = {
  ...BLOG_OPERATIONS,
  ...LEAD_OPERATIONS,
  'billing.run': {
    name: 'billing.run',
    async run(c, params) {
      const lines: string[] = [];
      const date = parseRunDate(params.date);
      const summary = await c.get(RunDailyBilling).execute({
        ...(date ? { date } : {}),
        dryRun: Boolean(params.dryRun),
        onProgress: ({ done, due }) => {
          const line = `  billed ${done} of ${due}`;
          lines.push(line);
          if (params.live) process.stderr.write(`${line}\n`);
        },
      });
      return describeRun(summary, params.live ? [] : lines);
    },
  },
  'billing.trigger': {
    name: 'billing.trigger',
    async run(c, params) {
      const day = Number(params.day);
      if (!Number.isInteger(day) || day < 1 || day > 31) throw new OperationFailed('--day must be a day of the month from 1 to 31');
      return describeRun(await c.get(RunDailyBilling).execute({ payDay: day }), []);
    },
  },
  'billing.reconcile': {
    name: 'billing.reconcile',
    async run(c) {
      const billing = c.get(RunDailyBilling);
      const settled = await billing.reconcile();
      return settled ? `Settled ${settled} attempt(s) left in doubt, from the providers' own records.` : 'No attempt is in doubt; nothing to reconcile.';
    },
  },
  'db.migrate': {
    name: 'db.migrate',
    async run(c) {
      const { applied } = await migrateLatest(db(c).knex, db(c).schema);
      return applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date; no migration to apply.';
    },
  },
  'db.backup': {
    name: 'db.backup',
    async run(c, params) {
      const file = String(params.file ?? '');
      if (!path.isAbsolute(file)) throw new OperationFailed('The backup file must be an absolute path.');
      const config = c.get<Config>(CONFIG);
      // A backup holds every household's data: in production it is never written in clear.
      if (!config.backupKey && config.env === 'production') {
        throw new OperationFailed('BACKUP_KEY is not set: in production a backup is always encrypted. Set BACKUP_KEY (at least 32 characters, e.g. openssl rand -base64 32) and keep it apart from the backups.');
      }
      const counts = await writeBackup(db(c).knex, file, new Date(), config.backupKey).catch((error: NodeJS.ErrnoException) => {
        throw new OperationFailed(error.code === 'EEXIST' ? `${file} exists already; choose a new name.` : `Could not write ${file}: ${error.message}`);
      });
      const sealed = config.backupKey ? ', encrypted with BACKUP_KEY' : ', not encrypted: set BACKUP_KEY to encrypt it';
      return `Backed up ${counts.reduce((n, t) => n + t.rows, 0)} rows of ${counts.length} tables to ${file} (one consistent snapshot${sealed}).`;
    },
  },
  'db.seed': {
    name: 'db.seed',
    async run(c) {
      const results = await runSeeds(db(c).knex);
      return results.length ? results.map((r) => `${r.name}: ${r.summary}`).join('\n') : 'No seed data is defined yet.';
    },
  },
  'admin.create': {
    name: 'admin.create',
    async run(c, params) {
      const result = await c.get(CreateAdmin).execute({ email: String(params.email ?? ''), password: String(params.password ?? '') });
      if (!result.ok) throw new OperationFailed(result.error.message);
      const head = result.value.created ? `Created admin ${result.value.user.email}` : `${result.value.user.email} is now an admin (password updated)`;
      // The console needs a second factor: a new operator gets an authenticator secret at once.
      const existing = await c.get<AdminSecondFactors>(ADMIN_SECOND_FACTORS).find(result.value.user.id);
      return existing ? head : `${head}\n${await enrolment(c, result.value.user.email)}`;
    },
  },
  'admin.totp-reset': {
    name: 'admin.totp-reset',
    async run(c, params) {
      return enrolment(c, String(params.email ?? ''));
    },
  },
  'prices.import': {
    name: 'prices.import',
    async run(c, params) {
      const result = await c.get(ImportPrices).execute(String(params.csv ?? ''), String(params.source ?? 'price feed'));
      if (!result.ok) {
        const rows = (result.error.rejected ?? []).map((r) => `  line ${r.line}: ${r.reason}`);
        throw new OperationFailed([result.error.message, ...rows].join('\n'));
      }
      return `Imported ${result.value.imported} price(s) for ${result.value.chains.join(', ')}; they replace the estimates for those products.`;
    },
  },
  'stores.import': {
    name: 'stores.import',
    async run(c, params) {
      const result = await c.get(ImportStores).execute(String(params.csv ?? ''));
      if (!result.ok) {
        const rows = (result.error.rejected ?? []).map((r) => `  line ${r.line}: ${r.reason}`);
        throw new OperationFailed([result.error.message, ...rows].join('\n'));
      }
      const chains = Object.entries(result.value.byChain).map(([chain, n]) => `${chain} ${n}`).join(', ');
      return `Imported ${result.value.imported} store(s) (${chains}); skipped ${result.value.skipped} of other retailers. They replace any stores loaded before.`;
    },
  },
  'bins.import': {
    name: 'bins.import',
    async run(c, params) {
      const result = await c.get(ImportBins).execute(String(params.csv ?? ''), String(params.source ?? 'BIN list'));
      if (!result.ok) {
        const rows = (result.error.rejected ?? []).map((r) => `  line ${r.line}: ${r.reason}`);
        throw new OperationFailed([result.error.message, ...rows].join('\n'));
      }
      return `Imported ${result.value.imported} BIN(s); they replace the list loaded before and name the issuers in BIN reporting.`;
    },
  },
  'catalogue.stats': {
    name: 'catalogue.stats',
    async run(c) {
      const cache = c.get(CatalogueCache);
      cache.invalidate();
      return catalogueStats(await cache.current());
    },
  },
  'user.list': {
    name: 'user.list',
    async run(c, params) {
      const users = await c.get<UserRepository>(USER_REPOSITORY).list({ limit: Number(params.limit ?? 100) });
      if (params.json) {
        return JSON.stringify(
          users.map((u) => ({ id: u.id, email: u.email, role: u.role, firstName: u.firstName, createdAt: u.createdAt.toISOString() })),
          null,
          2,
        );
      }
      if (!users.length) return 'No accounts yet.';
      const rows = users.map((u) =>
        [u.email, u.role, `${u.firstName} ${u.lastName}`.trim(), u.profile.postcode ?? '-', u.profile.householdSize ?? '-', u.profile.weeklyBudget === null ? '-' : `£${formatPounds(u.profile.weeklyBudget)}`, u.createdAt.toISOString().slice(0, 10)].join('\t'),
      );
      return ['email\trole\tname\tpostcode\thousehold\tbudget\tjoined', ...rows].join('\n');
    },
  },
};

// Every command that changes something is an admin action: it goes to the audit log once it has run.
for (const [name, operation] of Object.entries(OPERATIONS)) OPERATIONS[name] = audited(operation);
