import type { Knex } from 'knex';
import type { Nation } from '@larder/domain/budget/pay-cycle/bank-holidays';
import type { Frequency, PayCycle, PaySchedule } from '@larder/domain/budget/pay-cycle/pay-days';
import type { PayCycleRepository } from '@larder/domain/budget/pay-cycle/ports';

interface Row {
  frequency: Frequency;
  anchor: string | null;
  day: number | null;
  assessment_day: number | null;
  money_pence: number;
  nation: Nation | null;
}

const scheduleOf = (row: Row): PaySchedule => {
  switch (row.frequency) {
    case 'weekly':
    case 'fortnightly':
    case 'four-weekly':
      return { frequency: row.frequency, anchor: row.anchor! };
    case 'monthly':
      return { frequency: 'monthly', day: Number(row.day) };
    case 'last-working-day':
      return { frequency: 'last-working-day' };
    case 'universal-credit':
      return { frequency: 'universal-credit', assessmentDay: Number(row.assessment_day) };
  }
};

/** `household_pay_cycle`: how the household is paid and its food money a period. */
export class KnexPayCycleRepository implements PayCycleRepository {
  constructor(private readonly knex: Knex) {}

  async get(householdId: string): Promise<PayCycle | null> {
    const row = (await this.knex('household_pay_cycle')
      .where({ household_id: householdId })
      // The date as text: no time zone comes between the stored day and the one read back.
      .first('frequency', this.knex.raw(`to_char(anchor, 'YYYY-MM-DD') as anchor`), 'day', 'assessment_day', 'money_pence', 'nation')) as Row | undefined;
    if (!row) return null;
    return { schedule: scheduleOf(row), moneyPence: Number(row.money_pence), nation: row.nation };
  }

  async save(householdId: string, cycle: PayCycle, by: string, at: Date): Promise<void> {
    const s = cycle.schedule;
    await this.knex('household_pay_cycle')
      .insert({
        household_id: householdId,
        frequency: s.frequency,
        anchor: 'anchor' in s ? s.anchor : null,
        day: s.frequency === 'monthly' ? s.day : null,
        assessment_day: s.frequency === 'universal-credit' ? s.assessmentDay : null,
        money_pence: cycle.moneyPence,
        nation: cycle.nation,
        updated_by: by,
        updated_at: at,
      })
      .onConflict('household_id')
      .merge(['frequency', 'anchor', 'day', 'assessment_day', 'money_pence', 'nation', 'updated_by', 'updated_at']);
  }

  async clear(householdId: string): Promise<void> {
    await this.knex('household_pay_cycle').where({ household_id: householdId }).delete();
  }
}
