import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../shared/result';
import { ownRecipeDraft as draft, ownRecipePorts } from '../../../testing/own-recipes-fixture';
import type { PhotoResizer } from '../photo';
import { WriteOwnRecipe } from '../write-recipe/write-recipe.use-case';
import { RecipePhotos } from './recipe-photo.use-case';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
/** "Resizes" by keeping the first eight bytes; a file whose ninth byte is 9 is broken. */
const resizer: PhotoResizer = {
  resize: async (photo) => (photo.bytes[8] === 9 ? err({ code: 'RECIPE.PHOTO_INVALID', message: 'The photo could not be read' }) : ok({ ...photo, bytes: photo.bytes.slice(0, 8) })),
};

async function setUp() {
  const { repo, cache, clock } = ownRecipePorts();
  const written = await new WriteOwnRecipe(repo, cache, clock).create('h1', draft);
  if (!written.ok) throw new Error(written.error.message);
  return { repo, photos: new RecipePhotos(repo, cache, resizer, clock), id: written.value.own.id };
}

describe("an own recipe's photo", () => {
  it('is checked, resized, stored and served; removed, it is gone', async () => {
    const { photos, id } = await setUp();
    const set = await photos.setPhoto('h1', id, PNG);
    expect(set.ok && set.value.own.hasPhoto).toBe(true);
    expect(await photos.photo('h1', id)).toEqual({ contentType: 'image/png', bytes: PNG.slice(0, 8) });
    expect(await photos.photo('h2', id)).toBeNull();
    const removed = await photos.removePhoto('h1', id);
    expect(removed.ok && removed.value.own.hasPhoto).toBe(false);
    expect(await photos.photo('h1', id)).toBeNull();
  });

  it('refuses a file that is no image, an empty one, one the resizer cannot read; the photo stays as it was', async () => {
    const { photos, id } = await setUp();
    await photos.setPhoto('h1', id, PNG);
    const text = await photos.setPhoto('h1', id, new TextEncoder().encode('<svg onload=alert(1)>'));
    expect(!text.ok && text.error).toMatchObject({ code: 'RECIPE.PHOTO_INVALID', field: 'photo' });
    const empty = await photos.setPhoto('h1', id, new Uint8Array());
    expect(!empty.ok && empty.error.code).toBe('RECIPE.PHOTO_INVALID');
    const broken = await photos.setPhoto('h1', id, new Uint8Array([...PNG.slice(0, 8), 9]));
    expect(!broken.ok && broken.error.code).toBe('RECIPE.PHOTO_INVALID');
    expect((await photos.photo('h1', id))!.bytes).toEqual(PNG.slice(0, 8));
  });

  it("a library recipe is read-only; another household's recipe is not found", async () => {
    const { photos, id } = await setUp();
    const library = await photos.setPhoto('h1', 'library-one', PNG);
    expect(!library.ok && library.error.code).toBe('RECIPE.LIBRARY_READ_ONLY');
    const foreign = await photos.setPhoto('h2', id, PNG);
    expect(!foreign.ok && foreign.error.code).toBe('RECIPE.NOT_FOUND');
    const foreignRemove = await photos.removePhoto('h2', id);
    expect(!foreignRemove.ok && foreignRemove.error.code).toBe('RECIPE.NOT_FOUND');
  });
});
