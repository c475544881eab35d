import { randomUUID } from 'node:crypto';
import type { MealPlan } from '../planning/planner';
import type { PlanRequest } from '../planning/plan-request';
import type { MealPlanRepository, PlanSettings, PlanSettingsRepository, StoredPlan } from '../planning/ports';

/** Meal plans in memory, as the Knex repository keeps them: the request stored as JSON, meals keeping their ids by day and slot. */
export class InMemoryMealPlanRepository implements MealPlanRepository {
  private plans: StoredPlan[] = [];

  async create(userId: string, request: PlanRequest, plan: MealPlan, at: Date): Promise<StoredPlan> {
    const { meals, ...summary } = plan;
    const stored: StoredPlan = {
      id: randomUUID(), userId, createdAt: at, updatedAt: at, request: JSON.parse(JSON.stringify(request)), summary: structuredClone(summary),
      meals: meals.map((m) => ({ id: randomUUID(), day: m.day, mealType: m.mealType, recipeId: m.recipeId, recipeName: m.recipeName, servings: m.servings, portions: m.portions, locked: m.locked, costPence: m.costPence, sides: structuredClone(m.sides), leftoverOf: m.leftoverOf })),
    };
    this.plans.push(stored);
    return structuredClone(stored);
  }
  async listForUser(userId: string, limit = 20) {
    return this.plans.filter((p) => p.userId === userId).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit).map((p) => structuredClone(p));
  }
  async findForUser(userId: string, planId: string) {
    const plan = this.plans.find((p) => p.id === planId && p.userId === userId);
    return plan ? structuredClone(plan) : null;
  }
  async update(planId: string, request: PlanRequest, plan: MealPlan, at: Date) {
    const i = this.plans.findIndex((p) => p.id === planId);
    const old = this.plans[i]!;
    const { meals, ...summary } = plan;
    this.plans[i] = {
      ...old, updatedAt: at, request: JSON.parse(JSON.stringify(request)), summary: structuredClone(summary),
      meals: old.meals.map((o) => {
        const m = meals.find((n) => n.day === o.day && n.mealType === o.mealType);
        return m ? { ...o, recipeId: m.recipeId, recipeName: m.recipeName, servings: m.servings, portions: m.portions, locked: m.locked, costPence: m.costPence, sides: structuredClone(m.sides), leftoverOf: m.leftoverOf } : o;
      }),
    };
    return structuredClone(this.plans[i]!);
  }
  async countForUser(userId: string) {
    return this.plans.filter((p) => p.userId === userId).length;
  }
}

export class InMemoryPlanSettingsRepository implements PlanSettingsRepository {
  private rows = new Map<string, PlanSettings>();
  async get(userId: string) {
    return this.rows.get(userId) ?? null;
  }
  async save(userId: string, settings: PlanSettings) {
    this.rows.set(userId, { ...settings });
    return { ...settings };
  }
}
