import { describe, expect, it } from 'vitest';
import { ownRecipePorts } from '../../../testing/own-recipes-fixture';
import { PlanOwnRecipes } from './plan-own-recipes.use-case';

describe('"plan my recipes too"', () => {
  it('is off until switched on, per household, and can be switched off again', async () => {
    const { repo } = ownRecipePorts();
    const switch_ = new PlanOwnRecipes(repo);
    expect(await switch_.settings('h1')).toEqual({ planOwnRecipes: false });
    expect(await switch_.saveSettings('h1', true)).toEqual({ planOwnRecipes: true });
    expect(await switch_.settings('h1')).toEqual({ planOwnRecipes: true });
    expect(await switch_.settings('h2')).toEqual({ planOwnRecipes: false });
    expect(await switch_.saveSettings('h1', false)).toEqual({ planOwnRecipes: false });
    expect(await repo.planOwnRecipes('h1')).toBe(false);
  });
});
