import { formatPounds } from '../../shared/money';
import { addDaysToDate } from '../weeks';
import type { Nation } from './bank-holidays';
import { type PaySchedule, currentPeriod, daysBetween, payDayName, weeklyBudgetOf } from './pay-days';
import { spreadPeriod } from './spread';

/** What a plan starting on a day may spend, from the household's pay cycle, and the sentence that says why. */
export interface PlanShare {
  readonly pence: number;
  /** "£61.40 of your pay-period money for these 7 days: £142 was left for 13 days until pay day (Friday 12 December)". */
  readonly sentence: string;
}

export interface PlanShareInput {
  readonly schedule: PaySchedule;
  readonly nation: Nation;
  readonly moneyPence: number;
  /** What the household spent in the plan's pay period before the plan's first day (ticks and receipts). */
  readonly spentBeforePence: number;
  /** The least the last week before pay day gets (what still feeds everyone for a week). */
  readonly floorPence: number;
  readonly startDate: string;
  readonly days: number;
}

const pounds = (p: number) => `£${formatPounds(p)}`;

/**
 * A plan's share of the pay cycle's money. What is left of the period when the plan starts (the money less what was
 * spent before it) is spread over the days to pay day, counted back in weeks from pay day with the last week kept at
 * the floor (spread.ts): each plan day before pay day gets its week's share a day. A plan day on or after pay day
 * belongs to the next period and gets that period's weekly money a day (nothing of it is spent yet). So spending that
 * runs ahead lowers the next plan's budget, and the week before pay day is never planned below the floor while the
 * money allows.
 */
export function planShare(input: PlanShareInput): PlanShare {
  const period = currentPeriod(input.schedule, input.nation, input.startDate);
  const left = Math.max(0, input.moneyPence - input.spentBeforePence);
  const toPayDay = daysBetween(input.startDate, period.nextPayDay);
  const weeks = spreadPeriod(left, { start: input.startDate, nextPayDay: period.nextPayDay, days: toPayDay }, input.floorPence);
  let pence = 0;
  for (let d = 0; d < input.days; d++) {
    const date = addDaysToDate(input.startDate, d);
    if (date < period.nextPayDay) {
      const week = weeks.find((w) => w.start <= date && date <= w.end)!;
      pence += week.pence / week.days;
    } else {
      pence += weeklyBudgetOf(input.moneyPence, currentPeriod(input.schedule, input.nation, date)) / 7;
    }
  }
  const share = Math.round(pence);
  const leftDays = `${toPayDay} ${toPayDay === 1 ? 'day' : 'days'} until pay day (${payDayName(period.nextPayDay)})`;
  return {
    pence: share,
    sentence: `${pounds(share)} of your pay-period money for these ${input.days} ${input.days === 1 ? 'day' : 'days'}: ${pounds(left)} was left for ${leftDays}`,
  };
}
