import { z } from 'zod';
import { ZErrorBody } from '../common';
import { type ApiRoute, API_TAGS, type Audience, openApiPath, pathParameters } from './api-route';
import { tokenAccess } from './token-access';

/**
 * The OpenAPI 3.1 document of the whole API, generated from the routes' zod schemas (z.toJSONSchema), and the
 * filtered views of it that the buyers, the household calls and the own recipes serve. Nothing here is written
 * by hand but the words of each route; a route the server answers and this document lacks fails
 * cli/test/http/openapi.http.test.ts, and so does a documented call the server does not route.
 */
export type Json = Record<string, unknown>;

export const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
};

export const SECURITY_SCHEMES: Json = {
  SessionCookie: { type: 'apiKey', in: 'cookie', name: 'larder_session', description: "A household's session cookie (__Host-larder_session when the site is served over HTTPS). Writes must carry the site's Origin header (CSRF)." },
  OperatorSession: { type: 'apiKey', in: 'cookie', name: 'larder_session', description: "An operator's session, from the console's sign-in (password and authenticator code).." },
  ApiToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A household member's personal API token (lrd_...), made on /account: `Authorization: Bearer <token>`. A read token makes GET calls only; a read-write token may change the household's data. No Origin header is needed (a token carries no cookie). 120 requests a minute per token (429 with Retry-After). Only the calls that list this scheme accept a token.",
  },
  BuyerApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Your buyer key (lbk_...), issued by us.' },
  BuyerAnalyticsSession: { type: 'apiKey', in: 'cookie', name: 'larder_buyer_analytics', description: 'Set by POST /api/buyer/analytics/auth with the shared password.' },
};

const SECURITY: Record<Audience, Json[]> = {
  public: [],
  loopback: [],
  provider: [],
  household: [{ SessionCookie: [] }],
  operator: [{ OperatorSession: [] }],
  buyer: [{ BuyerApiKey: [] }],
  'buyer-analytics': [{ BuyerAnalyticsSession: [] }],
};

const WHO: Record<Audience, string> = {
  public: 'Anyone may call.',
  loopback: 'Development helpers only: DEV_HELPERS=true, from this machine.',
  provider: "Sent by a provider, with its signature checked.",
  household: 'A signed-in household (the session cookie).',
  operator: 'An operator, signed in on the console (a household gets 403).',
  buyer: "A lead buyer's API key.",
  'buyer-analytics': 'Signed in to buyer analytics.',
};

/**
 * An error's body: { message, field? }. The older calls (sign-up and subscription, leads, buyer analytics) answer
 * as the screens they were written for read them: also `success: false` and `error`, the same words as `message`.
 */
const ZDocumentedError = ZErrorBody.extend({ success: z.literal(false).optional(), error: z.string().optional() });
const error = (description: string) => ({ description, content: { 'application/json': { schema: schemaOf(ZDocumentedError, 'output') } } });

/** `POST /api/recipes/:id/photo` -> `postRecipesIdPhoto`; unique over the whole API. */
export const operationId = (route: Pick<ApiRoute, 'method' | 'path'>): string =>
  route.method.toLowerCase() +
  route.path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

function queryParameters(schema: z.ZodType): Json[] {
  const json = schemaOf(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as Json & { description?: string };
    return { name, in: 'query', required: (json.required ?? []).includes(name), schema: rest, ...(description ? { description } : {}) };
  });
}

function operationOf(route: ApiRoute): Json {
  const params = pathParameters(route.path);
  const parameters: Json[] = [
    ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' }, description: route.params?.[name] ?? `The ${name}` })),
    ...(route.query ? queryParameters(route.query) : []),
  ];
  const status = String(route.status ?? 200);
  const success: Json = route.answer
    ? { description: route.answerNote ?? 'Done', content: { 'application/json': { schema: schemaOf(route.answer, 'output') } } }
    : route.media
      ? { description: route.answerNote ?? route.media, content: { [route.media]: { schema: { type: 'string' } } } }
      : { description: route.answerNote ?? 'Done' };
  const responses: Record<string, Json> = { [status]: success };
  for (const [code, description] of Object.entries(route.alsoAnswers ?? {})) responses[code] = { ...success, description };
  if (route.body || route.query || params.length) responses['400'] = error('Bad input: the message names the field');
  if (['household', 'operator', 'buyer', 'buyer-analytics'].includes(route.audience)) responses['401'] = error('Not signed in (Unauthorized)');
  // The middleware's refusals, which every call of their kind may answer (adapters-http csrf.ts, api-token-auth.ts).
  const refusals: string[] = [];
  if (route.audience === 'operator') refusals.push('Not an operator (a signed-in household)');
  const access = tokenAccess(route);
  if (access.allowed && route.method !== 'GET') refusals.push('Made with a read-only API token');
  if (!access.allowed) refusals.push(`Sent with an API token, which this call refuses: ${access.reason}`);
  if (route.method !== 'GET') refusals.push('Sent with the session cookie but not from the Larder site (the Origin header; CSRF)');
  if (refusals.length) responses['403'] = error(refusals.join('; or: '));
  for (const [code, description] of Object.entries(route.errors ?? {})) {
    const previous = responses[code]?.description;
    responses[code] = error(previous && previous !== description && code !== '400' ? `${description}; or: ${previous}` : description);
  }
  return {
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    description: tokenAccess(route).allowed ? `${WHO[route.audience]} Or a personal API token${route.method === 'GET' ? '' : ' (read-write)'}.` : WHO[route.audience],
    security: tokenAccess(route).allowed ? [...SECURITY[route.audience], { ApiToken: [] }] : SECURITY[route.audience],
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } } } : {}),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
  };
}

export interface ApiDocumentOptions {
  readonly serverUrl?: string;
  /** Operations written more fully elsewhere (the buyers' intake, with its examples), by `METHOD /path` as routed. */
  readonly operations?: Readonly<Record<string, Json>>;
  /** Components those operations refer to. */
  readonly schemas?: Readonly<Record<string, Json>>;
}

export function openApiDocument(routes: readonly ApiRoute[], options: ApiDocumentOptions = {}): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const key = `${route.method} ${route.path}`;
    const base = operationOf(route);
    const operation = options.operations?.[key] ? { ...base, ...options.operations[key], tags: base.tags } : base;
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Larder API',
      version: '1.0.0',
      description:
        'Every call of Larder: the household (plans, lists, recipes, chat, budget), sign-up and subscriptions, the public site, leads and buyers, and the operators. ' +
        'Errors are JSON { message, field? } with 400 bad input (naming the field), 401 not signed in, 403 wrong role, 404 (another household\'s ids too), 409, 429 with Retry-After. ' +
        'Any call answers 400 { message, field } when a field, query value or path holds a control character (such as NUL), 413 when its body is over the size limit, and 429 when rate limited.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Larder' },
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: API_TAGS.map((name) => ({ name })),
    paths,
    components: { securitySchemes: SECURITY_SCHEMES, schemas: { ...(options.schemas ?? {}) } },
  };
}

/** The `#/components/...` names a part of the document refers to. */
function referencedComponents(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => referencedComponents(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) found.add(v.slice('#/components/schemas/'.length));
      else referencedComponents(v, found);
    }
  }
  return found;
}

export interface ViewOptions {
  readonly tags: readonly string[];
  readonly info: Json;
  readonly security?: Json[];
}

/** The operations of some tags, with only the components they use: the buyers', the household's and the own recipes' documents. */
export function openApiView(document: Json, view: ViewOptions): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      if ((operation.tags as string[]).some((tag) => view.tags.includes(tag))) (paths[path] ??= {})[method] = operation;
    }
  }
  const components = document.components as { securitySchemes: Record<string, Json>; schemas: Record<string, Json> };
  const schemaNames = referencedComponents(paths);
  const schemes = new Set<string>();
  for (const methods of Object.values(paths)) for (const op of Object.values(methods)) for (const requirement of (op.security as Json[] | undefined) ?? []) Object.keys(requirement).forEach((s) => schemes.add(s));
  for (const requirement of view.security ?? []) Object.keys(requirement).forEach((s) => schemes.add(s));
  return {
    openapi: document.openapi,
    info: view.info,
    ...(document.servers ? { servers: document.servers } : {}),
    ...(view.security ? { security: view.security } : {}),
    tags: (document.tags as Json[]).filter((t) => view.tags.includes(t.name as string)),
    paths,
    components: {
      securitySchemes: Object.fromEntries(Object.entries(components.securitySchemes).filter(([name]) => schemes.has(name))),
      schemas: Object.fromEntries(Object.entries(components.schemas).filter(([name]) => schemaNames.has(name))),
    },
  };
}
