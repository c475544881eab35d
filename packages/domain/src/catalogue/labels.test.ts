import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Ingredient } from './ingredient';
import { ALLERGENS } from './ingredient';
import { type DietaryTag, type Recipe, deriveRecipeFacts, mayContainOf } from './recipe';
import MAY_CONTAIN from './data/may-contain.json';
import { dietAllows } from '../planning/plan-request';

/* Labels a parent can trust: every line counts, weighed or not, and an unidentified line allows no diet claim. */

const nutrition = (carbs: number) => ({ energyKcal: 100, proteinG: 1, carbohydrateG: carbs, fatG: 1, fibreG: 1, sugarsG: 1, saltG: 0 });
const make = (slug: string, extra: Partial<Ingredient> = {}): Ingredient => ({
  slug, name: slug, aisle: 'Pantry Items', allergens: [], contains: [], perishable: false, density: null, unitWeights: {}, nutrition: nutrition(1), pack: { size: 1000, unit: 'g' }, ...extra,
});
const foods = [
  make('onion'),
  make('spinach'),
  make('chicken-breast', { contains: ['meat', 'poultry'] }),
  make('lamb-mince', { contains: ['meat'] }),
  make('cod', { allergens: ['fish'], contains: ['fish'] }),
  make('bacon', { contains: ['meat', 'pork'] }),
  make('parmesan', { allergens: ['milk'], contains: ['dairy', 'animal-rennet'] }),
  make('plain-flour', { allergens: ['gluten'], contains: ['grain'], nutrition: nutrition(76) }),
  make('white-wine', { allergens: ['sulphites'], contains: ['alcohol'] }),
  make('almonds', { allergens: ['tree-nuts'] }),
  make('eggs', { allergens: ['eggs'], contains: ['egg'] }),
  make('chicken-stock-cube', { name: 'Chicken stock cube', allergens: ['celery'] }),
];
const catalogue = new Map(foods.map((i) => [i.slug, i]));
const recipe = (extra: Partial<Recipe>): Recipe => ({
  id: 'r', name: 'R', description: '', cuisine: 'British', mealTypes: ['dinner'], role: 'main', difficulty: 'beginner', prepMinutes: 5, cookMinutes: 5, serves: 2,
  ingredients: [{ ingredient: 'onion', quantity: 100, unit: 'g' }], steps: ['a'], ...extra,
});
const facts = (r: Recipe) => {
  const f = deriveRecipeFacts(r, catalogue);
  if (!f.ok) throw new Error(f.error.message);
  return f.value;
};

describe('labels from every line', () => {
  it('an unweighed chicken breast still makes the recipe not vegetarian, and not plain Halal', () => {
    const f = facts(recipe({ labelOnly: ['chicken-breast'], unweighedLines: ['1 skinless, boneless chicken breast fillet'] }));
    expect(f.dietaryTags).not.toContain('Vegetarian');
    expect(f.dietaryTags).not.toContain('Pescatarian');
    expect(f.dietaryTags).not.toContain('Halal');
    expect(f.dietaryTags).toContain('Halal with halal meat');
    expect(f.contains).toContain('poultry');
  });
  it('parmesan to serve adds the milk allergen and takes away Dairy-free and Vegetarian', () => {
    const f = facts(recipe({ labelOnly: ['parmesan'] }));
    expect(f.allergens).toContain('milk');
    expect(f.dietaryTags).not.toContain('Dairy-free');
    expect(f.dietaryTags).not.toContain('Vegetarian');
  });
  it('an unweighed line of flour: not Gluten-free, and no Keto or Low-carb while the carbohydrate is unknown', () => {
    const f = facts(recipe({ labelOnly: ['plain-flour'], unweighedLines: ['3/4 c. flour'] }));
    expect(f.allergens).toContain('gluten');
    expect(f.dietaryTags).not.toContain('Gluten-free');
    expect(f.dietaryTags).not.toContain('Keto');
    expect(f.dietaryTags).not.toContain('Low-carb');
    expect(facts(recipe({})).dietaryTags).toEqual(expect.arrayContaining(['Keto', 'Low-carb', 'Vegan', 'Halal']));
  });
  it('an unidentified line: no diet claimed, the line listed, allergens of the known lines still shown', () => {
    const f = facts(recipe({ labelOnly: ['almonds'], uncheckedLines: ['2 tbsp gochujang'] }));
    expect(f.dietaryTags).toEqual([]);
    expect(f.uncheckedLines).toEqual(['2 tbsp gochujang']);
    expect(f.allergens).toEqual(['tree-nuts']);
    expect(dietAllows('vegetarian', f)).toBe(false);
    expect(dietAllows('halal', f)).toBe(false);
  });
  it('a halal household may still have meat recipes (bought halal), never pork or wine', () => {
    expect(dietAllows('halal', facts(recipe({ ingredients: [{ ingredient: 'lamb-mince', quantity: 500, unit: 'g' }] })))).toBe(true);
    expect(dietAllows('halal', facts(recipe({ labelOnly: ['bacon'] })))).toBe(false);
    expect(dietAllows('halal', facts(recipe({ labelOnly: ['white-wine'] })))).toBe(false);
    expect(facts(recipe({ labelOnly: ['white-wine'] })).dietaryTags).not.toContain('Halal with halal meat');
  });
  it('refuses a label-only food the catalogue does not know', () => {
    expect(deriveRecipeFacts(recipe({ labelOnly: ['unicorn'] }), catalogue).ok).toBe(false);
  });
});

/** What a food forbids: a tag is wrong if any line has one of these. */
const CONTRADICTS: Record<string, readonly DietaryTag[]> = {
  'chicken-breast': ['Vegetarian', 'Vegan', 'Pescatarian', 'Halal'],
  'lamb-mince': ['Vegetarian', 'Vegan', 'Pescatarian', 'Halal'],
  cod: ['Vegetarian', 'Vegan'],
  bacon: ['Vegetarian', 'Vegan', 'Pescatarian', 'Halal', 'Halal with halal meat'],
  parmesan: ['Vegetarian', 'Vegan', 'Dairy-free'],
  'plain-flour': ['Gluten-free', 'Paleo'],
  'white-wine': ['Halal', 'Halal with halal meat'],
  eggs: ['Vegan'],
};

describe('may contain', () => {
  it('the data file names only the 14 allergens', () => {
    for (const food of MAY_CONTAIN.foods) for (const a of food.allergens) expect(ALLERGENS).toContain(a);
  });
  it('a stock cube, a curry paste or pesto may contain what its brand puts in; peanuts and tree nuts named apart', () => {
    expect(mayContainOf('Chicken stock cube')).toEqual(expect.arrayContaining(['celery', 'gluten']));
    expect(mayContainOf('2 tbsp red curry paste')).toEqual(expect.arrayContaining(['crustaceans', 'peanuts']));
    expect(mayContainOf('3 tbsp basil pesto')).toEqual(expect.arrayContaining(['tree-nuts', 'peanuts', 'milk']));
    expect(mayContainOf('1 onion')).toEqual([]);
    const f = facts(recipe({ labelOnly: ['chicken-stock-cube'], uncheckedLines: ['2 tbsp pesto'] }));
    expect(f.allergens).toEqual(['celery']);
    // Not repeated when contained for sure.
    expect(f.mayContain).not.toContain('celery');
    expect(f.mayContain).toEqual(expect.arrayContaining(['gluten', 'tree-nuts', 'peanuts', 'milk']));
  });
});

describe('labels never guessed (property)', () => {
  const line = fc.record({
    slug: fc.constantFrom(...foods.map((f) => f.slug)),
    grams: fc.integer({ min: 1, max: 500 }),
    how: fc.constantFrom('weighed', 'unweighed', 'to-taste', 'unmatched'),
  });
  it('no tag any line contradicts, and one line made unweighed or unmatched never gains a tag', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.nat(), (lines, pick) => {
        const build = (ls: typeof lines) => {
          const r: { ingredients: Recipe['ingredients'][number][]; labelOnly: string[]; unweighedLines: string[]; uncheckedLines: string[] } = { ingredients: [], labelOnly: [], unweighedLines: [], uncheckedLines: [] };
          for (const l of ls) {
            if (l.how === 'weighed') r.ingredients.push({ ingredient: l.slug, quantity: l.grams, unit: 'g' });
            else if (l.how === 'unmatched') r.uncheckedLines.push(`some ${l.slug}`);
            else {
              r.labelOnly.push(l.slug);
              if (l.how === 'unweighed') r.unweighedLines.push(`1 ${l.slug}`);
            }
          }
          return facts(recipe({ ...r, ingredients: r.ingredients.length ? r.ingredients : [{ ingredient: 'onion', quantity: 1, unit: 'g' }] }));
        };
        const whole = build(lines);
        for (const l of lines) {
          if (l.how === 'unmatched') continue;
          for (const tag of CONTRADICTS[l.slug] ?? []) if (whole.dietaryTags.includes(tag)) return false;
        }
        if (lines.some((l) => l.how === 'unmatched') && whole.dietaryTags.length) return false;
        const i = pick % lines.length;
        // Knowing less about a line (weighed -> unweighed -> unidentified) can only take tags away.
        for (const how of ['unweighed', 'unmatched'] as const) {
          if (lines[i]!.how === 'unmatched' || (how === 'unweighed' && lines[i]!.how === 'unweighed')) continue;
          const worse = build(lines.map((l, j) => (j === i ? { ...l, how } : l)));
          if (worse.dietaryTags.some((t) => !whole.dietaryTags.includes(t))) return false;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });
});
