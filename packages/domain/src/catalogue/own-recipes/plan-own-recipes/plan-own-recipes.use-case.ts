import type { OwnRecipeRepository } from '../ports';

/** The profile switch "plan my recipes too": whether the planner may choose the household's complete own recipes. */
export class PlanOwnRecipes {
  constructor(private readonly recipes: OwnRecipeRepository) {}

  async settings(householdId: string): Promise<{ planOwnRecipes: boolean }> {
    return { planOwnRecipes: await this.recipes.planOwnRecipes(householdId) };
  }

  async saveSettings(householdId: string, planOwnRecipes: boolean): Promise<{ planOwnRecipes: boolean }> {
    await this.recipes.setPlanOwnRecipes(householdId, planOwnRecipes);
    return this.settings(householdId);
  }
}
