import { describe, expect, it } from 'vitest';
import { codeOf, unwrap } from '../../testing/planning-household';
import { shoppingFixture } from '../../testing/shopping-fixture';

describe('comparing a list across chains', () => {
  it('prices the same list at every chain, cheapest first, each saving measured against the usual chain', async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    const { comparisons, estimatesOnly } = unwrap(await f.shopping.compare.compare(f.user.id, list.id));
    expect(comparisons.map((c) => c.chain).sort()).toEqual(['Aldi', 'Tesco']);
    const usual = comparisons.find((c) => c.usual)!;
    expect(usual.chain).toBe('Aldi');
    expect(usual.savingPence).toBe(0);
    expect(usual.totalPence).toBe(list.totalCostPence);
    for (const c of comparisons) expect(c.savingPence).toBe(usual.totalPence - c.totalPence);
    const complete = comparisons.filter((c) => !c.missing.length);
    expect(complete.map((c) => c.totalPence)).toEqual([...complete.map((c) => c.totalPence)].sort((a, b) => a - b));
    expect(estimatesOnly).toBe(true);
  });

  it("answers LIST.NOT_FOUND for another household's list or an unknown id", async () => {
    const f = await shoppingFixture();
    const { list } = await f.planAndList();
    expect(codeOf(await f.shopping.compare.compare(f.stranger.id, list.id))).toBe('LIST.NOT_FOUND');
    expect(codeOf(await f.shopping.compare.compare(f.user.id, 999))).toBe('LIST.NOT_FOUND');
  });
});
