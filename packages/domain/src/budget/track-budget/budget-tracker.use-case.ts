import type { UserRepository } from '../../accounts/ports';
import { householdSaving } from '../saving';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { canonicalChain } from '../../catalogue/import/import-prices.use-case';
import type { MealPlanRepository, StoredPlan } from '../../planning/ports';
import type { Clock } from '../../shared/clock';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { formatPounds, parsePounds } from '../../shared/money';
import { type Result, ok } from '../../shared/result';
import type { ShoppingListRepository } from '../../shopping/ports';
import { packLines, type ShoppingList } from '../../shopping/shopping-list';
import type { CompareChains } from '../../shopping/compare-chains/compare-chains.use-case';
import { MAX_RECEIPT_PENCE, RECEIPT_MAX_AGE_DAYS, type Receipt, type ReceiptRepository } from '../receipts';
import { addDaysToDate, isCalendarDate, weekStartOf, weeksBetween } from '../weeks';
import { planDayOn, planStart } from '../../planning/plan-dates';

/** Weeks shown at most: the current one and the eleven before it. */
export const TRACKED_WEEKS = 12;
/** The current week warns when its spend reaches this share of the budget. */
export const NEARLY_AT_BUDGET = 0.9;
/** The name under which hand-entered receipts appear among the aisle categories (they are not itemised). */
export const RECEIPTS_CATEGORY = 'Receipts (not itemised)';

export interface BudgetWeek {
  /** Monday, YYYY-MM-DD. */
  readonly weekStart: string;
  readonly budgetPence: number | null;
  /** The week's share of the plan that covered it (a 14-day plan counts half in each week). */
  readonly plannedPence: number | null;
  /** Prices of the list items ticked off during the week. */
  readonly listSpendPence: number;
  readonly receiptPence: number;
  readonly actualPence: number;
  /** Actual minus budget: positive is over budget. Null without a budget. */
  readonly differencePence: number | null;
  readonly status: 'over' | 'under' | 'on-budget' | 'no-spend';
}

export interface BudgetAlert {
  readonly kind: 'over-budget' | 'nearly-at-budget' | 'plan-over-budget';
  readonly weekStart: string;
  readonly amountPence: number;
  readonly message: string;
}

export interface BudgetOverview {
  readonly weeklyBudgetPence: number | null;
  readonly householdSize: number | null;
  /** False when there is no plan, list tick or receipt yet: the screen says what to do first. */
  readonly hasData: boolean;
  readonly currentWeek: BudgetWeek;
  /** Oldest first, from the first week with any activity (at most TRACKED_WEEKS). */
  readonly weeks: readonly BudgetWeek[];
  readonly totals: { readonly spentPence: number; readonly budgetPence: number | null; readonly weeksOver: number; readonly weeksUnder: number };
  readonly categories: ReadonlyArray<{ readonly category: string; readonly pence: number; readonly share: number }>;
  readonly alerts: readonly BudgetAlert[];
  readonly insights: {
    readonly cheapestChain: { readonly listId: number; readonly listChain: string; readonly chain: string; readonly totalPence: number; readonly savingPence: number; readonly reachNote: string | null } | null;
    readonly ukAverage: { readonly weeklyPence: number; readonly weeksCounted: number; readonly spentPence: number; readonly savedPence: number; readonly plannedWeeklyPence: number | null; readonly perWeekPence: number; readonly yearlyPence: number | null } | null;
    readonly wasteAvoided: { readonly planId: string; readonly chain: string; readonly separateWastePence: number; readonly planWastePence: number; readonly avoidedPence: number; readonly packsSaved: number } | null;
  };
  readonly receipts: readonly Receipt[];
}

const gbp = (p: number) => `£${formatPounds(p)}`;
const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${d} ${months[m! - 1]} ${y}`;
};

/**
 * The budget tracker on the household's own figures: the weekly budget, what each week's plan costs,
 * what was actually spent (items ticked off on lists, plus receipts entered by hand), over- and
 * under-spend by week, spend by aisle, alerts and insights. Nothing here is sample data: with no
 * plan, tick or receipt yet, `hasData` is false and the figures are zero.
 */
export class BudgetTracker {
  constructor(
    private readonly users: UserRepository,
    private readonly plans: MealPlanRepository,
    private readonly lists: ShoppingListRepository,
    private readonly receipts: ReceiptRepository,
    private readonly catalogue: CatalogueCache,
    private readonly shoppingLists: Pick<CompareChains, 'compare'>,
    private readonly clock: Clock,
    /** Plans at today's prices (a receipt since the plan changes its cost as it changes its list's): one figure everywhere. */
    private readonly pricing: { repriced(userId: string, plans: readonly StoredPlan[]): Promise<StoredPlan[]> } | null = null,
  ) {}

  async overview(userId: string): Promise<Result<BudgetOverview, DomainError>> {
    const user = await this.users.findById(userId);
    if (!user) return fail('ACCOUNT.NOT_FOUND', 'Account not found');
    const budget = user.profile.weeklyBudget;
    const people = user.profile.householdSize;
    const now = this.clock.now();
    const [stored, lists, receipts] = await Promise.all([this.plans.listForUser(userId, 60), this.lists.listForUser(userId), this.receipts.listForUser(userId)]);
    const plans = this.pricing ? await this.pricing.repriced(userId, stored) : stored;

    const current = weekStartOf(londonDate(now));
    const earliestAllowed = addDaysToDate(current, -7 * (TRACKED_WEEKS - 1));
    const ticks = lists.flatMap((list) => list.items.filter((i) => i.isChecked).map((i) => ({ item: i, week: weekStartOf(londonDate(i.checkedChangedAt ?? list.createdAt)) })));
    // A plan counts in the weeks of its own dates (plan-dates.ts); one for a week still to come shows from now.
    const activity = [...plans.map((p) => [weekStartOf(planStart(p)), current].sort()[0]!), ...ticks.map((t) => t.week), ...receipts.map((r) => weekStartOf(r.date))].filter((w) => w <= current);
    const hasData = activity.length > 0;
    const first = activity.reduce((a, b) => (a < b ? a : b), current);
    const weekStarts = weeksBetween(first < earliestAllowed ? earliestAllowed : first, current);
    const shown = new Set(weekStarts);

    const weeks: BudgetWeek[] = weekStarts.map((weekStart) => {
      const listSpend = ticks.filter((t) => t.week === weekStart).reduce((s, t) => s + t.item.pricePence, 0);
      const receiptSpend = receipts.filter((r) => weekStartOf(r.date) === weekStart).reduce((s, r) => s + r.amountPence, 0);
      const actual = listSpend + receiptSpend;
      const planned = plannedFor(plans, weekStart);
      const difference = budget === null ? null : actual - budget;
      const status = actual === 0 ? 'no-spend' : difference === null || difference === 0 ? 'on-budget' : difference > 0 ? 'over' : 'under';
      return { weekStart, budgetPence: budget, plannedPence: planned, listSpendPence: listSpend, receiptPence: receiptSpend, actualPence: actual, differencePence: difference, status };
    });
    const currentWeek = weeks[weeks.length - 1]!;

    // Spend by aisle over the weeks shown; receipts are not itemised and show as one line.
    const byCategory = new Map<string, number>();
    for (const t of ticks) if (shown.has(t.week)) byCategory.set(t.item.category, (byCategory.get(t.item.category) ?? 0) + t.item.pricePence);
    const receiptTotal = receipts.filter((r) => shown.has(weekStartOf(r.date))).reduce((s, r) => s + r.amountPence, 0);
    if (receiptTotal > 0) byCategory.set(RECEIPTS_CATEGORY, receiptTotal);
    const categoryTotal = [...byCategory.values()].reduce((a, b) => a + b, 0);
    const categories = [...byCategory]
      .map(([category, p]) => ({ category, pence: p, share: categoryTotal ? p / categoryTotal : 0 }))
      .sort((a, b) => b.pence - a.pence || a.category.localeCompare(b.category));

    const alerts: BudgetAlert[] = [];
    if (budget !== null) {
      for (const w of [...weeks].reverse()) {
        if (w.differencePence !== null && w.differencePence > 0) {
          alerts.push({ kind: 'over-budget', weekStart: w.weekStart, amountPence: w.differencePence, message: `Week of ${longDate(w.weekStart)}: ${gbp(w.differencePence)} over your ${gbp(budget)} budget (spent ${gbp(w.actualPence)}).` });
        }
      }
      if (currentWeek.actualPence <= budget && currentWeek.actualPence >= budget * NEARLY_AT_BUDGET && currentWeek.actualPence > 0) {
        alerts.unshift({ kind: 'nearly-at-budget', weekStart: current, amountPence: budget - currentWeek.actualPence, message: `This week you have ${gbp(budget - currentWeek.actualPence)} left of your ${gbp(budget)} budget.` });
      }
      const latest = plans[0];
      if (latest && currentWeek.plannedPence !== null && currentWeek.plannedPence > budget) {
        alerts.unshift({
          kind: 'plan-over-budget',
          weekStart: current,
          amountPence: currentWeek.plannedPence - budget,
          message: `This week's plan costs ${gbp(currentWeek.plannedPence)}, ${gbp(currentWeek.plannedPence - budget)} over your budget. Try a cheaper chain or swap a meal.`,
        });
      }
    }

    const totals = {
      spentPence: weeks.reduce((s, w) => s + w.actualPence, 0),
      budgetPence: budget === null ? null : budget * weeks.length,
      weeksOver: weeks.filter((w) => w.status === 'over').length,
      weeksUnder: weeks.filter((w) => w.status === 'under').length,
    };

    // The one definition of a saving (saving.ts): finished weeks with spending, against the survey's average.
    const ukAverage =
      people === null
        ? null
        : (() => {
            const saving = householdSaving(people, weeks, londonDate(now));
            return { weeklyPence: saving.averageWeeklyPence, weeksCounted: saving.weeksCounted, spentPence: saving.spentPence, savedPence: saving.savedPence, plannedWeeklyPence: currentWeek.plannedPence, perWeekPence: saving.perWeekPence, yearlyPence: saving.yearlyPence };
          })();

    return ok({
      weeklyBudgetPence: budget,
      householdSize: people,
      hasData,
      currentWeek,
      weeks,
      totals,
      categories,
      alerts,
      insights: { cheapestChain: await this.cheapestChain(userId, lists[0]), ukAverage, wasteAvoided: await this.wasteAvoided(plans[0]) },
      receipts,
    });
  }

  async addReceipt(userId: string, input: { date?: unknown; chain?: unknown; amount?: unknown }, actorId: string = userId): Promise<Result<Receipt, DomainError>> {
    // The household's own calendar day: a shop at 00:30 in a British summer is already "today" in London.
    const today = londonDate(this.clock.now());
    const date = typeof input.date === 'string' ? input.date.trim() : '';
    if (!isCalendarDate(date)) return invalid('date', 'Enter the date of the shop as YYYY-MM-DD');
    if (date > today) return invalid('date', 'The date of the shop cannot be in the future');
    if (date < addDaysToDate(today, -RECEIPT_MAX_AGE_DAYS)) return invalid('date', 'Receipts can go back one year at most');
    const rawChain = typeof input.chain === 'string' ? input.chain.trim().replace(/\s+/g, ' ') : '';
    if (!rawChain) return invalid('chain', 'Choose the supermarket');
    if (rawChain.length > 40) return invalid('chain', 'The supermarket name can be at most 40 characters');
    // A shop's name has a letter in it and is not what a broken form sends ("NaN", "undefined").
    if (!/\p{L}/u.test(rawChain) || /^(nan|infinity|-infinity|undefined|null)$/i.test(rawChain)) return invalid('chain', 'Enter the name of the shop');
    const known = (await this.catalogue.current()).chains;
    const canonical = canonicalChain(rawChain) ?? rawChain;
    const chain = known.find((c) => c.toLowerCase() === canonical.toLowerCase()) ?? canonical;
    const amount = typeof input.amount === 'string' || typeof input.amount === 'number' ? parsePounds(input.amount) : null;
    if (amount === null) return invalid('amount', 'Enter the amount in pounds, like 23.45');
    if (amount <= 0) return invalid('amount', 'The amount must be more than £0.00');
    if (amount > MAX_RECEIPT_PENCE) return invalid('amount', `The amount can be at most ${gbp(MAX_RECEIPT_PENCE)}`);
    return ok(await this.receipts.create({ userId, date, chain, amountPence: amount, createdAt: this.clock.now(), addedById: actorId }));
  }

  async deleteReceipt(userId: string, id: number): Promise<Result<void, DomainError>> {
    return (await this.receipts.delete(userId, id)) ? ok(undefined) : fail('RECEIPT.NOT_FOUND', 'Receipt not found');
  }

  /** The newest list priced at every chain within reach: the cheapest that sells everything. */
  private async cheapestChain(userId: string, list: ShoppingList | undefined): Promise<BudgetOverview['insights']['cheapestChain']> {
    if (!list || !list.items.length) return null;
    const compared = await this.shoppingLists.compare(userId, list.id);
    if (!compared.ok) return null;
    const complete = compared.value.comparisons.filter((c) => c.missing.length === 0);
    const best = complete[0];
    if (!best) return null;
    const listTotal = compared.value.comparisons.find((c) => c.chain === list.supermarket)?.totalPence ?? list.totalCostPence;
    return { listId: list.id, listChain: list.supermarket, chain: best.chain, totalPence: best.totalPence, savingPence: Math.max(0, listTotal - best.totalPence), reachNote: compared.value.reachNote };
  }

  /**
   * Waste avoided by planning the week as one basket: the perishable remainders if each meal were
   * bought on its own, in whole packs at the same chain, against the plan's own remainders.
   */
  private async wasteAvoided(plan: StoredPlan | undefined): Promise<BudgetOverview['insights']['wasteAvoided']> {
    if (!plan || !plan.meals.length) return null;
    const snapshot = await this.catalogue.current();
    const chain = plan.summary.chain;
    let separateWaste = 0;
    let separatePacks = 0;
    for (const meal of plan.meals) {
      const view = snapshot.recipe(meal.recipeId);
      if (!view) continue;
      const needed = new Map<string, number>();
      const factor = meal.servings / view.recipe.serves;
      view.recipe.ingredients.forEach((line, k) => needed.set(line.ingredient, (needed.get(line.ingredient) ?? 0) + view.facts.gramsPerLine[k]! * factor));
      for (const line of packLines(needed, snapshot, chain).lines) {
        separatePacks += line.quantity;
        if (line.perishable && line.packGrams > 0) separateWaste += (line.pricePence * line.leftoverGrams) / (line.quantity * line.packGrams);
      }
    }
    const planPacks = plan.summary.shopping.reduce((s, l) => s + l.packs, 0);
    const separate = Math.round(separateWaste);
    return {
      planId: plan.id,
      chain,
      separateWastePence: separate,
      planWastePence: plan.summary.wastePence,
      avoidedPence: Math.max(0, separate - plan.summary.wastePence),
      packsSaved: Math.max(0, separatePacks - planPacks),
    };
  }
}

const LONDON = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
/** YYYY-MM-DD in the UK. */
export const londonDate = (at: Date): string => LONDON.format(at);

/**
 * The week's planned spend: for each of its dates, the day's share of the newest plan whose dates (plan-dates.ts)
 * cover it; a plan made on Saturday for next week counts in next week. Null when no plan covers any day of it.
 */
function plannedFor(plans: readonly StoredPlan[], weekStart: string): number | null {
  let pence = 0;
  let covered = false;
  // Where two plans cover a day, the newest is the household's plan for it (it replaced the other and its list).
  const newestFirst = [...plans].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (let d = 0; d < 7; d += 1) {
    const date = addDaysToDate(weekStart, d);
    const plan = newestFirst.find((p) => {
      const day = planDayOn(p, date);
      return day >= 0 && day < p.summary.days;
    });
    if (!plan) continue;
    covered = true;
    pence += plan.summary.costPence / plan.summary.days;
  }
  return covered ? Math.round(pence) : null;
}
