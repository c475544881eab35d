import type { ApiRoute } from './api-route';

/**
 * Which calls a personal API token may make. Tokens are for a household's own data: an allow-list by audience
 * (only `household` calls), less the calls that guard the account itself. The server enforces this on every
 * request made with a token (adapters-http/src/session/api-token-auth.ts); the OpenAPI document marks the calls a
 * token may make with the `ApiToken` scheme. A call not in the registry is refused to a token.
 */
export type TokenAccess = { readonly allowed: true } | { readonly allowed: false; readonly reason: string };

const SIGNED_IN = 'on /account, signed in, and never with an API token';

const REFUSALS: ReadonlyArray<{ readonly applies: (route: ApiRoute) => boolean; readonly reason: string }> = [
  {
    applies: (r) => r.audience !== 'household',
    reason: "API tokens reach only a household's own calls: operator, buyer and provider calls refuse them, and public calls need no token (send them without one).",
  },
  { applies: (r) => r.tag === 'API tokens', reason: `API tokens are made and revoked ${SIGNED_IN}.` },
  { applies: (r) => r.tag === 'Sign-up and subscription', reason: 'Billing and the subscription are changed on the site, signed in, and never with an API token.' },
  { applies: (r) => /^\/api\/user\/(password|sessions)(\/|$)/.test(r.path), reason: `The password and signed-in devices are managed ${SIGNED_IN}.` },
  {
    // The emailed link (/api/user/deletion-link) too: the README closes deletion to tokens (issue 34, L1).
    applies: (r) => (r.method === 'DELETE' && r.path === '/api/user') || /^\/api\/user\/(deletion|deletion-link|undo-delete)(\/|$)/.test(r.path),
    reason: `Deleting the account (or keeping it) is done ${SIGNED_IN}.`,
  },
  {
    // Everything the account holds (devices, payments, support messages): the right of access, not a household read.
    applies: (r) => r.path === '/api/user/export' || r.path.startsWith('/api/user/export/'),
    reason: `The personal export (everything the account holds) is downloaded ${SIGNED_IN}; read the household's lists, plans and spending with their own calls.`,
  },
  {
    applies: (r) => (r.method === 'DELETE' && r.path === '/api/household') || /^\/api\/household\/(invitations|members|leave)(\/|$)/.test(r.path),
    reason: `Who is in the household is changed ${SIGNED_IN}.`,
  },
  { applies: (r) => r.path.startsWith('/api/calendar/token'), reason: `The calendar link is a secret of its own, made ${SIGNED_IN}.` },
];

export function tokenAccess(route: ApiRoute): TokenAccess {
  const refusal = REFUSALS.find((r) => r.applies(route));
  return refusal ? { allowed: false, reason: refusal.reason } : { allowed: true };
}

/** Methods a read token may use. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternOf = (path: string): RegExp =>
  new RegExp(`^${path.split(/(:[A-Za-z_][A-Za-z0-9_]*)/).map((part) => (part.startsWith(':') ? '([^/]+?)' : escape(part))).join('')}$`);

/**
 * The registered call a request is for: the same method (HEAD as GET) and a path its pattern matches; where two
 * match (`/api/receipts/loyalty` and `/api/receipts/:id`), the one with fewer parameters, as the routers order them.
 */
export function routeMatcher(routes: readonly ApiRoute[]): (method: string, path: string) => ApiRoute | null {
  const compiled = routes
    .map((route) => ({ route, pattern: patternOf(route.path), params: (route.path.match(/:/g) ?? []).length }))
    .sort((a, b) => a.params - b.params);
  return (method, path) => {
    const wanted = method === 'HEAD' ? 'GET' : method;
    // The routers take a trailing slash as the same call.
    const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    return compiled.find((c) => c.route.method === wanted && c.pattern.test(bare))?.route ?? null;
  };
}
