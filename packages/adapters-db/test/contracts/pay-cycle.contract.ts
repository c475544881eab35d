import { beforeEach, expect, it } from 'vitest';
import type { PayCycle } from '@larder/domain/budget/pay-cycle/pay-days';
import type { PayCycleRepository } from '@larder/domain/budget/pay-cycle/ports';

export interface PayCycleFixture {
  readonly cycles: PayCycleRepository;
  /** Two existing users' ids: two households' owners. */
  readonly users: readonly string[];
}

const AT = new Date('2026-11-20T10:00:00Z');

/** The storage contract of the household's pay cycle, run on the fake, PGlite and PostgreSQL. */
export function payCycleContract(make: () => Promise<PayCycleFixture>) {
  let f: PayCycleFixture;
  let one: string;
  let two: string;
  beforeEach(async () => {
    f = await make();
    [one, two] = f.users as [string, string];
  });

  it('keeps each kind of schedule as it was saved, the anchor date exactly', async () => {
    const cycles: PayCycle[] = [
      { schedule: { frequency: 'weekly', anchor: '2026-01-01' }, moneyPence: 6000, nation: null },
      { schedule: { frequency: 'fortnightly', anchor: '2026-12-31' }, moneyPence: 12050, nation: 'scotland' },
      { schedule: { frequency: 'four-weekly', anchor: '2025-03-30' }, moneyPence: 25000, nation: 'northern-ireland' },
      { schedule: { frequency: 'monthly', day: 31 }, moneyPence: 40000, nation: 'england-and-wales' },
      { schedule: { frequency: 'last-working-day' }, moneyPence: 1, nation: null },
      { schedule: { frequency: 'universal-credit', assessmentDay: 29 }, moneyPence: 1_000_000, nation: null },
    ];
    for (const cycle of cycles) {
      await f.cycles.save(one, cycle, one, AT);
      expect(await f.cycles.get(one)).toEqual(cycle);
    }
  });

  it('one row a household: a change replaces it, another household is untouched, clearing removes it', async () => {
    expect(await f.cycles.get(one)).toBeNull();
    await f.cycles.save(one, { schedule: { frequency: 'monthly', day: 12 }, moneyPence: 40000, nation: null }, one, AT);
    await f.cycles.save(two, { schedule: { frequency: 'weekly', anchor: '2026-11-27' }, moneyPence: 7000, nation: 'scotland' }, two, AT);
    await f.cycles.save(one, { schedule: { frequency: 'universal-credit', assessmentDay: 3 }, moneyPence: 35000, nation: 'northern-ireland' }, one, AT);
    expect(await f.cycles.get(one)).toEqual({ schedule: { frequency: 'universal-credit', assessmentDay: 3 }, moneyPence: 35000, nation: 'northern-ireland' });
    expect(await f.cycles.get(two)).toEqual({ schedule: { frequency: 'weekly', anchor: '2026-11-27' }, moneyPence: 7000, nation: 'scotland' });
    await f.cycles.clear(one);
    expect(await f.cycles.get(one)).toBeNull();
    expect(await f.cycles.get(two)).not.toBeNull();
  });
}
