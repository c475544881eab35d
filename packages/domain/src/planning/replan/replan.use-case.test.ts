import { describe, expect, it } from 'vitest';
import { codeOf, planningHousehold, unwrap } from '../../testing/planning-household';

describe('re-planning a plan', () => {
  it('plans the unlocked meals again with a new seed, keeping the locked one and the plan id', async () => {
    const { user, useCases, firstPlan } = await planningHousehold();
    const plan = await firstPlan();
    const keep = plan.stored.meals[0]!;
    unwrap(await useCases.lockMeal.setLocked(user.id, plan.stored.id, keep.id, true));
    const again = unwrap(await useCases.replan.replan(user.id, plan.stored.id));
    expect(again.stored.id).toBe(plan.stored.id);
    expect(again.stored.request.seed).not.toBe(plan.stored.request.seed);
    expect(again.stored.meals.find((m) => m.day === keep.day && m.mealType === keep.mealType)).toMatchObject({ recipeId: keep.recipeId, locked: true });
    expect(again.stored.meals.map((m) => m.recipeId)).not.toEqual(plan.stored.meals.map((m) => m.recipeId));
  });

  it('revise plans under a changed request; a refused result answers and keeps the stored plan as it was', async () => {
    const { user, plans, useCases, firstPlan } = await planningHousehold();
    const plan = await firstPlan();
    const refused = await useCases.replan.revise(user.id, plan.stored.id, (r) => ({ ...r, seed: r.seed + 1 }), { accept: () => false });
    expect(unwrap(refused).stored.meals.map((m) => m.recipeId)).toEqual(plan.stored.meals.map((m) => m.recipeId));
    expect((await plans.findForUser(user.id, plan.stored.id))!.meals.map((m) => m.recipeId)).toEqual(plan.stored.meals.map((m) => m.recipeId));
    const shorter = unwrap(await useCases.replan.revise(user.id, plan.stored.id, (r) => ({ ...r, maxMinutes: 30 })));
    expect(shorter.stored.request.maxMinutes).toBe(30);
  });

  it("answers PLAN.NOT_FOUND for another household's plan", async () => {
    const { stranger, useCases, firstPlan } = await planningHousehold();
    const plan = await firstPlan();
    expect(codeOf(await useCases.replan.replan(stranger.id, plan.stored.id))).toBe('PLAN.NOT_FOUND');
    expect(codeOf(await useCases.replan.revise(stranger.id, plan.stored.id, (r) => r))).toBe('PLAN.NOT_FOUND');
  });
});
