/** "What can I cook now?": recipes from what the larder holds, for the household's size, at its chain when it has one. */
import type { Clock } from '../../shared/clock';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { isoDay, useSoon } from '../larder-item';
import { householdStaples } from '../staples/staples.use-case';
import type { LarderRepository } from '../ports';
import { byIngredient, heldLots } from '../held-lots';
import { type CookNowRecipe, cookNow } from '../cook-now';
import type { HouseholdProfile } from '../../accounts/user';
import { requestFromProfile } from '../../planning/plan-request';

export class WhatToCookNow {
  constructor(
    private readonly larder: LarderRepository,
    private readonly catalogue: CatalogueCache,
    private readonly clock: Clock,
    /** The household's saved profile: suggestions keep its avoids, allergies and diets. */
    private readonly households: { findById(id: string): Promise<{ profile: HouseholdProfile } | null> } | null = null,
  ) {}

  /** "What can I cook now?" for the household's size, at its chain when it has one. */
  async cookNow(householdId: string, servings: number, chain: string | null): Promise<CookNowRecipe[]> {
    const today = isoDay(this.clock.now());
    const items = await this.larder.list(householdId);
    const held = byIngredient(heldLots(items, today));
    const soon = new Set(items.filter((i) => i.ingredient && useSoon(i, today)).map((i) => i.ingredient!));
    const snapshot = await this.catalogue.forHousehold(householdId);
    const profile = (await this.households?.findById(householdId))?.profile;
    const rules = profile ? requestFromProfile(profile, { days: 7, chain: chain ?? '', seed: 0 }) : undefined;
    return cookNow(snapshot, held, { servings: Math.max(1, servings), staples: (await householdStaples(this.larder, householdId)).kept, useSoon: soon, chain, ...(rules ? { rules } : {}) });
  }
}
