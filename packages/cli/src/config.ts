import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_HOUSEHOLD_CALL_RATES, type HouseholdCallRates } from '@larder/domain/shared/household-call-limits';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL').optional(),
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,50}$/, 'must be a lower-case SQL name (letters, digits, _)').optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|1|0|yes|no|[1-9])$/, 'must be false, or the number of proxies in front of the server (1 to 9; true means 1)')
    .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)))
    .default(0),
  DEV_HELPERS: bool.default(false),
  /** Card attempts allowed from one address in an hour (a shared office or the browser tests may need more). */
  CARD_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Per household an hour (issue 34, L7): plans made or re-planned, recipe photos uploaded, live list streams opened. */
  PLANS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_HOUSEHOLD_CALL_RATES.plan),
  RECIPE_PHOTOS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_HOUSEHOLD_CALL_RATES['recipe-photo']),
  LIST_STREAMS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_HOUSEHOLD_CALL_RATES['list-stream']),
  /** Live list streams one session or API token may hold open at once (issue 34, M2). */
  LIST_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Larder <hello@larder.local>'),
  SUPPORT_EMAIL: z.string().email().default('support@larder.local'),
  PAYMENT_PROVIDER: z.enum(['simulated', 'stripe']).default('simulated'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_... or sk_live_...)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_test_... or pk_live_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_...)').optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  ACQUIRED_APP_ID: z.string().min(1).optional(),
  ACQUIRED_APP_KEY: z.string().min(1).optional(),
  ACQUIRED_COMPANY_ID: z.string().min(1).optional(),
  ACQUIRED_MODE: z.enum(['test', 'live']).default('test'),
  ACQUIRED_API_BASE: z.string().url().optional(),
  ACQUIRED_WEBHOOK_SIGNING_KEY: z.string().min(1).optional(),
  SCHEDULER: z.enum(['on', 'off']).optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600000).default(30000),
  WEB_DIST: z.string().optional(),
  RECIPE_IMPORT_ALLOW_PRIVATE: bool.default(false),
  LEAD_INTAKE_OPEN: bool.default(false),
  LEAD_PARTNER_NAME: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be lower-case letters, digits or dashes').default('peppy'),
  LEAD_PARTNER_REDIRECT_URL: z.string().url().optional(),
  BUYER_ANALYTICS_PASSWORD_HASH: z.string().regex(/^\$argon2(id|i|d)\$/, 'must be an argon2 hash ($argon2id$...): make one with `npm run cli -- buyer analytics-password`').optional(),
  HELPDESK_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The key secret links are made from (the calendar link), shared by every server; the embedded database makes its own. */
  LINK_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  SECOND_FACTOR_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  /** Seals every backup (AES-256-GCM); `db backup` refuses to run in production without it. */
  BACKUP_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  HELPDESK_AUTOMATION: z.enum(['act', 'draft']).default('act'),
  HELPDESK_REFUND_POLICY: z.string().regex(/^(never|within-days:([1-9]|[1-5]\d|60))$/, 'must be never or within-days:N (N from 1 to 60)').default('never'),
});

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string | undefined;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** The PostgreSQL schema the app's tables live in (the connection's default when absent); the job engine's is beside it. */
  readonly databaseSchema: string | undefined;
  readonly publicOrigin: string | null;
  readonly allowedOrigins: string[];
  readonly cookieSecure: boolean;
  /** How many proxies in front of the server append to X-Forwarded-For (0: the header is ignored). */
  readonly trustProxyHops: number;
  /** The development helpers (dev-login, the outbox call, loginUrl in answers): only when asked for, never in production, and only for loopback callers. */
  readonly devHelpers: boolean;
  readonly cardAttemptsPerAddress: number;
  /** Per-household limits an hour on the costly calls (plans, recipe photos, list streams). */
  readonly householdCallRates: HouseholdCallRates;
  /** Live list streams one session or API token may hold open at once. */
  readonly listStreamsPerSession: number;
  readonly logLevel: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Lets the recipe import fetch pages on private and loopback addresses (the tests' local server); refused in production. */
  readonly recipeImportAllowPrivate: boolean;
  readonly supportEmail: string;
  readonly paymentProvider: 'simulated' | 'stripe';
  readonly stripe: { readonly secretKey: string; readonly publishableKey: string; readonly webhookSecret: string | null; readonly apiBase: string | null } | null;
  readonly acquired: { readonly appId: string; readonly appKey: string; readonly companyId: string | null; readonly mode: 'test' | 'live'; readonly apiBase: string | null; readonly webhookSigningKey: string | null } | null;
  /** The daily jobs (billing at 09:00 UTC) run in the serving process; off in tests unless asked for. */
  readonly scheduler: boolean;
  /** How long a stopping server waits for the requests in hand before closing their connections. */
  readonly shutdownDrainMs: number;
  readonly webDist: string;
  /** An OpenAI-compatible chat endpoint for the AI planner; null keeps the built-in assistant. */
  readonly llm: { readonly baseUrl: string; readonly apiKey: string | null; readonly model: string; readonly timeoutMs: number } | null;
  /** Lead buying (document 002): keyless intake, the lender-matching partner, the buyer analytics password's hash. */
  readonly leads: { readonly intakeOpen: boolean; readonly partnerName: string; readonly partnerRedirectUrl: string | null; readonly analyticsPasswordHash: string | null };
  /** The support integration (/api/helpdesk): the webhook's signing secret, whether its events are acted on, the refund policy. */
  readonly helpdesk: { readonly webhookSecret: string | null; readonly mode: 'act' | 'draft'; readonly refundPolicy: string };
  /** The key secret links (the calendar link) are made from, so they can be shown again; null: shown once, when made. */
  readonly linkSecret: string | null;
  /** Seals operators' TOTP secrets in the database (and so in every backup); null: stored in clear. */
  readonly secondFactorKey: string | null;
  /** Seals backups with AES-256-GCM, and opens them to restore; null: backups in clear (refused in production). */
  readonly backupKey: string | null;
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, repoRoot: string): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(cleaned[String(issue.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const extraOrigins = (e.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of extraOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) throw new ConfigError(`Invalid configuration:\n  ALLOWED_ORIGINS: "${origin}" is not an origin like https://example.com`);
  }
  if (e.PAYMENT_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
  }
  if (Boolean(e.ACQUIRED_APP_ID) !== Boolean(e.ACQUIRED_APP_KEY)) {
    throw new ConfigError('Invalid configuration:\n  Acquired needs both ACQUIRED_APP_ID and ACQUIRED_APP_KEY (or neither, for the simulated card form)');
  }
  if (e.RECIPE_IMPORT_ALLOW_PRIVATE && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  RECIPE_IMPORT_ALLOW_PRIVATE: must not be set in production (it lets the recipe import reach private addresses)');
  }
  if (e.DEV_HELPERS && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  DEV_HELPERS: the development helpers (sign in as anyone, read the outbox) cannot be turned on with NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && !e.PUBLIC_ORIGIN) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_ORIGIN: required with NODE_ENV=production (e.g. https://larder.example): the links in emails are built from it, never from the Host a request names');
  }
  // The Vite dev server's origin, only with the development helpers (never in production: refused above; issue 34, L4).
  if (e.DEV_HELPERS) extraOrigins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_URL ? e.DATABASE_SCHEMA : undefined,
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : null,
    allowedOrigins: extraOrigins,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxyHops: e.TRUST_PROXY,
    devHelpers: e.DEV_HELPERS,
    cardAttemptsPerAddress: e.CARD_ATTEMPTS_PER_ADDRESS,
    householdCallRates: { plan: e.PLANS_PER_HOUR, 'recipe-photo': e.RECIPE_PHOTOS_PER_HOUR, 'list-stream': e.LIST_STREAMS_PER_HOUR },
    listStreamsPerSession: e.LIST_STREAMS_PER_SESSION,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    recipeImportAllowPrivate: e.RECIPE_IMPORT_ALLOW_PRIVATE,
    supportEmail: e.SUPPORT_EMAIL,
    paymentProvider: e.PAYMENT_PROVIDER,
    stripe: e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null, apiBase: e.STRIPE_API_BASE ?? null }
      : null,
    acquired: e.ACQUIRED_APP_ID && e.ACQUIRED_APP_KEY
      ? { appId: e.ACQUIRED_APP_ID, appKey: e.ACQUIRED_APP_KEY, companyId: e.ACQUIRED_COMPANY_ID ?? null, mode: e.ACQUIRED_MODE, apiBase: e.ACQUIRED_API_BASE ?? null, webhookSigningKey: e.ACQUIRED_WEBHOOK_SIGNING_KEY ?? null }
      : null,
    scheduler: e.SCHEDULER ? e.SCHEDULER === 'on' : e.NODE_ENV !== 'test',
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'packages/web/dist'),
    leads: {
      intakeOpen: e.LEAD_INTAKE_OPEN,
      partnerName: e.LEAD_PARTNER_NAME,
      partnerRedirectUrl: e.LEAD_PARTNER_REDIRECT_URL ?? null,
      analyticsPasswordHash: e.BUYER_ANALYTICS_PASSWORD_HASH ?? null,
    },
    llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY ?? null, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS } : null,
    helpdesk: { webhookSecret: e.HELPDESK_WEBHOOK_SECRET ?? null, mode: e.HELPDESK_AUTOMATION, refundPolicy: e.HELPDESK_REFUND_POLICY },
    linkSecret: e.LINK_SECRET ?? null,
    secondFactorKey: e.SECOND_FACTOR_KEY ?? null,
    backupKey: e.BACKUP_KEY ?? null,
  };
}
