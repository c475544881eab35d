import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../ingredient';
import { IngredientMatcher, MATCH_THRESHOLD } from './ingredient-matcher';
import { gramsOf, lineFood } from './line-food';
import { parseIngredientLine } from './parse-ingredient-line';

const nutrition = { energyKcal: 100, proteinG: 1, carbohydrateG: 1, fatG: 1, fibreG: 1, sugarsG: 1, saltG: 0 };
const ing = (slug: string, name: string, extra: Partial<Ingredient> = {}): Ingredient => ({
  slug, name, aisle: 'Pantry Items', allergens: [], contains: [], perishable: false, density: null, unitWeights: {}, nutrition, pack: { size: 500, unit: 'g' }, ...extra,
});
const ingredients = [
  ing('onion', 'Onion', { unitWeights: { each: 150, medium: 150, large: 200 } }),
  ing('red-onion', 'Red onion', { unitWeights: { each: 150 } }),
  ing('garlic', 'Garlic', { unitWeights: { clove: 5, bulb: 50 } }),
  ing('olive-oil', 'Olive oil', { density: 0.92 }),
  ing('plain-flour', 'Plain flour', { density: 0.53 }),
  ing('tinned-chopped-tomatoes', 'Chopped tomatoes (tin)', { density: 1.05, unitWeights: { each: 400, tin: 400 } }),
  ing('chicken-stock-cube', 'Chicken stock cube', { density: 0.9, unitWeights: { cube: 10, each: 10 } }),
  ing('greek-yoghurt', 'Greek-style yoghurt', { density: 1.05 }),
  ing('cinnamon-sticks', 'Cinnamon sticks', { unitWeights: { stick: 3, each: 3 } }),
  ing('ground-cinnamon', 'Ground cinnamon', { density: 0.5 }),
];
const vocabulary = { aliases: { flour: 'plain-flour', 'chicken-stock': 'chicken-stock-cube', cinnamon: 'ground-cinnamon', 'cinnamon-stick': 'cinnamon-sticks' }, spellings: { yogurt: 'yoghurt' }, descriptors: ['fresh', 'large', 'free-range'] };
const matcher = new IngredientMatcher(ingredients, vocabulary);
const catalogue = { matcher: () => matcher, ingredient: (slug: string) => ingredients.find((i) => i.slug === slug) };

describe('IngredientMatcher', () => {
  it('names a food by its catalogue name, its slug, an alias or a US spelling, with a confidence', () => {
    expect(matcher.match('red onions')).toMatchObject({ slug: 'red-onion', confidence: 1 });
    expect(matcher.match('onion')?.slug).toBe('onion');
    expect(matcher.match('flour')?.slug).toBe('plain-flour');
    expect(matcher.match('Greek yogurt')?.slug).toBe('greek-yoghurt');
    expect(matcher.match('chopped tomatoes')?.slug).toBe('tinned-chopped-tomatoes');
    expect(matcher.match('tinned chopped tomatoes with garlic')?.slug).toBe('tinned-chopped-tomatoes');
  });
  it('lowers the confidence for extra words, and offers a guess below the threshold rather than taking it', () => {
    const branded = matcher.match("Napolina's finest olive oil")!;
    expect(branded.slug).toBe('olive-oil');
    expect(branded.confidence).toBeLessThan(1);
    expect(branded.confidence).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    const unknown = matcher.match('pomegranate seeds');
    expect(unknown === null || unknown.confidence < MATCH_THRESHOLD).toBe(true);
  });
});

const more = [ing('ginger', 'Fresh root ginger'), ing('halibut', 'Halibut'), ing('shiitake', 'Dried shiitake mushrooms')];
const moreMatcher = new IngredientMatcher(more, { aliases: { 'halibut-steaks': 'halibut', 'dried-shiitake': 'shiitake' }, spellings: {}, descriptors: [] });
const ginger = { matcher: () => moreMatcher, ingredient: (slug: string) => more.find((i) => i.slug === slug) };

describe('lineFood', () => {
  it('weighs through the catalogue measures: spoons by density, counts by unit weights, imperial converted', () => {
    expect(lineFood('1 tbsp olive oil', catalogue).grams).toBeCloseTo(15 * 0.92);
    expect(lineFood('3 medium onions, finely chopped', catalogue).grams).toBe(450);
    expect(lineFood('2 large onions', catalogue).grams).toBe(400);
    expect(lineFood('2-3 garlic cloves', catalogue).grams).toBe(12.5);
    expect(lineFood('2 x 400g tins chopped tomatoes', catalogue).grams).toBe(800);
    expect(lineFood('1 tin chopped tomatoes', catalogue).grams).toBe(400);
    expect(lineFood('4oz plain flour', catalogue).grams).toBeCloseTo(113.4, 1);
    expect(lineFood('1 cup flour', catalogue).grams).toBeCloseTo(240 * 0.53);
  });
  it('takes the most specific name or none: almond butter is not butter, a food word before a name makes it another food', () => {
    const foods = [ing('butter', 'Salted butter'), ing('almonds', 'Whole almonds'), ing('peanut-butter', 'Peanut butter'), ing('cheddar', 'Cheddar cheese'), ing('mozzarella', 'Mozzarella'), ing('rice', 'Long-grain rice'), ing('red-onion', 'Red onion'), ing('marmalade', 'Orange marmalade'), ing('coffee', 'Instant coffee')];
    const m = new IngredientMatcher(foods, { aliases: { cheese: 'cheddar' }, spellings: {}, descriptors: [] });
    const taken = (text: string) => {
      const best = m.match(text);
      return best && best.confidence >= MATCH_THRESHOLD ? best.slug : null;
    };
    expect(taken('almond butter')).toBeNull();
    expect(taken('peanut butter')).toBe('peanut-butter');
    expect(taken('unsalted butter')).toBe('butter');
    expect(taken('mozzarella cheese')).not.toBe('cheddar');
    expect(taken('mozzarella')).toBe('mozzarella');
    // Ending in another food's name: that food, or none; a form word ("granules") is not another food.
    expect(taken('red onion marmalade')).toBeNull();
    expect(taken('red onion')).toBe('red-onion');
    expect(taken('instant coffee granules')).toBe('coffee');
    const cat = { matcher: () => m, ingredient: (slug: string) => foods.find((i) => i.slug === slug) };
    expect(lineFood('water for the rice', cat)).toMatchObject({ free: true, ingredient: null, grams: 0 });
  });
  it('weighs BBC Good Food lines as a cook means them', () => {
    expect(lineFood('1 onion finely chopped', catalogue)).toMatchObject({ ingredient: 'onion', grams: 150 });
    // Two cloves, not two bulbs.
    expect(lineFood('2 garlic cloves crushed', catalogue)).toMatchObject({ ingredient: 'garlic', grams: 10 });
    expect(lineFood('2.5cm piece ginger', ginger).grams).toBe(15);
    expect(lineFood('4 (8-ounce) halibut steaks', ginger).grams).toBeCloseTo(4 * 226.8, 0);
    expect(lineFood('15 dried shiitake (15g)', ginger).grams).toBe(15);
    expect(lineFood('about 200g flour', catalogue).grams).toBe(200);
  });
  it('makes stock from cubes: 500 ml to a cube', () => {
    expect(lineFood('1 litre chicken stock', catalogue)).toMatchObject({ ingredient: 'chicken-stock-cube', grams: 20 });
  });
  it('lets the measure tell two foods apart', () => {
    expect(lineFood('1 cinnamon stick', catalogue).ingredient).toBe('cinnamon-sticks');
    expect(lineFood('1 tsp cinnamon', catalogue).ingredient).toBe('ground-cinnamon');
  });
  it('keeps an unmatched line as text with the reason, and takes a food chosen by hand', () => {
    const unmatched = lineFood('2 tbsp pomegranate molasses', catalogue);
    expect(unmatched).toMatchObject({ ingredient: null, grams: null });
    expect(unmatched.problem).toMatch(/choose one/);
    const fixed = lineFood('2 tbsp pomegranate molasses', catalogue, 'olive-oil');
    expect(fixed).toMatchObject({ ingredient: 'olive-oil', matchedBy: 'hand', problem: null });
  });
  it('needs no match for water, weighs "to taste" as nothing, and says when a unit cannot be weighed', () => {
    expect(lineFood('300ml warm water', catalogue)).toMatchObject({ free: true, problem: null, grams: 0 });
    expect(lineFood('olive oil, to taste', catalogue)).toMatchObject({ ingredient: 'olive-oil', grams: 0 });
    expect(gramsOf(parseIngredientLine('2 slices onion'), ingredients[0]!)).toBeNull();
  });
});
