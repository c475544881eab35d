import type { z } from 'zod';

/**
 * Every call of the app goes through here (document 000, sections 7 and 8):
 * same origin, cookies always sent, a JSON body and content-type only when there is a payload.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    /** The server's own `message`, when its body carried one. */
    readonly serverMessage: string | undefined,
    /** The input field at fault, for a 400. */
    readonly field: string | undefined,
  ) {
    super(message);
  }
}

/** The message rule of section 8: the body's `message`, else the status text, else "status: body". */
export function errorMessageFor(status: number, statusText: string, bodyText: string): { message: string; serverMessage?: string; field?: string } {
  let serverMessage: string | undefined;
  let field: string | undefined;
  try {
    const json: unknown = JSON.parse(bodyText);
    if (json && typeof json === 'object') {
      const record = json as Record<string, unknown>;
      if (typeof record.message === 'string' && record.message !== '') serverMessage = record.message;
      if (typeof record.field === 'string') field = record.field;
    }
  } catch {
    // not JSON: fall through to the status text
  }
  let message = serverMessage ?? (statusText || `${status}: ${bodyText || statusText}`);
  // A 401 always reads "401: ..." so that screens can tell it apart (isUnauthorizedError).
  if (status === 401 && !message.startsWith('401')) message = `401: ${message}`;
  return { message, ...(serverMessage !== undefined ? { serverMessage } : {}), ...(field !== undefined ? { field } : {}) };
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  const { message, serverMessage, field } = errorMessageFor(res.status, res.statusText, text);
  throw new ApiError(message, res.status, serverMessage, field);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a request; parses the JSON answer with the contract's schema when one is given. */
export async function apiRequest<S extends z.ZodType>(method: HttpMethod, url: string, body: unknown, schema: S): Promise<z.infer<S>>;
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<unknown>;
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, schema?: z.ZodType): Promise<unknown> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  });
  await throwIfNotOk(res);
  const text = await res.text();
  const data: unknown = text === '' ? null : JSON.parse(text);
  if (!schema) return data;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${url}`, parsed.error.issues);
    throw new ApiError(`Unexpected answer from the server (${method} ${url})`, res.status, undefined, undefined);
  }
  return parsed.data;
}

/**
 * A GET of a list that pages with the query and counts with the `X-Total-Count` header (document 002's
 * authorisation events): the parsed list and the total (the list's length when the header is missing).
 */
export async function apiList<S extends z.ZodType<unknown[]>>(url: string, schema: S): Promise<{ items: z.infer<S>; total: number }> {
  const res = await fetch(url, { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } });
  await throwIfNotOk(res);
  const parsed = schema.safeParse(JSON.parse((await res.text()) || 'null'));
  if (!parsed.success) {
    console.error(`Unexpected answer from GET ${url}`, parsed.error.issues);
    throw new ApiError(`Unexpected answer from the server (GET ${url})`, res.status, undefined, undefined);
  }
  const header = Number(res.headers.get('X-Total-Count'));
  const items = parsed.data as z.infer<S>;
  return { items, total: Number.isInteger(header) && header >= 0 && res.headers.has('X-Total-Count') ? header : (items as unknown[]).length };
}

/** Section 4: an error whose message begins with 401 and contains Unauthorized. */
export const isUnauthorizedError = (error: unknown): boolean =>
  error instanceof Error && /^401: .*Unauthorized/.test(error.message);

/** The text to show for a failed call: the server's own message, else the fallback. */
export const messageOr = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
