import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { syntheticCatalogue } from '../testing/synthetic-catalogue';
import { AVOID_GROUPS, avoidedIngredients, parseAvoids, resolveAvoid } from './avoids';
import { type PlanRequest, requestFromProfile } from './plan-request';
import { Planner } from './planner';
import { EMPTY_PROFILE } from '../accounts/user';
import { cookNow } from '../larder/cook-now';

interface CatalogueIngredient { slug: string; name: string; contains: string[]; allergens: string[] }
const catalogue: CatalogueIngredient[] = JSON.parse(readFileSync(new URL('../../../adapters-db/catalogue/generated/ingredients.json', import.meta.url), 'utf8'));
const group = (key: string) => new Set(AVOID_GROUPS.find((g) => g.key === key)!.ingredients);

describe('avoid groups (data/avoids/avoid-groups.json)', () => {
  // Each rule reads the catalogue's own names and facts, independently of the script that built the groups.
  const rules: Array<[string, (i: CatalogueIngredient) => boolean]> = [
    ['pork', (i) => i.contains.includes('pork') || (/\b(pork|bacon|ham|chorizo|gammon|lard|pancetta|salami|pepperoni|chipolatas?|black pudding)\b/i.test(i.name) && !/vegetarian|veggie|chicken|turkey/i.test(i.name))],
    ['fish', (i) => i.contains.includes('fish') || i.allergens.includes('fish') || /\b(fish|cod|haddock|salmon|tuna|mackerel|sardines?|anchov|pollock|trout|kipper|sea bass)/i.test(i.name)],
    ['shellfish', (i) => i.contains.includes('shellfish') || i.allergens.includes('crustaceans') || i.allergens.includes('molluscs') || /\b(prawns?|mussels?|squid|crab|lobster|scallops?|clams?)\b/i.test(i.name)],
    ['mushrooms', (i) => /mushroom/i.test(i.name)],
    ['nuts', (i) => i.allergens.includes('tree-nuts') || i.allergens.includes('peanuts') || /\b(almonds?|cashews?|walnuts?|hazelnuts?|peanuts?|pecans?|pistachios?|pine nuts)\b/i.test(i.name)],
    ['eggs', (i) => i.allergens.includes('eggs')],
    ['dairy', (i) => i.allergens.includes('milk')],
  ];
  for (const [key, names] of rules) {
    it(`"${key}" covers every catalogue ingredient that is ${key}`, () => {
      const missing = catalogue.filter(names).map((i) => i.slug).filter((s) => !group(key).has(s));
      expect(missing).toEqual([]);
    });
  }

  it('names only catalogue ingredients, and pork covers bacon, ham, sausages, chorizo and gammon', () => {
    const known = new Set(catalogue.map((i) => i.slug));
    for (const g of AVOID_GROUPS) expect(g.ingredients.filter((s) => !known.has(s)), g.key).toEqual([]);
    for (const s of ['back-bacon', 'cooked-ham', 'pork-sausages', 'chorizo', 'gammon-steaks', 'pork-mince']) expect(group('pork').has(s), s).toBe(true);
    expect(group('pork').has('vegetarian-sausages')).toBe(false);
  });
});

describe('what can be avoided', () => {
  it('reads what people say as a group or one ingredient', () => {
    expect(resolveAvoid('No pork')).toBe('pork');
    expect(resolveAvoid('mushroom')).toBe('mushrooms');
    expect(resolveAvoid('Prawns')).toBe('shellfish');
    expect(resolveAvoid('chorizo')).toBe('chorizo');
    expect(resolveAvoid('king prawns')).toBe('king-prawns');
    expect(resolveAvoid('unicorn')).toBeNull();
  });

  it('refuses an unknown food naming the field and listing what can be avoided', () => {
    const r = parseAvoids(['pork', 'dragonfruit jelly'], 'avoids');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.field).toBe('avoids');
    expect(r.error.message).toContain('dragonfruit jelly');
    expect(r.error.message).toMatch(/You can avoid: pork, beef, .*mushrooms/);
    expect(parseAvoids('pork', 'avoids').ok).toBe(false);
    expect(parseAvoids(['No pork', 'pork', 'Mushrooms'], 'avoids')).toEqual({ ok: true, value: ['pork', 'mushrooms'] });
  });

  it("a member's avoids and allergies bind the household's shared meals", () => {
    const r = requestFromProfile(
      { ...EMPTY_PROFILE, avoids: ['pork'], members: [{ ageBand: '19-64' }, { ageBand: '4-10', name: 'Sam', avoids: ['fish'], allergies: ['Peanuts'] }] },
      { days: 7, chain: 'Aldi', seed: 1 },
    );
    expect(r.avoids).toEqual(['pork', 'fish']);
    expect(r.allergies).toContain('Peanuts');
  });
});

describe("the larder's \"what can I cook\" keeps the avoids", () => {
  it('suggests no recipe with an avoided line, even with everything held', () => {
    const snapshot = syntheticCatalogue(5);
    const held = new Map(snapshot.allRecipes().flatMap((v) => v.recipe.ingredients.map((l) => [l.ingredient, 1e6] as const)));
    const all = cookNow(snapshot, held, { servings: 2, limit: 500 });
    const first = snapshot.recipe(all[0]!.recipeId)!.recipe.ingredients[0]!.ingredient;
    expect(all.some((r) => snapshot.recipe(r.recipeId)!.recipe.ingredients.some((l) => l.ingredient === first))).toBe(true);
    const kept = cookNow(snapshot, held, { servings: 2, limit: 500, rules: { avoids: [first] } });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((r) => snapshot.recipe(r.recipeId)!.recipe.ingredients.some((l) => l.ingredient === first))).toEqual([]);
  });
});

describe('plans and swaps never hold an avoided ingredient (property)', () => {
  const snapshot = syntheticCatalogue(11);
  const planner = new Planner(snapshot);
  const slugs = snapshot.allRecipes().flatMap((v) => v.recipe.ingredients.map((l) => l.ingredient));
  const base: PlanRequest = {
    householdSize: 3, weeklyBudgetPence: 9000, skill: 'advanced', diets: [], allergies: [], cuisines: [], mealTypes: ['breakfast', 'lunch', 'dinner'], days: 7, chain: 'Aldi', seed: 1,
  };
  const used = (meals: readonly { recipeId: string; sides: readonly { recipeId: string | null }[] }[]) =>
    meals.flatMap((m) => [m.recipeId, ...m.sides.flatMap((s) => (s.recipeId ? [s.recipeId] : []))]).flatMap((id) => snapshot.recipe(id)?.recipe.ingredients.map((l) => l.ingredient) ?? []);

  it('over generated households and avoids', () => {
    fc.assert(
      fc.property(
        fc.subarray([...new Set(slugs)], { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 3000, max: 20000 }),
        fc.integer({ min: 0, max: 500 }),
        (avoids, householdSize, weeklyBudgetPence, seed) => {
          const request: PlanRequest = { ...base, householdSize, weeklyBudgetPence, seed, avoids };
          const avoided = avoidedIngredients(avoids);
          const result = planner.plan(request);
          if (!result.ok) return;
          const plan = result.value;
          expect(used(plan.meals).filter((s) => avoided.has(s))).toEqual([]);
          expect(plan.shopping.filter((l) => avoided.has(l.ingredient))).toEqual([]);
          // A swap: every other meal locked, the swapped meal's recipe avoided in its slot.
          const meal = plan.meals.find((m) => m.mealType === 'dinner' && !m.leftoverOf) ?? plan.meals[0]!;
          const swap = planner.plan({
            ...request,
            locked: plan.meals.filter((m) => m !== meal).map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId })),
            avoid: [{ day: meal.day, mealType: meal.mealType, recipeId: meal.recipeId }],
          });
          if (!swap.ok) return;
          expect(used(swap.value.meals).filter((s) => avoided.has(s))).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
