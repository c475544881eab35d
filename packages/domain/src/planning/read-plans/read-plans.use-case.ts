/** The household's meal plans read: its latest twenty, or one, each with its cost at every chain. */
import { type Result, ok } from '../../shared/result';
import type { DomainError } from '../../shared/errors';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { MealPlanRepository } from '../ports';
import { type HouseholdPlanning, type PlanView, planNotFound } from '../household-planning';

export class ReadMealPlans {
  constructor(
    private readonly plans: MealPlanRepository,
    private readonly catalogue: CatalogueCache,
    private readonly planning: HouseholdPlanning,
  ) {}

  async list(userId: string): Promise<PlanView[]> {
    const plans = await this.plans.listForUser(userId, 20);
    if (!plans.length) return [];
    // A read prices only what the plans buy: the price book is asked for those ingredients alone.
    const bought = new Set(plans.flatMap((p) => (p.summary.shopping ?? []).map((l) => l.ingredient)));
    const priced = await this.planning.priced(userId, await this.catalogue.current(), bought);
    return Promise.all(plans.map((p) => this.planning.view(p, priced)));
  }

  async get(userId: string, planId: string): Promise<Result<PlanView, DomainError>> {
    const stored = await this.plans.findForUser(userId, planId);
    return stored ? ok(await this.planning.view(stored)) : planNotFound();
  }
}
