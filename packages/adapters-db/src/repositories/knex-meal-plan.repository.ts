import type { Knex } from 'knex';
import type { MealPlan } from '@larder/domain/planning/planner';
import type { PlanRequest } from '@larder/domain/planning/plan-request';
import { legacyStartDate } from '@larder/domain/planning/plan-dates';
import type { MealPlanRepository, PlanSettings, PlanSettingsRepository, StoredMeal, StoredPlan } from '@larder/domain/planning/ports';

const summaryColumns = (plan: MealPlan, at: Date) => ({
  days: plan.days,
  chain: plan.chain,
  household_size: plan.householdSize,
  budget_pence: plan.budgetPence,
  cost_pence: plan.costPence,
  waste_pence: plan.wastePence,
  shortfall_pence: plan.shortfallPence,
  within_budget: plan.withinBudget,
  objective: plan.objective,
  nutrition: JSON.stringify(plan.nutritionPerPersonPerDay),
  shopping: JSON.stringify(plan.shopping),
  feeding: JSON.stringify(plan.feeding),
  updated_at: at,
});

const itemColumns = (m: MealPlan['meals'][number]) => ({
  recipe_id: m.recipeId,
  recipe_name: m.recipeName,
  servings: m.servings,
  locked: m.locked,
  cost_pence: m.costPence,
  portions: m.portions,
  sides: JSON.stringify(m.sides),
  leftover_of: m.leftoverOf ? JSON.stringify(m.leftoverOf) : null,
});

/** A plan made before the planner counted each person's targets. */
const NOT_COUNTED: MealPlan['feeding'] = {
  targetsPerPersonPerDay: [],
  nutritionPerPersonPerDay: [],
  meetsTargets: false,
  shortfalls: ['This plan was made before Larder counted each person\'s needs: make a new plan to see them.'],
  costToMeetTargetsPence: null,
};

export class KnexMealPlanRepository implements MealPlanRepository {
  constructor(private readonly knex: Knex) {}

  /**
   * The plan and its meals in one statement (a data-modifying CTE: atomic without a transaction), answering the
   * stored rows, so the new plan is not read back.
   */
  async create(userId: string, request: PlanRequest, plan: MealPlan, at: Date, startDate?: string): Promise<StoredPlan> {
    const planRow = { user_id: userId, request: JSON.stringify(request), created_at: at, start_date: startDate ?? legacyStartDate(at), ...summaryColumns(plan, at) };
    const insertPlan = this.knex('meal_plans').insert(planRow).returning('*').toSQL();
    // The meals as JSON records (their sides and leftover as JSON values, not the strings itemColumns sends).
    const meals = plan.meals.map((m, position) => ({ position, day: m.day, meal_type: m.mealType, ...itemColumns(m), sides: m.sides, leftover_of: m.leftoverOf ?? null }));
    const { rows } = (await this.knex.raw(
      `with p as (${insertPlan.sql}),
        i as (insert into meal_plan_items (plan_id, position, day, meal_type, recipe_id, recipe_name, servings, locked, cost_pence, portions, sides, leftover_of)
          select p.id, m.position, m.day, m.meal_type, m.recipe_id, m.recipe_name, m.servings, m.locked, m.cost_pence, m.portions, m.sides, m.leftover_of
          from p, json_to_recordset(?::json) as m(position integer, day integer, meal_type text, recipe_id text, recipe_name text, servings integer, locked boolean, cost_pence integer, portions double precision, sides jsonb, leftover_of jsonb)
          returning *)
      select p.*, (select coalesce(json_agg(row_to_json(i) order by i.position), '[]'::json) from i) as stored_meals from p`,
      [...insertPlan.bindings, JSON.stringify(meals)],
    )) as { rows: Array<Record<string, any>> };
    const { stored_meals: items, ...stored } = rows[0]!;
    return assemble([stored], typeof items === 'string' ? JSON.parse(items) : items)[0]!;
  }

  /** Two statements at once, whatever the number of plans: the newest plans, and all their meals. */
  async listForUser(userId: string, limit = 20) {
    const newest = () =>
      this.knex('meal_plans').where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
    const [plans, items] = await Promise.all([
      newest(),
      this.knex('meal_plan_items').whereIn('plan_id', newest().select('id')).orderBy(['plan_id', 'position']),
    ]);
    return assemble(plans, items);
  }

  async findForUser(userId: string, planId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(planId)) return null;
    // The plan (if the household's) and its meals at once: two statements in parallel, not three in turn.
    const [plans, items] = await Promise.all([
      this.knex('meal_plans').where({ id: planId, user_id: userId }),
      this.knex('meal_plan_items').whereIn('plan_id', this.knex('meal_plans').where({ id: planId, user_id: userId }).select('id')).orderBy(['plan_id', 'position']),
    ]);
    return assemble(plans, items)[0] ?? null;
  }

  async update(planId: string, request: PlanRequest, plan: MealPlan, at: Date) {
    await this.knex.transaction(async (trx) => {
      await trx('meal_plans').where({ id: planId }).update({ request: JSON.stringify(request), ...summaryColumns(plan, at) });
      for (const m of plan.meals) {
        await trx('meal_plan_items')
          .where({ plan_id: planId, day: m.day, meal_type: m.mealType })
          .update(itemColumns(m));
      }
    });
    return (await this.load([planId]))[0]!;
  }

  async countForUser(userId: string) {
    const row = await this.knex('meal_plans').where({ user_id: userId }).count({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  private async load(ids: string[]): Promise<StoredPlan[]> {
    if (!ids.length) return [];
    const [plans, items] = await Promise.all([
      this.knex('meal_plans').whereIn('id', ids),
      this.knex('meal_plan_items').whereIn('plan_id', ids).orderBy(['plan_id', 'position']),
    ]);
    const byId = new Map(plans.map((p) => [p.id as string, p]));
    return assemble(ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), items);
  }
}

/** Plans in the order given, each with its meals (already in plan and position order), in one pass. */
function assemble(plans: Array<Record<string, any>>, items: Array<Record<string, any>>): StoredPlan[] {
  const byPlan = new Map<string, StoredMeal[]>();
  for (const i of items) {
    const meal: StoredMeal = {
      id: i.id,
      day: i.day,
      mealType: i.meal_type,
      recipeId: i.recipe_id,
      recipeName: i.recipe_name,
      servings: i.servings,
      portions: i.portions ?? i.servings,
      locked: i.locked,
      costPence: i.cost_pence,
      sides: i.sides ?? [],
      leftoverOf: i.leftover_of ?? null,
    };
    const bucket = byPlan.get(i.plan_id as string);
    if (bucket) bucket.push(meal);
    else byPlan.set(i.plan_id as string, [meal]);
  }
  return plans.map((p) => ({
    id: p.id as string,
    userId: p.user_id,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
    startDate: p.start_date ?? legacyStartDate(p.created_at),
    request: p.request,
    meals: byPlan.get(p.id as string) ?? [],
    summary: {
      days: p.days,
      chain: p.chain,
      householdSize: p.household_size,
      budgetPence: p.budget_pence,
      costPence: p.cost_pence,
      withinBudget: p.within_budget,
      shortfallPence: p.shortfall_pence,
      wastePence: p.waste_pence,
      nutritionPerPersonPerDay: p.nutrition,
      shopping: p.shopping,
      feeding: p.feeding ?? NOT_COUNTED,
      objective: p.objective,
    },
  }));
}

export class KnexPlanSettingsRepository implements PlanSettingsRepository {
  constructor(private readonly knex: Knex) {}
  async get(userId: string): Promise<PlanSettings | null> {
    const row = await this.knex('plan_settings').where({ user_id: userId }).first();
    return row ? { planDuration: row.plan_duration, chain: row.chain } : null;
  }
  async save(userId: string, settings: PlanSettings): Promise<PlanSettings> {
    await this.knex('plan_settings').insert({ user_id: userId, plan_duration: settings.planDuration, chain: settings.chain }).onConflict('user_id').merge();
    return settings;
  }
}
