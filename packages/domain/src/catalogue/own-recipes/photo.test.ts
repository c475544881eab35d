import { describe, expect, it } from 'vitest';
import { checkPhoto, sniffImageType } from './photo';

describe('own recipes', () => {
  it('photos are checked by their bytes', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(checkPhoto(new Uint8Array(5 * 1024 * 1024 + 1))).toMatchObject({ ok: false, error: { code: 'RECIPE.PHOTO_TOO_LARGE' } });
  });
});
