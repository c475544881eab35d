import type { PayCycle } from './pay-days';

/** The pay cycle kept on the household (by its owner's id); null until the household sets one. */
export interface PayCycleRepository {
  get(householdId: string): Promise<PayCycle | null>;
  save(householdId: string, cycle: PayCycle, by: string, at: Date): Promise<void>;
  clear(householdId: string): Promise<void>;
}
export const PAY_CYCLE_REPOSITORY = Symbol('PayCycleRepository');
