import sharp from 'sharp';
import { type Result, ok } from '@larder/domain/shared/result';
import { type DomainError, fail } from '@larder/domain/shared/errors';
import { PHOTO_MAX_SIDE, type PhotoResizer } from '@larder/domain/catalogue/own-recipes/photo';
import type { RecipePhoto } from '@larder/domain/catalogue/own-recipes/ports';

/**
 * Decodes the photo (a file that only looks like an image fails here), turns it upright by its EXIF orientation,
 * drops its metadata (camera, place), and stores it at most PHOTO_MAX_SIDE on its longest side: WebP stays WebP,
 * PNG stays PNG, everything else becomes JPEG.
 */
export class SharpPhotoResizer implements PhotoResizer {
  async resize(photo: RecipePhoto): Promise<Result<RecipePhoto, DomainError>> {
    try {
      const image = sharp(photo.bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate().resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
      const out =
        photo.contentType === 'image/png'
          ? await image.png({ compressionLevel: 9 }).toBuffer()
          : photo.contentType === 'image/webp'
            ? await image.webp({ quality: 82 }).toBuffer()
            : await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      return ok({ contentType: photo.contentType, bytes: new Uint8Array(out) });
    } catch {
      return fail('RECIPE.PHOTO_INVALID', 'That file could not be read as an image: choose another photo', { field: 'photo' });
    }
  }
}
