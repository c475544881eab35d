import { describe, expect, it } from 'vitest';
import { ownRecipePorts } from '../../../testing/own-recipes-fixture';
import { OWN_RECIPE_LIMITS } from '../own-recipe';
import { ParseIngredientLines } from './parse-lines.use-case';

describe('parsing ingredient lines as they are typed', () => {
  it('matches and weighs each line, in order; water needs no match; an unknown food is no ingredient', async () => {
    const parse = new ParseIngredientLines(ownRecipePorts().cache);
    const r = await parse.parseLines(['250g beef mince', '2 onions', '100 ml water', '3 dragon eggs']);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.map((l) => l.ingredient)).toEqual(['beef-mince', 'onion', null, null]);
    expect(r.value[0]).toMatchObject({ grams: 250, matchedBy: 'auto', problem: null });
    expect(r.value[1]!.grams).toBe(300);
    expect(r.value[2]!.free).toBe(true);
    expect(r.value[3]!.problem).not.toBeNull();
  });

  it('refuses too many lines or a line too long', async () => {
    const parse = new ParseIngredientLines(ownRecipePorts().cache);
    const many = await parse.parseLines(Array.from({ length: OWN_RECIPE_LIMITS.lines + 1 }, () => '1 onion'));
    expect(!many.ok && many.error).toMatchObject({ code: 'VALIDATION', field: 'lines' });
    const long = await parse.parseLines(['1 onion', 'x'.repeat(OWN_RECIPE_LIMITS.lineText + 1)]);
    expect(!long.ok && long.error).toMatchObject({ code: 'VALIDATION', field: 'lines' });
    expect(await parse.parseLines([])).toEqual({ ok: true, value: [] });
  });
});
