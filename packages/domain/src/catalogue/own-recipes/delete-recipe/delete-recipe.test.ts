import { describe, expect, it } from 'vitest';
import { ownRecipeDraft as draft, ownRecipePorts } from '../../../testing/own-recipes-fixture';
import { ViewOwnRecipes } from '../view-own-recipes/view-own-recipes.use-case';
import { WriteOwnRecipe } from '../write-recipe/write-recipe.use-case';
import { DeleteOwnRecipe } from './delete-recipe.use-case';

function setup() {
  const ports = ownRecipePorts();
  const { repo, cache, saved, clock } = ports;
  return { ...ports, write: new WriteOwnRecipe(repo, cache, clock), remove: new DeleteOwnRecipe(repo, cache, saved), view: new ViewOwnRecipes(repo, cache) };
}

describe('deleting an own recipe', () => {
  it('a library recipe is read-only; another household\'s is not found', async () => {
    const { write, remove, view } = setup();
    const r = await write.create('h1', draft);
    if (!r.ok) throw new Error();
    expect(await remove.remove('h1', 'library-one')).toMatchObject({ ok: false, error: { code: 'RECIPE.LIBRARY_READ_ONLY' } });
    expect(await remove.remove('h2', r.value.own.id)).toMatchObject({ ok: false, error: { code: 'RECIPE.NOT_FOUND' } });
    expect(await view.get('h2', r.value.own.id)).toMatchObject({ ok: false });
    expect(await view.get('h1', r.value.own.id)).toMatchObject({ ok: true });
  });

  it('deleting removes its saves', async () => {
    const { write, remove, saved, clock } = setup();
    const r = await write.create('h1', draft);
    if (!r.ok) throw new Error();
    await saved.save('h1', r.value.own.id, clock.now());
    expect(await remove.remove('h1', r.value.own.id)).toEqual({ ok: true, value: undefined });
    expect(await saved.list('h1')).toEqual([]);
  });
});
