/**
 * Reads the buyer API guide out of the server's OpenAPI document (GET /api/buyer/openapi.json): the endpoint,
 * its examples and answers, the mandatory fields and rules, the test cases and the common issues. The page
 * shows nothing that is not in the document, so the guide cannot drift from what the server validates.
 */

type Json = Record<string, unknown>;
interface Example {
  summary?: string;
  value: unknown;
}
interface MediaType {
  schema?: Json;
  examples?: Record<string, Example>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; headers?: Record<string, { description?: string }>; content?: Record<string, MediaType> }>;
}
export interface OpenApiDoc {
  openapi: string;
  info: {
    title: string;
    description?: string;
    'x-larder-acceptance'?: string[];
    'x-larder-mandatory-fields'?: string[];
    'x-larder-common-issues'?: Array<{ problem: string; fix: string }>;
    'x-larder-testing'?: Array<{ key: string; summary: string; expect: { accepted: boolean; message: string; reason?: string } }>;
    'x-larder-data-care'?: string;
  };
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json>; securitySchemes?: Record<string, { type: string; in?: string; name?: string; description?: string }> };
}

export interface GuideExample {
  readonly key: string;
  readonly summary: string;
  readonly json: string;
}
export interface GuideResponse {
  readonly status: string;
  readonly description: string;
  readonly examples: readonly GuideExample[];
}
export interface GuideField {
  readonly path: string;
  readonly type: string;
  readonly description: string;
  readonly mandatory: boolean;
}
export interface GuideTestCase {
  readonly key: string;
  readonly summary: string;
  readonly accepted: boolean;
  readonly message: string;
  readonly reason: string | null;
  readonly json: string;
}
export interface BuyerGuide {
  readonly title: string;
  readonly description: string;
  readonly method: string;
  readonly url: string;
  readonly keyHeader: string | null;
  readonly curl: string;
  readonly examples: readonly GuideExample[];
  readonly responses: readonly GuideResponse[];
  readonly acceptance: readonly string[];
  readonly mandatory: readonly string[];
  readonly fields: readonly GuideField[];
  readonly testing: readonly GuideTestCase[];
  readonly commonIssues: ReadonlyArray<{ problem: string; fix: string }>;
  readonly dataCare: string | null;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);
const examplesOf = (media: MediaType | undefined): GuideExample[] =>
  Object.entries(media?.examples ?? {}).map(([key, e]) => ({ key, summary: e.summary ?? key, json: pretty(e.value) }));

/** A field's type in words, from its JSON schema ("text or number", "object"). */
function typeOf(schema: Json | undefined): string {
  if (!schema) return 'any';
  const anyOf = schema.anyOf as Json[] | undefined;
  if (anyOf) {
    const names = [...new Set(anyOf.flatMap((s) => typeOf(s).split(' or ')))].filter((t) => t !== 'null');
    return names.join(' or ') || 'any';
  }
  const t = schema.type;
  if (t === 'string') return 'text';
  if (t === 'number' || t === 'integer') return 'number';
  if (t === 'boolean') return 'true/false';
  if (t === 'object') return 'object';
  if (t === 'array') return 'list';
  if (t === 'null') return 'null';
  return 'any';
}

/** The object schema inside a nullable section (`anyOf: [object, null]`). */
const objectOf = (schema: Json | undefined): Json | undefined =>
  schema?.type === 'object' ? schema : ((schema?.anyOf as Json[] | undefined)?.find((s) => s.type === 'object') ?? undefined);

function fieldsOf(schema: Json | undefined, mandatory: ReadonlySet<string>, prefix = ''): GuideField[] {
  const object = objectOf(schema);
  const properties = (object?.properties ?? {}) as Record<string, Json>;
  return Object.entries(properties).flatMap(([name, property]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const inner = objectOf(property);
    if (inner && inner.properties) return fieldsOf(inner, mandatory, path);
    return [{ path, type: typeOf(property), description: typeof property.description === 'string' ? property.description : '', mandatory: mandatory.has(path) }];
  });
}

/** A shell-safe single-quoted string. */
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlFor(method: string, url: string, keyHeader: string | null, json: string): string {
  return [
    `curl -X ${method} ${quote(url)}`,
    `  -H 'Content-Type: application/json'`,
    ...(keyHeader ? [`  -H '${keyHeader}: YOUR_API_KEY'`] : []),
    `  -d ${quote(JSON.stringify(JSON.parse(json), null, 2))}`,
  ].join(' \\\n');
}

export function guideFrom(doc: OpenApiDoc): BuyerGuide {
  const [path, methods] = Object.entries(doc.paths)[0] ?? ['/api/buyer/process-lead', {}];
  const [method, op] = Object.entries(methods)[0] ?? ['post', {} as Operation];
  const server = doc.servers?.[0]?.url ?? '';
  const scheme = Object.values(doc.components?.securitySchemes ?? {}).find((s) => s.type === 'apiKey' && s.in === 'header');
  const keyHeader = scheme?.name ?? null;
  const requestMedia = op.requestBody?.content?.['application/json'];
  const examples = examplesOf(requestMedia);
  const responses = Object.entries(op.responses ?? {}).map(([status, r]) => ({
    status,
    description: r.description ?? '',
    examples: examplesOf(r.content?.['application/json']),
  }));
  const mandatory = doc.info['x-larder-mandatory-fields'] ?? [];
  const okExamples = responses.find((r) => r.status === '200')?.examples ?? [];
  const testing = (doc.info['x-larder-testing'] ?? []).map((t) => ({
    key: t.key,
    summary: t.summary,
    accepted: t.expect.accepted,
    message: t.expect.message,
    reason: t.expect.reason ?? null,
    json: examples.find((e) => e.key === t.key)?.json ?? okExamples.find((e) => e.key === t.key)?.json ?? '{}',
  }));
  const url = `${server}${path}`;
  const first = examples[0]?.json ?? '{}';
  return {
    title: doc.info.title,
    description: doc.info.description ?? '',
    method: method.toUpperCase(),
    url,
    keyHeader,
    curl: curlFor(method.toUpperCase(), url, keyHeader, first),
    examples,
    responses,
    acceptance: doc.info['x-larder-acceptance'] ?? [],
    mandatory,
    fields: fieldsOf(doc.components?.schemas?.BuyerLead, new Set(mandatory)),
    testing,
    commonIssues: doc.info['x-larder-common-issues'] ?? [],
    dataCare: doc.info['x-larder-data-care'] ?? null,
  };
}
