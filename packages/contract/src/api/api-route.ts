import type { z } from 'zod';

/**
 * One call of the HTTP API, as the OpenAPI document describes it and as the route coverage test checks it
 * against the server's routers (cli/test/http/openapi.http.test.ts): every route the server answers is here,
 * and every call here is routed.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` anyone; `household` a signed-in household (a session cookie, or a personal API token);
 * `operator` an operator of the console (session cookie only, never a token); `buyer` a lead buyer's X-Api-Key;
 * `buyer-analytics` the buyers' shared analytics password (its own cookie); `provider` a payment or helpdesk
 * provider's signed webhook; `loopback` development helpers from this machine only.
 */
export type Audience = 'public' | 'household' | 'operator' | 'buyer' | 'buyer-analytics' | 'provider' | 'loopback';

export interface ApiRoute {
  readonly method: HttpMethod;
  /**
   * The path as the router writes it: `/api/recipes/:id`; the document writes `/api/recipes/{id}`. A parameter
   * may be named otherwise than the router names it (the coverage test compares paths without the names), so
   * that two calls on one path shape share one name, as OpenAPI requires.
   */
  readonly path: string;
  /** The area: the document's tag, and what the filtered views (household, own recipes, buyers) select. */
  readonly tag: ApiTag;
  readonly summary: string;
  readonly audience: Audience;
  /** The JSON body the server parses with this schema. */
  readonly body?: z.ZodType;
  /** The query string the server parses with this schema (an object of scalar fields). */
  readonly query?: z.ZodType;
  /** The JSON answer on success; without one the answer is described in `answerNote` (or as any JSON). */
  readonly answer?: z.ZodType;
  /** The success status: 200 unless said (201 for most creations). */
  readonly status?: number;
  /** Other success statuses the call answers with the same answer, and when (201 when an account is made ...). */
  readonly alsoAnswers?: Readonly<Record<number, string>>;
  /** A non-JSON answer's media type: text/calendar, image/svg+xml, text/event-stream, text/csv ... */
  readonly media?: string;
  readonly answerNote?: string;
  /** Failures beyond the ones every call of its audience has (400 for a parsed input, 401/403 for a role). */
  readonly errors?: Readonly<Record<number, string>>;
  /** Descriptions of the path's parameters, by name. */
  readonly params?: Readonly<Record<string, string>>;
}

export const API_TAGS = [
  'Accounts',
  'Sign-up and subscription',
  'Meal plans',
  'Shopping lists',
  'Household',
  'Recipes',
  'Own recipes',
  'Chat',
  'Budget',
  'Site',
  'Leads',
  'Buyer intake',
  'Buyer analytics',
  'Operators',
  'Helpdesk',
  'System',
  'API tokens',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

/** `/api/recipes/:id` -> `/api/recipes/{id}`; `/api/leads/submit-to-:partner` -> `/api/leads/submit-to-{partner}`; `:part.csv` -> `{part}.csv`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/** The names of a path's parameters, in order. */
export const pathParameters = (path: string): string[] => [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);

/** A path with its parameters' names left out, for comparing the document with the routers: `/api/recipes/{}`. */
export const pathShape = (path: string): string => openApiPath(path).replace(/\{[^}]*\}/g, '{}');
