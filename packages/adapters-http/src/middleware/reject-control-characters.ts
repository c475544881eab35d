import type { Middleware } from 'koa';
import type { AppState } from '../app-state';

/**
 * Characters no text field of ours may hold: NUL (PostgreSQL refuses it in text and jsonb, which used to make
 * any text field a 500), the other C0 controls but tab, line feed and carriage return, DEL, and the C1 controls.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The first string in a parsed JSON value or query that holds a control character: its path, or null. `path` is the
 * way down so far (extended and restored in place, so the walk allocates nothing until it finds one).
 */
export function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path.join('.') || '(body)' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    if (CONTROL_CHARACTERS.test(key)) return [...path, '(key)'].join('.');
    path.push(key);
    const found = findControlCharacter(object[key], path, depth + 1);
    path.pop();
    if (found !== null) return found;
  }
  return null;
}

const refuse = (ctx: Parameters<Middleware<AppState>>[0], field: string) => {
  ctx.status = 400;
  ctx.body = { message: `Invalid value for "${field}": control characters (such as NUL) are not allowed`, field };
};

/**
 * One rule for every call, before any route runs: a path, a query or a JSON body with a control character is a
 * 400 naming the field; a path that is not valid percent-encoding is a 400 too. (Webhooks are signed over their
 * raw bytes and parse their own bodies; their fields meet the same check in their schemas' text helper.)
 */
export const rejectControlCharacters = (): Middleware<AppState> => async (ctx, next) => {
  let path: string;
  try {
    path = decodeURIComponent(ctx.path);
  } catch {
    refuse(ctx, 'path');
    return;
  }
  if (CONTROL_CHARACTERS.test(path)) return refuse(ctx, 'path');
  const inQuery = findControlCharacter(ctx.query);
  if (inQuery !== null) return refuse(ctx, inQuery);
  const body = (ctx.request as { body?: unknown }).body;
  const inBody = findControlCharacter(body);
  if (inBody !== null) return refuse(ctx, inBody);
  await next();
};
