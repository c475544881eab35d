import { describe, expect, it } from 'vitest';
import { codeOf, planningHousehold, unwrap } from '../../testing/planning-household';

describe("reading the household's plans", () => {
  it("lists only the household's own plans, each priced at every chain", async () => {
    const { user, stranger, useCases, firstPlan } = await planningHousehold();
    expect(await useCases.readPlans.list(user.id)).toEqual([]);
    const a = await firstPlan();
    const b = await firstPlan();
    const listed = await useCases.readPlans.list(user.id);
    expect(listed.map((v) => v.stored.id).sort()).toEqual([a.stored.id, b.stored.id].sort());
    for (const view of listed) expect(view.costAtChains.map((c) => c.chain).sort()).toEqual(['Aldi', 'Tesco']);
    const listedA = listed.find((v) => v.stored.id === a.stored.id)!;
    expect(listedA.costAtChains.find((c) => c.chain === 'Aldi')!.costPence).toBe(a.costAtChains.find((c) => c.chain === 'Aldi')!.costPence);
    expect(await useCases.readPlans.list(stranger.id)).toEqual([]);
  });

  it('reads one plan, and answers PLAN.NOT_FOUND for a stranger or an unknown id', async () => {
    const { user, stranger, useCases, firstPlan } = await planningHousehold();
    const plan = await firstPlan();
    expect(unwrap(await useCases.readPlans.get(user.id, plan.stored.id)).stored.meals).toEqual(plan.stored.meals);
    expect(codeOf(await useCases.readPlans.get(stranger.id, plan.stored.id))).toBe('PLAN.NOT_FOUND');
    expect(codeOf(await useCases.readPlans.get(user.id, 'no-such-plan'))).toBe('PLAN.NOT_FOUND');
  });
});
