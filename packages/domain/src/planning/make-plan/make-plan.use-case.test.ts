import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../accounts/user';
import { codeOf, planningHousehold, unwrap } from '../../testing/planning-household';

describe('making a meal plan from the saved profile and settings', () => {
  it('plans the chosen number of days at the chosen chain, starting next Monday, and stores it', async () => {
    const { user, useCases, plans } = await planningHousehold();
    const plan = unwrap(await useCases.makePlan.generate(user.id, { days: 3 }));
    expect(plan.stored.request.chain).toBe('Aldi');
    expect(new Set(plan.stored.meals.map((m) => m.day)).size).toBe(3);
    expect(plan.stored.request.startDate).toBe('2026-03-02');
    expect(plan.costAtChains.map((c) => c.chain).sort()).toEqual(['Aldi', 'Tesco']);
    expect(plan.stored.summary.costPence).toBeGreaterThan(0);
    expect(await plans.countForUser(user.id)).toBe(1);
  });

  it('each new plan has a new seed (plans differ) yet is stored under the household', async () => {
    const { user, useCases, plans } = await planningHousehold();
    const a = unwrap(await useCases.makePlan.generate(user.id));
    const b = unwrap(await useCases.makePlan.generate(user.id));
    expect(a.stored.request.seed).not.toBe(b.stored.request.seed);
    expect((await plans.listForUser(user.id, 20)).map((p) => p.id).sort()).toEqual([a.stored.id, b.stored.id].sort());
  });

  it('with no chain chosen, plans at the cheapest chain within reach', async () => {
    const { user, useCases } = await planningHousehold({ chain: null });
    const plan = unwrap(await useCases.makePlan.generate(user.id));
    const cheapest = Math.min(...plan.costAtChains.map((c) => c.costPence));
    expect(plan.costAtChains.find((c) => c.chain === plan.stored.request.chain)!.costPence).toBe(cheapest);
  });

  it('starts on a chosen day or today, and refuses a past day, a bad date and both at once', async () => {
    const { user, useCases } = await planningHousehold();
    expect(unwrap(await useCases.makePlan.generate(user.id, { startDate: '2026-03-05' })).stored.request.startDate).toBe('2026-03-05');
    const past = await useCases.makePlan.generate(user.id, { startDate: '2026-03-01' });
    expect(!past.ok && past.error).toMatchObject({ code: 'VALIDATION', field: 'startDate' });
    const bad = await useCases.makePlan.generate(user.id, { startDate: 'soon' });
    expect(!bad.ok && bad.error).toMatchObject({ code: 'VALIDATION', field: 'startDate' });
    const both = await useCases.makePlan.generate(user.id, { startDate: '2026-03-05', startsToday: true });
    expect(!both.ok && both.error).toMatchObject({ code: 'VALIDATION', field: 'startsToday' });
  });

  it('refuses an unknown account, an incomplete profile, and a budget no week fits', async () => {
    const { useCases, users } = await planningHousehold();
    expect(codeOf(await useCases.makePlan.generate('nobody'))).toBe('ACCOUNT.NOT_FOUND');
    const incomplete = (await users.create({ email: 'new@example.com', passwordHash: null, firstName: 'N', lastName: 'Ew', role: 'user', profile: EMPTY_PROFILE }))!;
    const r = await useCases.makePlan.generate(incomplete.id);
    expect(!r.ok && r.error).toMatchObject({ code: 'VALIDATION', field: 'profile' });
    const tight = await planningHousehold({ profile: { weeklyBudget: 100 as never } });
    expect(codeOf(await tight.useCases.makePlan.generate(tight.user.id))).toBe('PLAN.OVER_BUDGET');
    expect(await tight.plans.countForUser(tight.user.id)).toBe(0);
  });

  it("generateFrom plans the caller's request at the household's chain", async () => {
    const { user, useCases } = await planningHousehold();
    const base = unwrap(await useCases.makePlan.generate(user.id));
    const { chain: _c, seed: _s, ...request } = base.stored.request;
    const plan = unwrap(await useCases.makePlan.generateFrom(user.id, { ...request, days: 3 }, { startsToday: true }));
    expect(plan.stored.request.chain).toBe('Aldi');
    expect(new Set(plan.stored.meals.map((m) => m.day)).size).toBe(3);
    expect(codeOf(await useCases.makePlan.generateFrom('nobody', request))).toBe('ACCOUNT.NOT_FOUND');
  });
});
