import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { RecipePhoto } from './ports';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The longest side a stored photo keeps. */
export const PHOTO_MAX_SIDE = 1200;

/** The type a file really is, from its first bytes (never from its name or the type it claims). */
export function sniffImageType(bytes: Uint8Array): RecipePhoto['contentType'] | null {
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b(i) === v)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export function checkPhoto(bytes: Uint8Array): Result<RecipePhoto, DomainError> {
  if (bytes.length > MAX_PHOTO_BYTES) return fail('RECIPE.PHOTO_TOO_LARGE', 'The photo is larger than 5 MB: choose a smaller one');
  if (bytes.length === 0) return fail('RECIPE.PHOTO_INVALID', 'The photo is empty', { field: 'photo' });
  const contentType = sniffImageType(bytes);
  if (!contentType) return fail('RECIPE.PHOTO_INVALID', 'The photo must be a JPEG, PNG or WebP image', { field: 'photo' });
  return ok({ contentType, bytes });
}

/** Decodes a checked photo and writes it smaller (at most PHOTO_MAX_SIDE on its longest side); fails on a broken file. */
export interface PhotoResizer {
  resize(photo: RecipePhoto): Promise<Result<RecipePhoto, DomainError>>;
}
export const PHOTO_RESIZER = Symbol('PhotoResizer');
