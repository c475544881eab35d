import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './parse-ingredient-line';

const parsed = (line: string) => {
  const p = parseIngredientLine(line);
  return { quantity: p.quantity, quantityMax: p.quantityMax, unit: p.unit, ingredient: p.ingredient, preparation: p.preparation, notes: p.notes };
};

describe('parseIngredientLine', () => {
  it.each([
    ['2 x 400g tins chopped tomatoes', { quantity: 800, unit: 'g', ingredient: 'chopped tomatoes', preparation: null }],
    ['1 tbsp olive oil', { quantity: 1, unit: 'tbsp', ingredient: 'olive oil' }],
    ['a handful of basil leaves', { quantity: 1, unit: 'handful', ingredient: 'basil leaves' }],
    ['3 medium onions, finely chopped', { quantity: 3, unit: 'medium', ingredient: 'onions', preparation: 'finely chopped' }],
    ['200g/7oz plain flour', { quantity: 200, unit: 'g', ingredient: 'plain flour' }],
    ['½ tsp salt', { quantity: 0.5, unit: 'tsp', ingredient: 'salt' }],
    ['1½ cups (190 g) flour', { quantity: 190, unit: 'g', ingredient: 'flour' }],
    ['1 1/2 cups milk', { quantity: 1.5, unit: 'cup', ingredient: 'milk' }],
    ['2-3 garlic cloves, crushed', { quantity: 2, quantityMax: 3, unit: 'clove', ingredient: 'garlic', preparation: 'crushed' }],
    ['1 lemon, zested and juiced', { quantity: 1, unit: null, ingredient: 'lemon', preparation: 'zested and juiced' }],
    ['salt and pepper, to taste', { quantity: null, unit: null, ingredient: 'salt and pepper', notes: 'to taste' }],
    ['Juice of ½ lime', { quantity: 0.5, unit: null, ingredient: 'lime', preparation: 'juice' }],
    ['250ml (9fl oz) double cream', { quantity: 250, unit: 'ml', ingredient: 'double cream' }],
    ['1kg/2lb 4oz potatoes', { quantity: 1, unit: 'kg', ingredient: 'potatoes' }],
    ['8oz (225g) butter, softened', { quantity: 225, unit: 'g', ingredient: 'butter', preparation: 'softened' }],
    ['2 (400g) cans chickpeas, drained', { quantity: 800, unit: 'g', ingredient: 'chickpeas', preparation: 'drained' }],
    ['3 to 4 tbsp milk', { quantity: 3, quantityMax: 4, unit: 'tbsp', ingredient: 'milk' }],
    ['10fl oz milk', { quantity: 10, unit: 'fl oz', ingredient: 'milk' }],
    ['100g dark chocolate (70% cocoa solids), broken into pieces', { quantity: 100, unit: 'g', ingredient: 'dark chocolate', notes: '70% cocoa solids', preparation: 'broken into pieces' }],
    ['a couple of bay leaves', { quantity: 2, unit: null, ingredient: 'bay leaves' }],
    ['4 boneless, skinless chicken thighs', { quantity: 4, unit: null, ingredient: 'boneless skinless chicken thighs' }],
    // A length of root is weighed by the centimetre now (2.5 cm is ~15 g, not a whole thumb of 25 g or more).
    ['5cm piece fresh root ginger, peeled', { quantity: 5, unit: 'cm', ingredient: 'fresh root ginger', preparation: 'peeled' }],
    ['Olive oil, for frying', { quantity: null, unit: null, ingredient: 'Olive oil', notes: 'for frying' }],
    ['1 dsp olive oil', { quantity: 2, unit: 'tsp', ingredient: 'olive oil' }],
    ['- 1 heaped tsp ground cumin', { quantity: 1, unit: 'tsp', ingredient: 'ground cumin' }],
  ])('%s', (line, want) => {
    expect(parsed(line)).toMatchObject(want);
  });

  // BBC Good Food and US sites: lines as real pages write them.
  it.each([
    ['1 onion finely chopped', { quantity: 1, unit: null, ingredient: 'onion', preparation: 'finely chopped' }],
    ['2 garlic cloves crushed', { quantity: 2, unit: 'clove', ingredient: 'garlic', preparation: 'crushed' }],
    ['3 garlic cloves finely chopped', { quantity: 3, unit: 'clove', ingredient: 'garlic', preparation: 'finely chopped' }],
    ['1 red chilli deseeded and finely chopped', { quantity: 1, unit: null, ingredient: 'red chilli', preparation: 'deseeded and finely chopped' }],
    ['2 chicken breasts cut into strips', { quantity: 2, unit: null, ingredient: 'chicken breasts', preparation: 'cut into strips' }],
    ['2.5cm piece ginger', { quantity: 2.5, unit: 'cm', ingredient: 'ginger' }],
    ['4 (8-ounce) halibut steaks', { quantity: 32, unit: 'oz', ingredient: 'halibut steaks' }],
    ['15 dried shiitake (15g)', { quantity: 15, unit: 'g', ingredient: 'dried shiitake', notes: null }],
    ['4 chicken breasts (150g each)', { quantity: 600, unit: 'g', ingredient: 'chicken breasts' }],
    ['about 200g flour', { quantity: 200, unit: 'g', ingredient: 'flour' }],
    ['scant 1 tsp salt', { quantity: 1, unit: 'tsp', ingredient: 'salt' }],
    ['about ½ tsp salt', { quantity: 0.5, unit: 'tsp', ingredient: 'salt' }],
    ['a knob of butter', { quantity: 1, unit: 'knob', ingredient: 'butter' }],
    // A preparation word inside the food's name stays there.
    ['400g tinned chopped tomatoes', { quantity: 400, unit: 'g', ingredient: 'tinned chopped tomatoes', preparation: null }],
    ['1 tin chopped tomatoes', { quantity: 1, unit: 'tin', ingredient: 'chopped tomatoes' }],
    ['2½cm/1in piece fresh ginger, peeled and grated', { quantity: 2.5, unit: 'cm', ingredient: 'fresh ginger', preparation: 'peeled and grated' }],
    ['1-inch piece fresh ginger, peeled', { quantity: 2.54, unit: 'cm', ingredient: 'fresh ginger' }],
    ['3 thick slices brioche', { quantity: 3, unit: 'slice', ingredient: 'brioche' }],
    ['1 14-ounce tin coconut milk', { quantity: 14, unit: 'oz', ingredient: 'coconut milk' }],
    ['2 12-ounce bags fresh spinach', { quantity: 24, unit: 'oz', ingredient: 'fresh spinach' }],
    ['1 small clove garlic, crushed', { quantity: 1, unit: 'clove', ingredient: 'garlic', preparation: 'crushed' }],
    ['grated parmesan to serve', { quantity: null, ingredient: 'parmesan', preparation: 'grated', notes: 'to serve' }],
  ])('%s', (line, want) => {
    expect(parsed(line)).toMatchObject(want);
  });

  it('reads a heading as a heading, not food', () => {
    expect(parseIngredientLine('For the sauce:').heading).toBe(true);
    expect(parseIngredientLine('1 tbsp butter').heading).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    for (const line of ['', '   ', '1/0 cups', 'x x x', '((((', '2 x', '½', '999999999999999999999 g salt', '\u0000', 'to taste']) {
      expect(() => parseIngredientLine(line)).not.toThrow();
    }
  });
});
