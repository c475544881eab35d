/**
 * The API reference page's content, read from the server's OpenAPI document (GET /api/openapi.json): the calls
 * by area, each with who may call, its parameters, the fields of its body and its answers. Pure, so tested alone.
 */
interface SchemaObject {
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  enum?: unknown[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  description?: string;
  $ref?: string;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: SchemaObject }>;
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
}
export interface ApiDocument {
  info?: { title?: string; description?: string; version?: string };
  tags?: Array<{ name: string }>;
  paths?: Record<string, Record<string, Operation>>;
}

export interface ReferenceField {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly description?: string;
}
export interface ReferenceCall {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly who: string;
  readonly auth: 'none' | 'session' | 'operator' | 'key';
  readonly parameters: ReferenceField[];
  readonly body: ReferenceField[];
  readonly responses: Array<{ status: string; description: string; media?: string }>;
}
export interface ReferenceArea {
  readonly name: string;
  readonly calls: ReferenceCall[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A schema's type in words: "text", "number", "list of text", "one of: a, b", "object". */
export function typeOf(schema: SchemaObject | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return schema.$ref.split('/').pop() ?? 'object';
  if (schema.enum) return `one of: ${schema.enum.map(String).join(', ')}`;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(alternatives.map(typeOf))].join(' or ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const words = types.map((t) => (t === 'array' ? `list of ${typeOf(schema.items)}` : t === 'string' ? 'text' : t === 'integer' ? 'whole number' : t));
  return words.length ? words.join(' or ') : 'any';
}

function fieldsOf(schema: SchemaObject | undefined): ReferenceField[] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    type: typeOf(property),
    required: (schema.required ?? []).includes(name),
    ...(property.description ? { description: property.description } : {}),
  }));
}

function authOf(operation: Operation): ReferenceCall['auth'] {
  const schemes = (operation.security ?? []).flatMap((s) => Object.keys(s));
  if (schemes.includes('OperatorSession')) return 'operator';
  if (schemes.includes('SessionCookie')) return 'session';
  if (schemes.length) return 'key';
  return 'none';
}

/** The document's calls grouped by area (its tags, in the document's order), each call in path order. */
export function referenceFrom(doc: ApiDocument): ReferenceArea[] {
  const areas = new Map<string, ReferenceCall[]>((doc.tags ?? []).map((t) => [t.name, []]));
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = methods[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      if (!areas.has(tag)) areas.set(tag, []);
      const json = operation.requestBody?.content?.['application/json'];
      areas.get(tag)!.push({
        id: operation.operationId ?? `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        who: operation.description ?? '',
        auth: authOf(operation),
        parameters: (operation.parameters ?? []).map((p) => ({ name: `${p.name} (${p.in})`, type: typeOf(p.schema), required: p.required ?? false, ...(p.description ? { description: p.description } : {}) })),
        body: fieldsOf(json?.schema),
        responses: Object.entries(operation.responses ?? {}).map(([status, r]) => ({
          status,
          description: r.description ?? '',
          ...(r.content ? { media: Object.keys(r.content)[0] } : {}),
        })),
      });
    }
  }
  return [...areas].filter(([, calls]) => calls.length).map(([name, calls]) => ({ name, calls: calls.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)) }));
}

/** The calls whose method, path or summary contain every word of a search. */
export function searchReference(areas: ReferenceArea[], search: string): ReferenceArea[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return areas;
  return areas
    .map((area) => ({ ...area, calls: area.calls.filter((c) => words.every((w) => `${c.method} ${c.path} ${c.summary} ${area.name}`.toLowerCase().includes(w))) }))
    .filter((area) => area.calls.length);
}
