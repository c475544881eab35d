import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { apiDocument } from '@larder/adapters-http/api-document';

/**
 * The document tells the truth: every answer an HTTP test receives (through `TestClient`) is checked against the
 * API document (GET /api/openapi.json, generated from packages/contract/src/api): its route must be documented,
 * its status must be one the route documents, and a JSON answer must validate against the schema documented for
 * that status. A drift fails the test that saw it, with a message naming the call, the status and what to fix.
 */

type Json = Record<string, unknown>;
interface Operation {
  readonly template: string;
  readonly method: string;
  readonly responses: Readonly<Record<string, Json>>;
}
interface Route {
  readonly template: string;
  readonly pattern: RegExp;
  /** Fewer parameters is more specific: `/api/recipes/mine` wins over `/api/recipes/{id}`. */
  readonly params: number;
  readonly operations: Readonly<Record<string, Operation>>;
}

/**
 * Answers intentionally outside the document, by reason. Keep this short: a call of the API belongs in
 * packages/contract/src/api, not here.
 */
const OUTSIDE_THE_DOCUMENT: ReadonlyArray<{ readonly pattern: RegExp; readonly why: string }> = [
  // The web app's pages and static files, served by the same server: HTML, not API.
  { pattern: /^\/(?!api(\/|$))/, why: 'a page or file of the web app, not an API call' },
];

/**
 * Statuses every call may answer without its route listing them, as the document's introduction states
 * (info.description): 400 for a control character (such as NUL) in any input, 404 for an unknown id (another
 * household's too), 429 when rate limited (with Retry-After), 413 for a body over the size limit. Their body is
 * still checked: against the route's own schema for that status, or the standard error body { message, field? }.
 */
const STATUSES_EVERY_CALL_MAY_ANSWER = new Set(['400', '404', '413', '429']);

let compiled: { routes: Route[]; ajv: Ajv2020 } | undefined;

function load() {
  if (compiled) return compiled;
  const doc = apiDocument({ serverUrl: 'http://127.0.0.1', intakeOpen: true }) as { paths: Record<string, Record<string, Json>>; components: { schemas: Json } };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // Operations may refer to `#/components/schemas/...` (the buyers' intake); the schemas are compiled inside this wrapper document.
  ajv.addSchema({ $id: 'larder:components', components: { schemas: doc.components.schemas } });
  const routes: Route[] = Object.entries(doc.paths).map(([template, methods]) => {
    const source = template
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    const operations = Object.fromEntries(
      Object.entries(methods).map(([method, op]) => [method.toUpperCase(), { template, method: method.toUpperCase(), responses: (op.responses ?? {}) as Record<string, Json> }]),
    );
    return { template, pattern: new RegExp(`^${source}$`), params: (template.match(/\{/g) ?? []).length, operations };
  });
  routes.sort((a, b) => a.params - b.params);
  compiled = { routes, ajv };
  return compiled;
}

const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: Json): ValidateFunction {
  let v = validators.get(key);
  if (!v) {
    // Local refs (#/components/schemas/X) are resolved against the registered components.
    const text = JSON.stringify(schema).replace(/"#\/components\/schemas\//g, '"larder:components#/components/schemas/');
    v = load().ajv.compile(JSON.parse(text));
    validators.set(key, v);
  }
  return v;
}

export interface Answer {
  readonly method: string;
  /** As requested: with its query string, if any. */
  readonly path: string;
  readonly status: number;
  readonly contentType: string | null;
  readonly body: unknown;
}

/** Why an answer disagrees with the document, or null when the document describes it. */
export function undocumentedAnswer(answer: Answer): string | null {
  // The routers match a path with or without a trailing slash.
  const path = answer.path.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  const asked = answer.method.toUpperCase();
  if (asked === 'OPTIONS') return null; // CORS preflight: answered by the middleware for every path
  const method = asked === 'HEAD' ? 'GET' : asked;
  if (OUTSIDE_THE_DOCUMENT.some((o) => o.pattern.test(path))) return null;
  const { routes } = load();
  const matching = routes.filter((r) => r.pattern.test(path));
  const route = matching.find((r) => r.operations[method]);
  const call = `${method} ${path}`;
  if (!route) {
    // The server answers 404/405 for a call it does not route; a test may probe that (an unknown path, a wrong method).
    if (answer.status === 404 || answer.status === 405) return null;
    return `${call} answered ${answer.status} but is not in the API document: declare it in packages/contract/src/api (method, path, answer schema, status, errors).`;
  }
  const operation = route.operations[method]!;
  const where = `${method} ${route.template}`;
  const status = String(answer.status);
  const documented = Object.keys(operation.responses);
  const response = operation.responses[status] ?? (STATUSES_EVERY_CALL_MAY_ANSWER.has(status) ? errorResponse() : undefined);
  if (!response) {
    return `${call} (${where}) answered ${status}, which its document does not list (it lists ${documented.join(', ')}): add ${status} to the route's \`errors\` (or \`status\`) in packages/contract/src/api, or fix the server. Body: ${preview(answer.body)}`;
  }
  const content = response.content as Record<string, { schema?: Json }> | undefined;
  const json = content?.['application/json']?.schema;
  if (!json) return null; // no content, or a non-JSON media (text/calendar, CSV, an image, a stream): nothing to validate
  if (answer.body === undefined && answer.status === 204) return null;
  if (!answer.contentType?.includes('json')) {
    return `${call} (${where}) answered ${status} with ${answer.contentType ?? 'no content type'}, but its document says application/json. Body: ${preview(answer.body)}`;
  }
  const validate = validatorFor(`${where} ${status}`, json);
  if (validate(answer.body)) return null;
  // A status any call may answer comes with the standard error body, whatever an older route's own error shape.
  if (STATUSES_EVERY_CALL_MAY_ANSWER.has(status) && operation.responses[status]) {
    const standard = (errorResponse().content as Record<string, { schema?: Json }> | undefined)?.['application/json']?.schema;
    if (standard && validatorFor(`standard error`, standard)(answer.body)) return null;
  }
  const errors = (validate.errors ?? [])
    .slice(0, 8)
    .map((e) => `${e.instancePath || '(the body)'} ${e.message}${e.keyword === 'additionalProperties' ? `: "${(e.params as { additionalProperty: string }).additionalProperty}"` : ''}`)
    .join('; ');
  return `${call} (${where}) answered ${status} with a body its documented schema does not allow: ${errors}. Fix the answer's schema in packages/contract/src/api (or the server). Body: ${preview(answer.body)}`;
}

function errorResponse(): Json {
  const { routes } = load();
  // The error schema every route documents for 400/401 (ZErrorBody), taken from the document itself.
  for (const r of routes) for (const op of Object.values(r.operations)) for (const [code, res] of Object.entries(op.responses)) if (code >= '400' && (res.content as Json | undefined)) return res;
  return { description: 'error' };
}

const preview = (body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text === undefined ? '(empty)' : text.length > 400 ? `${text.slice(0, 400)}...` : text;
};
