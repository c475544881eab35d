import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Recipe } from '../catalogue/recipe';
import { CatalogueSnapshot } from '../catalogue/snapshot';
import { syntheticCatalogueData } from '../testing/synthetic-catalogue';
import { seededRandom } from './planner';
import { type PlanRequest } from './plan-request';
import { Planner } from './planner';
import { dishKeeping, keepingNotes, leftoverWindow, mustFreeze } from './leftover-keeping';

const line = (ingredient: string) => ({ ingredient, quantity: 100, unit: 'g' });

describe('how long a cooked dish keeps (data/leftovers.json)', () => {
  it('keeps 2 days in the fridge, a rice dish 1, never more than the recipe says, and longer only frozen when it freezes well', () => {
    expect(dishKeeping({ ingredients: [line('chickpeas')], keepsDays: 3 })).toEqual({ kind: 'cooked dish', fridgeDays: 2, freezerDays: 0 });
    expect(dishKeeping({ ingredients: [line('basmati-rice'), line('chicken-thighs')], keepsDays: 2, freezes: true })).toEqual({ kind: 'rice', fridgeDays: 1, freezerDays: 6 });
    expect(dishKeeping({ ingredients: [line('tuna')], keepsDays: 1 }).fridgeDays).toBe(1);
    expect(dishKeeping({ ingredients: [line('tuna')] }).fridgeDays).toBe(0);
    expect(leftoverWindow({ ingredients: [line('red-lentils')], keepsDays: 2, freezes: false })).toBe(2);
    expect(leftoverWindow({ ingredients: [line('red-lentils')], keepsDays: 2, freezes: true })).toBe(6);
    expect(mustFreeze({ ingredients: [line('long-grain-rice')], keepsDays: 2, freezes: true }, 2)).toBe(true);
    expect(mustFreeze({ ingredients: [line('long-grain-rice')], keepsDays: 2, freezes: false }, 2)).toBeNull();
    expect(mustFreeze({ ingredients: [line('pasta')], keepsDays: 2 }, 2)).toBe(false);
  });

  it('says to freeze on the cooking day and to take it out the night before, with the day named', () => {
    const meals = [
      { day: 1, mealType: 'dinner' as const, recipeId: 'dal', recipeName: 'Tarka dal', servings: 4, leftoverOf: null },
      { day: 5, mealType: 'lunch' as const, recipeId: 'x', recipeName: 'Soup', servings: 4, leftoverOf: null },
      { day: 5, mealType: 'dinner' as const, recipeId: 'y', recipeName: 'Pie', servings: 4, leftoverOf: null },
      { day: 6, mealType: 'dinner' as const, recipeId: 'dal', recipeName: 'Tarka dal', servings: 4, leftoverOf: { day: 1, mealType: 'dinner' as const } },
    ];
    const notes = keepingNotes(meals, () => ({ ingredients: [line('red-lentils')], keepsDays: 2, freezes: true }));
    expect(notes[0]!.map((n) => n.text)).toEqual(['Freeze 4 portions for Sunday: cool within 2 hours, then into the freezer']);
    expect(notes[1]).toEqual([]);
    expect(notes[2]!.map((n) => n.text)).toEqual(["Take Sunday's Tarka dal out of the freezer tonight: defrost it in the fridge"]);
    expect(notes[3]!.map((n) => n.kind)).toEqual(['reheat']);
    const fridge = keepingNotes([meals[0]!, { ...meals[3]!, day: 3 }], () => ({ ingredients: [line('red-lentils')], keepsDays: 2, freezes: true }));
    expect(fridge[0]!.map((n) => n.text)).toEqual(['Cool the rest (4 portions) within 2 hours, keep it in the fridge, eat by Thursday']);
    // A plan started on a Saturday (plan-dates.ts): its day 6 is a Friday, its day 3 a Tuesday.
    expect(keepingNotes(meals, () => ({ ingredients: [line('red-lentils')], keepsDays: 2, freezes: true }), 5)[0]!.map((n) => n.text)).toEqual(['Freeze 4 portions for Friday: cool within 2 hours, then into the freezer']);
    expect(keepingNotes([meals[0]!, { ...meals[3]!, day: 3 }], () => ({ ingredients: [line('red-lentils')], keepsDays: 2, freezes: true }), 5)[0]![0]!.text).toMatch(/eat by Tuesday$/);
  });
});

/** The synthetic library with rice in some dishes, and each main keeping 0 to 3 days and freezing well or not. */
function keepingCatalogue(seed: number): CatalogueSnapshot {
  const data = syntheticCatalogueData(seed);
  const random = seededRandom(seed * 7 + 1);
  const rename = (slug: string) => (slug === 'i0' || slug === 'i1' ? 'basmati-rice' : slug);
  const ingredients = data.ingredients.filter((i) => i.slug !== 'i1').map((i) => (i.slug === 'i0' ? { ...i, slug: 'basmati-rice', name: 'Basmati rice' } : i));
  const products = data.products.filter((p) => p.ingredient !== 'i1').map((p) => ({ ...p, ingredient: rename(p.ingredient) }));
  const recipes: Recipe[] = data.recipes.map((r, n) => {
    const lines = r.ingredients.map((l) => ({ ...l, ingredient: rename(l.ingredient) }));
    const merged = lines.filter((l, i) => lines.findIndex((o) => o.ingredient === l.ingredient) === i);
    const withRice = n % 4 === 1 && !merged.some((l) => l.ingredient === 'basmati-rice') ? [...merged, line('basmati-rice')] : merged;
    return { ...r, ingredients: withRice, keepsDays: Math.floor(random() * 4), freezes: random() < 0.5 };
  });
  return new CatalogueSnapshot({ ingredients, products, recipes });
}

describe('leftovers in generated plans', () => {
  const base: PlanRequest = { householdSize: 4, weeklyBudgetPence: 9000, skill: 'advanced', diets: [], allergies: [], cuisines: [], mealTypes: ['breakfast', 'lunch', 'dinner'], days: 7, chain: 'Aldi', seed: 1 };
  const seen = { fridge: 0, frozen: 0, rice: 0 };
  it('never serves a leftover more than 2 days after cooking (rice 1) unless the plan freezes it and says when to take it out (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(3, 7, 14),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom<PlanRequest['mealTypes']>(['breakfast', 'lunch', 'dinner'], ['lunch', 'dinner'], ['dinner']),
        (catalogueSeed, householdSize, days, seed, mealTypes) => {
          const snapshot = keepingCatalogue(catalogueSeed);
          const result = new Planner(snapshot).plan({ ...base, householdSize, days, seed, mealTypes });
          if (!result.ok) return;
          const meals = result.value.meals;
          const recipeOf = (id: string) => snapshot.recipe(id)?.recipe;
          const notes = keepingNotes(meals, recipeOf);
          meals.forEach((meal, m) => {
            if (!meal.leftoverOf) return;
            const recipe = recipeOf(meal.recipeId)!;
            const rice = recipe.ingredients.some((l) => l.ingredient === 'basmati-rice');
            const gap = meal.day - meal.leftoverOf.day;
            const c = meals.findIndex((o) => o.day === meal.leftoverOf!.day && o.mealType === meal.leftoverOf!.mealType);
            expect(gap).toBeGreaterThan(0);
            if (rice) seen.rice += 1;
            if (gap <= (rice ? 1 : 2) && gap <= (recipe.keepsDays ?? 0)) {
              seen.fridge += 1;
              expect(notes[c]!.some((n) => n.kind === 'fridge' && n.forDay === meal.day)).toBe(true);
              return;
            }
            // Kept longer: only a dish that freezes well, frozen on the cooking day and taken out the night before.
            seen.frozen += 1;
            expect(recipe.freezes, `${meal.recipeId} eaten ${gap} days after cooking`).toBe(true);
            expect(gap).toBeLessThanOrEqual(6);
            expect(notes[c]!.some((n) => n.kind === 'freeze' && n.forDay === meal.day && n.text.startsWith(`Freeze ${meal.servings} portion`))).toBe(true);
            const night = notes.findIndex((list, i) => (meals[i]!.day === meal.day - 1 || i === c) && list.some((n) => n.kind === 'defrost' && n.forDay === meal.day));
            expect(night).toBeGreaterThanOrEqual(0);
            expect(notes[m]!.some((n) => n.kind === 'reheat')).toBe(true);
          });
        },
      ),
      { numRuns: Number(process.env.PLANNER_PROPERTY_RUNS ?? 60) },
    );
    // The plans made both kinds of leftovers, rice dishes among them: the property was tested, not passed by default.
    expect(seen.fridge).toBeGreaterThan(0);
    expect(seen.frozen).toBeGreaterThan(0);
    expect(seen.rice).toBeGreaterThan(0);
  });
});
