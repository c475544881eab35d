/** The household's planning settings: how many days a plan covers, and the chain it shops at (none: the cheapest within reach). */
import { type Result, ok } from '../../shared/result';
import { type DomainError, invalid } from '../../shared/errors';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { DEFAULT_PLAN_DURATION, PLAN_DURATIONS } from '../plan-request';
import type { PlanSettings, PlanSettingsRepository } from '../ports';

export class PlanningSettings {
  constructor(
    private readonly settings: PlanSettingsRepository,
    private readonly catalogue: CatalogueCache,
  ) {}

  async getSettings(userId: string): Promise<PlanSettings> {
    return (await this.settings.get(userId)) ?? { planDuration: DEFAULT_PLAN_DURATION, chain: null };
  }

  async saveSettings(userId: string, input: { planDuration?: unknown; chain?: unknown }): Promise<Result<PlanSettings, DomainError>> {
    const current = await this.getSettings(userId);
    let planDuration = current.planDuration;
    if (input.planDuration !== undefined) {
      const n = Number(input.planDuration);
      if (!(PLAN_DURATIONS as readonly number[]).includes(n)) return invalid('planDuration', 'Plan duration must be 3, 7, 14 or 30 days');
      planDuration = n;
    }
    let chain = current.chain;
    if (input.chain !== undefined) {
      if (input.chain === null || input.chain === '') chain = null;
      else {
        const chains = (await this.catalogue.current()).chains;
        const match = chains.find((c) => c.toLowerCase() === String(input.chain).toLowerCase());
        if (!match) return invalid('chain', `We price ${chains.join(', ')}; choose one of them`);
        chain = match;
      }
    }
    return ok(await this.settings.save(userId, { planDuration, chain }));
  }
}
