import type { z } from 'zod';
import { HttpError } from './errors/error-map';

/** Parses a body or query with its contract schema; a wrong shape is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  // An unknown key (a strict schema) is named, so the caller knows which one to drop.
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const field = [...issue.path.map(String), ...(unknownKey ? [unknownKey] : [])].join('.');
  const message = field ? `Invalid value for "${field}": ${issue.message}` : `Invalid request body: ${issue.message}`;
  throw new HttpError(400, message, field || undefined);
}
