import type { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import type { PlanView } from '@larder/domain/planning/household-planning';
import { formatPounds } from '@larder/domain/shared/money';
import { costToFeedSentence } from '@larder/domain/planning/feeding';
import { feedingLine } from '@larder/domain/planning/feeding-line';
import { keepingNotes } from '@larder/domain/planning/leftover-keeping';
import { planCooking } from '@larder/domain/planning/cooking-cost';
import { tariffSentence } from '@larder/domain/catalogue/cooking-energy';
import { overLimitNote, timeLimitSentence } from '@larder/domain/planning/time-limits';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { dayLabel, planDate, planDays, planStart, weekdayOf } from '@larder/domain/planning/plan-dates';

/** A stored plan as the API shows it: money as decimal strings, items with their ingredients named. */
export function presentMealPlan({ stored, costAtChains, pricesFrom }: PlanView, snapshot: CatalogueSnapshot): TMealPlan {
  const s = stored.summary;
  const names = (recipeId: string) =>
    (snapshot.recipe(recipeId)?.recipe.ingredients ?? []).map((l) => snapshot.ingredient(l.ingredient)?.name ?? l.ingredient).join(', ');
  const keeping = keepingNotes(stored.meals, (id) => snapshot.recipe(id)?.recipe, weekdayOf(planStart(stored)));
  const cooking = planCooking(stored.meals, (id) => snapshot.recipe(id)?.recipe);
  return {
    id: stored.id,
    createdAt: stored.createdAt.toISOString(),
    startDate: planStart(stored),
    dates: planDays(stored).map((d) => ({ day: d.day, date: d.date, label: d.label })),
    totalCost: formatPounds(s.costPence),
    serves: s.householdSize,
    days: s.days,
    chain: s.chain,
    budget: formatPounds(s.budgetPence),
    budgetFrom: stored.request.budgetFrom ?? null,
    withinBudget: s.withinBudget,
    shortfall: formatPounds(s.shortfallPence),
    waste: formatPounds(s.wastePence),
    costAtChains: costAtChains.map((c) => ({ chain: c.chain, totalCost: formatPounds(c.costPence) })),
    cooking: { cost: formatPounds(cooking.totalPence), kwh: cooking.kwh, source: tariffSentence(cooking.tariff) },
    pricesFrom,
    timeLimit: timeLimitSentence(stored.request),
    ...presentFeeding(stored),
    items: stored.meals.map((m, i) => ({
      id: m.id,
      day: m.day,
      dayOfWeek: weekdayOf(planDate(stored, m.day)),
      date: planDate(stored, m.day),
      dayLabel: dayLabel(planDate(stored, m.day)),
      mealType: m.mealType,
      recipeId: m.recipeId,
      recipeName: m.recipeName,
      ingredients: names(m.recipeId),
      cost: formatPounds(m.costPence),
      servings: m.servings,
      portions: m.portions,
      locked: m.locked,
      sides: m.sides.map((side) => ({ kind: side.kind, recipeId: side.recipeId, name: side.name, portions: side.portions })),
      leftoverOf: m.leftoverOf
        ? { ...m.leftoverOf, recipeName: stored.meals.find((o) => o.day === m.leftoverOf!.day && o.mealType === m.leftoverOf!.mealType)?.recipeName ?? m.recipeName }
        : null,
      keeping: keeping[i]!.map((n) => ({ kind: n.kind, text: n.text, forDay: n.forDay })),
      timeNote: overLimitNote(stored.request, m.day, snapshot.recipe(m.recipeId)?.facts.totalMinutes ?? 0),
      cookingCost: formatPounds(Math.round(cooking.perMealPence[i]!)),
    })),
    shopping: s.shopping.map((line) => ({
      ingredient: line.ingredient,
      name: snapshot.ingredient(line.ingredient)?.name ?? line.ingredient,
      aisle: snapshot.ingredient(line.ingredient)?.aisle ?? 'Other',
      grams: line.grams,
      packs: line.packs,
      cost: formatPounds(line.costPence),
      leftoverGrams: line.leftoverGrams,
      perishable: line.perishable,
      week: line.week,
      heldGrams: line.heldGrams ?? 0,
      heldPastBestBefore: line.heldPastBestBefore ?? null,
    })),
    larderNotes: pastBestBeforeNotes(s.shopping, (slug) => snapshot.ingredient(slug)?.name ?? slug),
  };
}

/** Each person's targets and food, the average person's, and what it takes to meet the targets. */
function presentFeeding(stored: PlanView['stored']) {
  const s = stored.summary;
  const f = s.feeding;
  const byPerson = f.nutritionPerPersonPerDay.map((food, i) => {
    const t = f.targetsPerPersonPerDay[i]!;
    const near = (value: number, target: number) => value >= target * 0.99;
    return {
      ...food,
      meets: {
        energy: near(food.minDayEnergyKcal, t.energyKcal * 0.9) && food.energyKcal <= t.energyKcal * 1.2 * 1.01,
        protein: near(food.proteinG, t.proteinG),
        fibre: near(food.fibreG, t.fibreG),
        salt: food.saltG <= t.saltMaxG * 1.01,
        fruitVeg: near(food.fruitVegPortions, t.fruitVegPortions),
      },
    };
  });
  const mean = (pick: (p: (typeof byPerson)[number]) => number) => (byPerson.length ? Math.round((byPerson.reduce((sum, p) => sum + pick(p), 0) / byPerson.length) * 10) / 10 : 0);
  const cost = f.costToMeetTargetsPence;
  return {
    nutritionPerPersonPerDay: { ...s.nutritionPerPersonPerDay, salt: mean((p) => p.saltG), fruitVegPortions: mean((p) => p.fruitVegPortions), byPerson },
    targetsPerPersonPerDay: f.targetsPerPersonPerDay.map((t) => ({
      ageBand: t.member?.ageBand ?? null,
      sex: t.member?.sex ?? null,
      energyKcal: t.energyKcal,
      proteinG: t.proteinG,
      fibreG: t.fibreG,
      saltMaxG: t.saltMaxG,
      fruitVegPortions: t.fruitVegPortions,
    })),
    meetsTargets: f.meetsTargets,
    shortfalls: [...f.shortfalls],
    costToMeetTargets: cost === null ? null : formatPounds(cost),
    costToMeetTargetsMessage: cost === null || cost <= s.budgetPence ? null : costToFeedSentence(s.householdSize, s.days, cost, s.budgetPence),
    feedingLine: feedingLine({
      people: byPerson.map((food, i) => ({ ageBand: f.targetsPerPersonPerDay[i]!.member?.ageBand ?? null, targetKcal: f.targetsPerPersonPerDay[i]!.energyKcal, kcal: food.energyKcal, meets: food.meets })),
      costToMeetTargetsPence: cost,
      budgetPence: s.budgetPence,
      days: s.days,
    }),
  };
}

/** "Uses your basmati rice past its best-before (12 Nov): still good, look and smell it first", one per ingredient. */
function pastBestBeforeNotes(shopping: PlanView['stored']['summary']['shopping'], name: (slug: string) => string): string[] {
  const dates = new Map<string, string>();
  for (const line of shopping) if (line.heldPastBestBefore && !(dates.get(line.ingredient)! <= line.heldPastBestBefore)) dates.set(line.ingredient, line.heldPastBestBefore);
  return [...dates].map(([slug, date]) => `Uses your ${name(slug).toLowerCase()} past its best-before (${shortDate(date)}): usually still good, look and smell it first`);
}

const shortDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
