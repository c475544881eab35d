import { beforeEach, expect, it } from 'vitest';
import type { OwnRecipeFields } from '@larder/domain/catalogue/own-recipes/own-recipe';
import type { OwnRecipeRepository } from '@larder/domain/catalogue/own-recipes/ports';

export interface OwnRecipeStorage {
  recipes: OwnRecipeRepository;
  /** Two household ids that exist. */
  households: [string, string];
}

export const fields = (extra: Partial<OwnRecipeFields> = {}): OwnRecipeFields => ({
  name: "Grandma's shepherd's pie",
  description: 'Sunday dinner.',
  cuisine: 'British',
  role: 'main',
  servedWith: ['vegetables'],
  sideKind: null,
  keepsDays: 3,
  freezes: true,
  difficulty: 'beginner',
  prepMinutes: 20,
  cookMinutes: 45,
  serves: 4,
  lines: [
    { text: '500g lamb mince', quantity: 500, quantityMax: null, unit: 'g', food: 'lamb mince', preparation: null, notes: null, ingredient: 'lamb-mince', matchedBy: 'auto', confidence: 1, free: false },
    { text: '2 tbsp pomegranate molasses', quantity: 2, quantityMax: null, unit: 'tbsp', food: 'pomegranate molasses', preparation: null, notes: null, ingredient: null, matchedBy: null, confidence: null, free: false },
  ],
  steps: ['Brown the mince.', 'Top with mash and bake.'],
  sourceUrl: 'https://example.com/pie',
  ...extra,
});

/** One suite for OwnRecipeRepository, run on the fake and on every database. */
export function ownRecipeContract(make: () => Promise<OwnRecipeStorage>) {
  let s: OwnRecipeStorage;
  beforeEach(async () => {
    s = await make();
  });
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute));

  it('creates with an own- id and reads back every field, only for its household', async () => {
    const [a, b] = s.households;
    const created = await s.recipes.create(a, fields(), at(0));
    expect(created.id).toMatch(/^own-/);
    expect(created).toEqual({ ...fields(), id: created.id, householdId: a, hasPhoto: false, createdAt: at(0), updatedAt: at(0) });
    expect(await s.recipes.findForHousehold(a, created.id)).toEqual(created);
    expect(await s.recipes.findForHousehold(b, created.id)).toBeNull();
    expect(await s.recipes.listForHousehold(b)).toEqual([]);
    expect(await s.recipes.findForHousehold(a, 'own-missing')).toBeNull();
  });

  it('lists newest first', async () => {
    const [a] = s.households;
    const first = await s.recipes.create(a, fields({ name: 'First' }), at(0));
    const second = await s.recipes.create(a, fields({ name: 'Second' }), at(5));
    expect((await s.recipes.listForHousehold(a)).map((r) => r.id)).toEqual([second.id, first.id]);
  });

  it('updates every field and the time, and not another household\'s', async () => {
    const [a, b] = s.households;
    const created = await s.recipes.create(a, fields(), at(0));
    const changed = fields({ name: 'Cottage pie', role: 'side', servedWith: [], sideKind: 'potatoes', keepsDays: null, freezes: null, serves: 6, lines: [], steps: ['One'], sourceUrl: null });
    expect(await s.recipes.update(b, created.id, changed, at(9))).toBeNull();
    const updated = await s.recipes.update(a, created.id, changed, at(9));
    expect(updated).toEqual({ ...changed, id: created.id, householdId: a, hasPhoto: false, createdAt: at(0), updatedAt: at(9) });
    expect(await s.recipes.findForHousehold(a, created.id)).toEqual(updated);
    expect(await s.recipes.update(a, 'own-missing', changed, at(9))).toBeNull();
  });

  it('stores, replaces and removes a photo; another household sees none', async () => {
    const [a, b] = s.households;
    const created = await s.recipes.create(a, fields(), at(0));
    const jpeg = { contentType: 'image/jpeg' as const, bytes: new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]) };
    expect(await s.recipes.setPhoto(b, created.id, jpeg, at(1))).toBe(false);
    expect(await s.recipes.setPhoto(a, created.id, jpeg, at(1))).toBe(true);
    expect(await s.recipes.getPhoto(a, created.id)).toEqual(jpeg);
    expect(await s.recipes.getPhoto(b, created.id)).toBeNull();
    expect((await s.recipes.findForHousehold(a, created.id))?.hasPhoto).toBe(true);
    const png = { contentType: 'image/png' as const, bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) };
    await s.recipes.setPhoto(a, created.id, png, at(2));
    expect(await s.recipes.getPhoto(a, created.id)).toEqual(png);
    await s.recipes.setPhoto(a, created.id, null, at(3));
    expect(await s.recipes.getPhoto(a, created.id)).toBeNull();
    expect((await s.recipes.findForHousehold(a, created.id))?.hasPhoto).toBe(false);
  });

  it('removes only the household\'s own, with its photo', async () => {
    const [a, b] = s.households;
    const created = await s.recipes.create(a, fields(), at(0));
    await s.recipes.setPhoto(a, created.id, { contentType: 'image/webp', bytes: new Uint8Array([1]) }, at(1));
    expect(await s.recipes.remove(b, created.id)).toBe(false);
    expect(await s.recipes.remove(a, created.id)).toBe(true);
    expect(await s.recipes.remove(a, created.id)).toBe(false);
    expect(await s.recipes.findForHousehold(a, created.id)).toBeNull();
    expect(await s.recipes.getPhoto(a, created.id)).toBeNull();
  });

  it('keeps the "plan my recipes too" switch per household, off by default', async () => {
    const [a, b] = s.households;
    expect(await s.recipes.planOwnRecipes(a)).toBe(false);
    await s.recipes.setPlanOwnRecipes(a, true);
    expect(await s.recipes.planOwnRecipes(a)).toBe(true);
    expect(await s.recipes.planOwnRecipes(b)).toBe(false);
    await s.recipes.setPlanOwnRecipes(a, false);
    expect(await s.recipes.planOwnRecipes(a)).toBe(false);
  });
}
