/**
 * The staples: the common ingredients a household has in the cupboard (oil, salt, stock cubes...). What it has is
 * never bought, by the plan's cost or the list, until it is marked run out; then the next list buys it, and ticking
 * that line puts it back. A household that has not said which it has has the usual ten (staples.json).
 */
import { type Result, ok } from '../../shared/result';
import { type DomainError, invalid } from '../../shared/errors';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { LarderRepository } from '../ports';
import { USUAL_STAPLES } from '../larder-item';

export interface HouseholdStaples {
  /** Every staple the household keeps, run out or not. */
  readonly all: string[];
  /** The staples it has now: never bought. */
  readonly kept: Set<string>;
  /** The staples marked run out: bought on the next list. */
  readonly runOut: Set<string>;
  /** Whether the household has said which it has (else it has the usual ten). */
  readonly chosen: boolean;
}

export async function householdStaples(larder: Pick<LarderRepository, 'staples' | 'stapleChoice'>, householdId: string): Promise<HouseholdStaples> {
  const [stored, choice] = await Promise.all([larder.staples(householdId), larder.stapleChoice(householdId)]);
  const all = choice.chosen || stored.length ? stored : [...USUAL_STAPLES].sort();
  const runOut = new Set(choice.runOut.filter((s) => all.includes(s)));
  return { all, kept: new Set(all.filter((s) => !runOut.has(s))), runOut, chosen: choice.chosen };
}

export class Staples {
  constructor(
    private readonly larder: LarderRepository,
    private readonly catalogue: CatalogueCache,
  ) {}

  async staples(householdId: string): Promise<string[]> {
    return (await householdStaples(this.larder, householdId)).all;
  }

  state(householdId: string): Promise<HouseholdStaples> {
    return householdStaples(this.larder, householdId);
  }

  async setStaples(householdId: string, input: unknown): Promise<Result<string[], DomainError>> {
    if (!Array.isArray(input) || input.some((s) => typeof s !== 'string')) return invalid('staples', 'Staples are a list of ingredients');
    if (input.length > 200) return invalid('staples', 'Keep the staples to 200 ingredients');
    const snapshot = await this.catalogue.current();
    const unknown = input.find((s: string) => !snapshot.ingredient(s));
    if (unknown !== undefined) return invalid('staples', `Unknown ingredient: ${String(unknown).slice(0, 60)}`);
    return ok(await this.larder.setStaples(householdId, [...new Set(input as string[])].sort()));
  }

  /** Marks a staple run out (the next list buys it) or back in the cupboard. */
  async setRunOut(householdId: string, slug: string, input: unknown): Promise<Result<HouseholdStaples, DomainError>> {
    if (typeof input !== 'boolean') return invalid('runOut', 'Say whether it has run out (true or false)');
    const state = await householdStaples(this.larder, householdId);
    if (!state.all.includes(slug)) return invalid('ingredient', 'That is not one of your staples');
    // The usual ten, not yet chosen, are stored first so the mark has a row to sit on.
    if (!state.chosen) await this.larder.setStaples(householdId, state.all);
    await this.larder.setStapleRunOut(householdId, slug, input);
    return ok(await householdStaples(this.larder, householdId));
  }
}
