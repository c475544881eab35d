import type { UserRepository } from '../../accounts/ports';
import { minimumBudgetFor } from '../../accounts/profile-rules';
import type { Clock } from '../../shared/clock';
import { type DomainError, fail } from '../../shared/errors';
import { formatPounds } from '../../shared/money';
import { type Result, ok } from '../../shared/result';
import type { ShoppingListRepository } from '../../shopping/ports';
import type { ReceiptRepository } from '../receipts';
import { londonDate } from '../track-budget/budget-tracker.use-case';
import { addDaysToDate } from '../weeks';
import { type Nation, nationOfPostcode } from './bank-holidays';
import { type PayCycle, type PayPeriod, currentPeriod, daysBetween, payDayName, readPayCycle, weeklyBudgetOf } from './pay-days';

export { payDayName } from './pay-days';
import type { PayCycleRepository } from './ports';
import { type PeriodWeek, spreadPeriod } from './spread';
import { type PlanShare, planShare } from './plan-budget';

export interface PeriodStatus extends PayPeriod {
  readonly today: string;
  /** Days from today until pay day (pay day itself not counted). */
  readonly daysLeft: number;
  readonly moneyPence: number;
  /** The budget tracker's spend (ticked list items and receipts) dated in the period. */
  readonly spentPence: number;
  /** Money minus spend; negative when the period is overspent. */
  readonly leftPence: number;
  /** The period's money as 7 days' worth. */
  readonly weeklyBudgetPence: number;
  /** This week's share, from the spread (the week holding today). */
  readonly thisWeekPence: number;
  /** The least the last week before pay day gets: £38.60 a person (the profile's suggested minimum). */
  readonly floorPence: number;
  readonly weeks: readonly (PeriodWeek & { readonly spentPence: number })[];
  /** The shares of the weeks begun so far (this week's in full: its shop is usually done at its start). */
  readonly allowedSoFarPence: number;
  /** Spent no more than the weeks begun so far allow. */
  readonly onTrack: boolean;
  /** "On track: £58.00 spent of the £120.40 for the weeks so far." or how far ahead the spending is. */
  readonly trackNote: string;
  /** "£142 left for 13 days until pay day (Friday 12 December)". */
  readonly message: string;
}

export interface PayCycleView {
  readonly cycle: PayCycle | null;
  /** The nation whose bank holidays move the pay day, and where it came from. */
  readonly nation: Nation;
  readonly nationFrom: 'set' | 'postcode' | 'default';
  readonly period: PeriodStatus | null;
}

/** £142 for whole pounds, £141.63 otherwise. */
const pounds = (p: number) => `£${p % 100 === 0 ? String(p / 100) : formatPounds(p)}`;

export function periodMessage(leftPence: number, daysLeft: number, nextPayDay: string): string {
  const days = `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} until pay day (${payDayName(nextPayDay)})`;
  return leftPence >= 0 ? `${pounds(leftPence)} left for ${days}` : `${pounds(-leftPence)} over this period, with ${days}`;
}

/** Whether the period's spending keeps to the weeks begun so far, said as the tracker shows it. */
export function trackNote(spentPence: number, allowedPence: number, lastWeekPence: number): string {
  if (spentPence <= allowedPence) return `On track: £${formatPounds(spentPence)} spent of the £${formatPounds(allowedPence)} for the weeks so far.`;
  return `£${formatPounds(spentPence - allowedPence)} ahead of the weeks so far (£${formatPounds(spentPence)} spent of £${formatPounds(allowedPence)}): the next plans get less, and the week before pay day keeps £${formatPounds(lastWeekPence)}.`;
}

const ORDINAL = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
/** "paid monthly on the 12th, £400.00 a period", for the household's activity. */
export function describePayCycle(cycle: PayCycle): string {
  const s = cycle.schedule;
  const how =
    s.frequency === 'monthly'
      ? `monthly on the ${ORDINAL(s.day)}`
      : s.frequency === 'last-working-day'
        ? 'on the last working day of the month'
        : s.frequency === 'universal-credit'
          ? `Universal Credit, assessment periods from the ${ORDINAL(s.assessmentDay)}`
          : `${s.frequency} from ${s.anchor}`;
  return `paid ${how}, £${formatPounds(cycle.moneyPence)} a period`;
}

/** Whose bank holidays move the pay day: the one set, else the postcode's nation, else England and Wales. */
function nationOf(postcode: string | null | undefined, cycle: PayCycle | null): { nation: Nation; nationFrom: PayCycleView['nationFrom'] } {
  const outward = postcode?.trim().split(/\s+/)[0] ?? null;
  const nation = cycle?.nation ?? (outward ? nationOfPostcode(outward) : 'england-and-wales');
  return { nation, nationFrom: cycle?.nation ? 'set' : outward ? 'postcode' : 'default' };
}

/** The household's pay cycle: kept, read back with the current period, what is spent and left. */
export class PayCycleBudget {
  constructor(
    private readonly cycles: PayCycleRepository,
    private readonly users: UserRepository,
    private readonly lists: Pick<ShoppingListRepository, 'listForUser'>,
    private readonly receipts: ReceiptRepository,
    private readonly clock: Clock,
  ) {}

  async view(householdId: string): Promise<Result<PayCycleView, DomainError>> {
    const owner = await this.users.findById(householdId);
    if (!owner) return fail('ACCOUNT.NOT_FOUND', 'Account not found');
    const cycle = await this.cycles.get(householdId);
    const { nation, nationFrom } = nationOf(owner.profile.postcode, cycle);
    if (!cycle) return ok({ cycle, nation, nationFrom, period: null });
    const today = londonDate(this.clock.now());
    const period = currentPeriod(cycle.schedule, nation, today);
    const floor = minimumBudgetFor(owner.profile.householdSize ?? 1);
    const spends = await this.spends(householdId);
    const between = (first: string, last: string) => spends.filter((s) => s.date >= first && s.date <= last).reduce((sum, s) => sum + s.pence, 0);
    const weeks = spreadPeriod(cycle.moneyPence, period, floor).map((w) => ({ ...w, spentPence: between(w.start, w.end) }));
    const spent = between(period.start, addDaysToDate(period.nextPayDay, -1));
    const allowed = weeks.filter((w) => w.start <= today).reduce((sum, w) => sum + w.pence, 0);
    const daysLeft = daysBetween(today, period.nextPayDay);
    const left = cycle.moneyPence - spent;
    return ok({
      cycle,
      nation,
      nationFrom,
      period: {
        ...period,
        today,
        daysLeft,
        moneyPence: cycle.moneyPence,
        spentPence: spent,
        leftPence: left,
        weeklyBudgetPence: weeklyBudgetOf(cycle.moneyPence, period),
        thisWeekPence: weeks.find((w) => w.start <= today && today <= w.end)!.pence,
        floorPence: floor,
        weeks,
        allowedSoFarPence: allowed,
        onTrack: spent <= allowed,
        trackNote: trackNote(spent, allowed, weeks.at(-1)!.pence),
        message: periodMessage(left, daysLeft, period.nextPayDay),
      },
    });
  }

  /**
   * A new plan's budget from the pay cycle (plan-budget.ts): its share of what is left of the period when it starts,
   * the last week before pay day protected. Null without a pay cycle (the profile's weekly budget is used).
   */
  async planBudget(householdId: string, startDate: string, days: number): Promise<PlanShare | null> {
    const cycle = await this.cycles.get(householdId);
    const owner = cycle ? await this.users.findById(householdId) : null;
    if (!cycle || !owner) return null;
    const { nation } = nationOf(owner.profile.postcode, cycle);
    const period = currentPeriod(cycle.schedule, nation, startDate);
    const spent = await this.spentBetween(householdId, period.start, addDaysToDate(startDate, -1));
    const floorPence = minimumBudgetFor(owner.profile.householdSize ?? 1);
    return planShare({ schedule: cycle.schedule, nation, moneyPence: cycle.moneyPence, spentBeforePence: spent, floorPence, startDate, days });
  }

  async change(householdId: string, input: Parameters<typeof readPayCycle>[0], actorId: string): Promise<Result<PayCycleView, DomainError>> {
    const cycle = readPayCycle(input);
    if (!cycle.ok) return cycle;
    await this.cycles.save(householdId, cycle.value, actorId, this.clock.now());
    return this.view(householdId);
  }

  async remove(householdId: string): Promise<Result<PayCycleView, DomainError>> {
    await this.cycles.clear(householdId);
    return this.view(householdId);
  }

  /** As the budget tracker counts: list items ticked (on the day ticked, UK time) and receipts (on their date). */
  private async spends(householdId: string): Promise<Array<{ date: string; pence: number }>> {
    const [lists, receipts] = await Promise.all([this.lists.listForUser(householdId), this.receipts.listForUser(householdId)]);
    const ticked = lists.flatMap((list) => list.items.filter((i) => i.isChecked).map((i) => ({ date: londonDate(i.checkedChangedAt ?? list.createdAt), pence: i.pricePence })));
    return [...ticked, ...receipts.map((r) => ({ date: r.date, pence: r.amountPence }))];
  }

  private async spentBetween(householdId: string, first: string, last: string): Promise<number> {
    return (await this.spends(householdId)).filter((s) => s.date >= first && s.date <= last).reduce((sum, s) => sum + s.pence, 0);
  }
}
