/** What changed on the list, for the page's one line ("+ coconut milk, − mushrooms, £1.20 more"). */
export interface ListChange {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  /** Lines whose number of packs changed ("Spinach: 2 packs, was 1"). */
  readonly changed: readonly string[];
  /** Ticked lines the plan no longer needs: kept, marked not needed any more. */
  readonly notNeeded: readonly string[];
  /** New total minus old total (recipe lines only; extras do not change). */
  readonly differencePence: number;
  /** What caused it: 'swap', 'replan', 'chat', 'chain', 'plan'. */
  readonly reason: string;
  readonly at: string;
}
