import type { PayCycleView } from '@larder/domain/budget/pay-cycle/pay-cycle.use-case';
import { formatPounds } from '@larder/domain/shared/money';
import type { TPayCycle } from '@larder/contract/pay-cycle';

/** The pay cycle and the current period, amounts as decimal strings. */
export function presentPayCycle(view: PayCycleView): TPayCycle {
  const c = view.cycle;
  const s = c?.schedule;
  const p = view.period;
  return {
    cycle:
      c && s
        ? {
            frequency: s.frequency,
            anchor: 'anchor' in s ? s.anchor : null,
            day: s.frequency === 'monthly' ? s.day : null,
            assessmentDay: s.frequency === 'universal-credit' ? s.assessmentDay : null,
            money: formatPounds(c.moneyPence),
            nation: c.nation,
          }
        : null,
    nation: view.nation,
    nationFrom: view.nationFrom,
    period: p
      ? {
          start: p.start,
          nextPayDay: p.nextPayDay,
          days: p.days,
          today: p.today,
          daysLeft: p.daysLeft,
          money: formatPounds(p.moneyPence),
          spent: formatPounds(p.spentPence),
          left: formatPounds(p.leftPence),
          weeklyBudget: formatPounds(p.weeklyBudgetPence),
          thisWeek: formatPounds(p.thisWeekPence),
          floor: formatPounds(p.floorPence),
          weeks: p.weeks.map((w) => ({ start: w.start, end: w.end, days: w.days, amount: formatPounds(w.pence), spent: formatPounds(w.spentPence), protected: w.protected })),
          onTrack: p.onTrack,
          trackNote: p.trackNote,
          message: p.message,
        }
      : null,
  };
}
