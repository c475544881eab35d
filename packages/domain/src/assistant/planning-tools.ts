// long-file: the chat assistant's planning tools are one class on purpose: every tool the chat calls (make, revise, use up, remember what the family won't eat, find and search recipes) shares the household's request building and the plan's list following it; revisePlan alone is 140 lines of the chat's edit rules.
import type { UserRepository } from '../accounts/ports';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { Ingredient } from '../catalogue/ingredient';
import type { MealType } from '../catalogue/recipe';
import type { CatalogueSnapshot, RecipeView } from '../catalogue/snapshot';
import type { PlanView } from '../planning/household-planning';
import type { PlanningUseCases } from '../planning/planning-use-cases';
import { type LockedMeal, PLAN_MEAL_TYPES, type PlanRequest, householdAvoids } from '../planning/plan-request';
import { avoidLabel, resolveAvoid } from '../planning/avoids';
import { type MealPlan, eligibleRecipes } from '../planning/planner';
import type { ListFromPlan } from '../shopping/list-from-plan/list-from-plan.use-case';
import type { ReadShoppingLists } from '../shopping/read-lists/read-lists.use-case';
import type { ShoppingList } from '../shopping/shopping-list';
import { type DomainError, fail } from '../shared/errors';
import { type Result, ok } from '../shared/result';
import { parsePounds } from '../shared/money';
import { COMPLEXITY_MINUTES, type ChatPreferences, cuisineLabel, dietLabel, plannerMealType } from './chat-preferences';
import { DAY_NAMES, type PlanChange, type PlanningConstraints } from './constraints';
import type { ChatPreferencesRepository } from './ports';
import { chooseUseUpMeals } from './use-up-edit';
import { cheaperTrade } from './cheaper-trade';
import { changedAnything, describeChange as describeListChange } from '../shopping/keep-in-step/reconcile-list';
import { formatPounds } from '../shared/money';
import { type BuiltRequest, type HouseholdDefaults, type Missing, type PlanMealSummary, type PlanOutcome, type PlanSummary, slotLabel, summarisePlan } from './plan-summary';
import { allergyLabel, escapeRegExp, findRecipe, ingredientsFor, substitutesFor, recipesWith, union, useUpPick, withMoreProtein } from './recipe-choice';

const pounds = (pence: number) => `£${formatPounds(pence)}`;

/**
 * The planner, the recipe library and the shopping list, as the assistants use them. Every figure an
 * assistant states comes from here; nothing is made up.
 */
export class PlanningTools {
  constructor(
    private readonly users: UserRepository,
    private readonly preferences: ChatPreferencesRepository,
    private readonly plans: Pick<PlanningUseCases, 'settings' | 'makePlan' | 'readPlans' | 'lockMeal' | 'swapMeal' | 'replan'>,
    private readonly listFromPlan: ListFromPlan,
    private readonly readLists: ReadShoppingLists,
    private readonly catalogue: CatalogueCache,
  ) {}

  snapshot(): Promise<CatalogueSnapshot> {
    return this.catalogue.current();
  }

  async defaults(userId: string): Promise<HouseholdDefaults> {
    const [user, prefs, settings] = await Promise.all([this.users.findById(userId), this.preferences.get(userId), this.plans.settings.getSettings(userId)]);
    const profile = user?.profile;
    const p: ChatPreferences | null = prefs;
    const prefAllergies = p?.allergies ?? [];
    return {
      people: p?.servingSize ?? profile?.householdSize ?? null,
      weeklyBudgetPence: p && parsePounds(p.totalBudget) !== null ? Math.round((parsePounds(p.totalBudget)! * 7) / p.planDuration) : (profile?.weeklyBudget ?? null),
      days: p?.planDuration ?? settings.planDuration,
      mealTypes: p ? p.mealTypes.map(plannerMealType) : PLAN_MEAL_TYPES,
      skill: p?.cookingAbility ?? profile?.cookingSkill ?? 'beginner',
      maxMinutes: p ? COMPLEXITY_MINUTES[p.mealComplexity] : null,
      diets: union(p?.dietaryRestrictions.map(dietLabel), profile?.dietaryRestrictions, profile?.dietaryPreferences),
      allergies: union(prefAllergies.map(allergyLabel).filter((a): a is string => !!a), profile?.allergies, profile?.members?.flatMap((m) => m.allergies ?? [])),
      avoidFoods: prefAllergies.filter((a) => !allergyLabel(a)).map((a) => a.toLowerCase()),
      avoids: profile ? householdAvoids(profile) : [],
      cuisines: p?.cuisinePreferences.length ? p.cuisinePreferences.map(cuisineLabel) : [...(profile?.cuisinePreferences ?? [])],
    };
  }

  /** The planner request the household's words make, with what is still needed to make it. */
  async buildRequest(userId: string, constraints: PlanningConstraints, changes: readonly PlanChange[] = [], lockedSlots: readonly LockedMeal[] = []): Promise<BuiltRequest> {
    const d = await this.defaults(userId);
    const snapshot = await this.snapshot();
    const notes: string[] = [];
    const people = constraints.people ?? d.people;
    const days = constraints.days ?? d.days;
    let weekly: number | null = d.weeklyBudgetPence;
    if (constraints.budget) {
      const { pence, per } = constraints.budget;
      const size = people ?? 1;
      weekly = per === 'week' ? pence : per === 'day' ? pence * 7 : per === 'person' ? pence * size : Math.round((pence * 7) / days);
    }
    const missing: Missing[] = [];
    if (people === null) missing.push('people');
    if (weekly === null) missing.push('budget');
    const exclude = new Set<string>();
    const avoids = new Set<string>(d.avoids ?? []);
    for (const word of union(constraints.exclude, d.avoidFoods)) {
      // A food the profile can keep ("pork", "mushrooms", "bacon") is left out line by line, by its group.
      const key = resolveAvoid(word);
      if (key) {
        avoids.add(key);
        continue;
      }
      const recipes = recipesWith(snapshot, word);
      if (!recipes) notes.push(`I don't know "${word}" as an ingredient in our catalogue, so I couldn't leave it out.`);
      else recipes.forEach((v) => exclude.add(v.recipe.id));
    }
    const base: Omit<PlanRequest, 'chain' | 'seed'> = {
      householdSize: people ?? 1,
      weeklyBudgetPence: weekly ?? 0,
      skill: constraints.skill ?? d.skill,
      diets: union(d.diets, constraints.diets),
      allergies: union(d.allergies, constraints.allergies),
      cuisines: constraints.cuisines ? [...constraints.cuisines] : [...d.cuisines],
      mealTypes: constraints.mealTypes ? [...constraints.mealTypes] : [...d.mealTypes],
      days,
      ...(constraints.maxMinutes ?? d.maxMinutes ? { maxMinutes: (constraints.maxMinutes ?? d.maxMinutes)! } : {}),
      excludeRecipeIds: [...exclude],
      ...(avoids.size ? { avoids: [...avoids] } : {}),
    };
    let request = base;
    if (constraints.moreProtein || changes.some((c) => c.kind === 'more-protein')) request = withMoreProtein(snapshot, request);
    const locked: LockedMeal[] = [];
    for (const word of constraints.useUp ?? []) {
      const pick = useUpPick(snapshot, request, word, [...lockedSlots, ...locked]);
      if (pick === 'unknown') notes.push(`I don't know "${word}" as an ingredient in our catalogue, so I couldn't plan around it.`);
      else if (pick === null) notes.push(`No recipe in our library that fits your other rules uses ${word}, so I couldn't use it up.`);
      else locked.push(pick);
    }
    if (locked.length) request = { ...request, locked };
    return { request, notes, missing };
  }

  /** A new plan from the household's words. */
  async makePlan(
    userId: string,
    constraints: PlanningConstraints,
    changes: readonly PlanChange[] = [],
    /** Called once the request is complete, just before the planner runs (an assistant says what it is doing). */
    planning: (request: Omit<PlanRequest, 'chain' | 'seed'>) => void = () => undefined,
  ): Promise<Result<PlanOutcome, DomainError> | { missing: readonly Missing[] }> {
    const built = await this.buildRequest(userId, constraints, changes);
    if (built.missing.length) return { missing: built.missing };
    const stored = await this.rememberAvoids(userId, constraints.exclude ?? []);
    planning(built.request);
    const made = await this.plans.makePlan.generateFrom(userId, built.request);
    if (!made.ok) return made;
    const planId = made.value.stored.id;
    let view = await this.lockUseUp(userId, made.value, built.request.locked ?? []);
    let kept: PlanningConstraints = changes.some((c) => c.kind === 'more-protein') ? { ...constraints, moreProtein: true } : constraints;
    const notes = [...(stored ? [stored] : []), ...built.notes, ...this.useUpNotes(summarisePlan(view), built.request.locked ?? [])];
    // A first message that asks for a change ("make it cheaper", "no fish on Friday") applies it to the plan it makes.
    const asked = changes.filter((c) => c.kind === 'cheaper' || c.kind === 'exclude-on-day');
    if (asked.length) {
      const first = summarisePlan(view);
      const revised = await this.revisePlan(userId, planId, kept, {}, asked);
      if (!revised.ok) return revised;
      kept = revised.value.constraints;
      notes.push(...revised.value.notes);
      if (asked.some((c) => c.kind === 'cheaper') && revised.value.after.costPence < first.costPence) {
        notes.push(`You asked for it cheaper: I brought it down from ${pounds(first.costPence)} to ${pounds(revised.value.after.costPence)}, ${pounds(first.costPence - revised.value.after.costPence)} less.`);
      }
      const found = await this.plans.readPlans.get(userId, planId);
      if (found.ok) view = found.value;
    }
    // A new plan makes its shopping list, as the meal planner's New Plan does.
    const list = await this.listFromPlan.createFromPlan(userId, planId, view.stored.summary.chain);
    if (!list.ok) return list;
    return ok({ before: null, after: summarisePlan(view), notes, constraints: kept });
  }

  /** The meals placed to use a food up are locked, as the answer says, so every later change keeps them. */
  private async lockUseUp(userId: string, view: PlanView, picks: readonly LockedMeal[]): Promise<PlanView> {
    let current = view;
    for (const pick of picks) {
      const meal = current.stored.meals.find((m) => m.day === pick.day && m.mealType === pick.mealType && m.recipeId === pick.recipeId);
      if (!meal || meal.locked) continue;
      const locked = await this.plans.lockMeal.setLocked(userId, current.stored.id, meal.id, true);
      if (locked.ok) current = locked.value;
    }
    return current;
  }

  /**
   * "Use up the spinach" on a plan: the fewest meals change (one or two that use the most of it, in the earliest
   * free slots), every other meal stays exactly where it was; the meals put in are locked.
   */
  private async useUpInPlace(userId: string, planId: string, view: PlanView, constraints: PlanningConstraints, words: readonly string[]): Promise<Result<{ view: PlanView; notes: string[] }, DomainError>> {
    const snapshot = await this.snapshot();
    const notes: string[] = [];
    const { useUp: _u, ...rules } = constraints;
    const built = await this.buildRequest(userId, rules);
    notes.push(...built.notes);
    let current = view;
    for (const word of words) {
      const slugs = new Set(ingredientsFor(snapshot, word).map((i) => i.slug));
      if (!slugs.size) {
        notes.push(`I don't know "${word}" as an ingredient in our catalogue, so I couldn't plan around it.`);
        continue;
      }
      const summary = summarisePlan(current);
      const request = { ...built.request, householdSize: summary.people, days: summary.days, chain: summary.chain };
      const choice = chooseUseUpMeals(snapshot, request, summary.meals, slugs);
      if (!choice.picks.length) {
        if (choice.already.length) notes.push(`The plan already uses ${word} in ${choice.already.map((m) => `${m.recipeName} (${slotLabel(m.day, m.mealType)})`).join(', ')}, about ${choice.gramsBefore} g, so I changed nothing.`);
        else notes.push(`No recipe in our library that fits your other rules uses ${word}, or every meal it could replace is locked, so I couldn't use it up.`);
        continue;
      }
      const picks = choice.picks.map(({ day, mealType, recipeId }) => ({ day, mealType, recipeId }));
      const keep = summary.meals.filter((m) => !choice.picks.some((p) => p.day === m.day && p.mealType === m.mealType)).map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId }));
      const revised = await this.plans.replan.revise(userId, planId, (stored) => ({ ...stored, locked: [...keep, ...picks], avoid: undefined }));
      if (!revised.ok && revised.error.code === 'PLAN.OVER_BUDGET') {
        // The budget is hard (issue 31): the week with those meals in would cost more than it, so nothing changes.
        const names = [...new Set(picks.map((p) => snapshot.recipe(p.recipeId)?.recipe.name ?? 'that recipe'))].join(' and ');
        notes.push(`Using up the ${word} with ${names} would take the week over your budget, so I changed nothing.`);
        continue;
      }
      if (!revised.ok) return revised;
      current = await this.lockUseUp(userId, revised.value, picks);
      const placed = summarisePlan(current).meals.filter((m) => picks.some((p) => p.day === m.day && p.mealType === m.mealType && p.recipeId === m.recipeId));
      notes.push(
        `To use up the ${word}: ${placed.map((m) => `${m.recipeName} on ${slotLabel(m.day, m.mealType)} (about ${Math.round(choice.picks.find((p) => p.day === m.day && p.mealType === m.mealType)!.grams)} g)`).join(' and ')}, locked so later changes keep ${placed.length === 1 ? 'it' : 'them'}.` +
          (choice.packGrams !== null ? ` The plan now uses about ${choice.gramsAfter} g of it; a pack at ${summary.chain} is ${choice.packGrams} g.` : ''),
      );
    }
    return ok({ view: current, notes });
  }

  private useUpNotes(after: PlanSummary, locked: readonly LockedMeal[]): string[] {
    return locked.flatMap((l) => {
      const meal = after.meals.find((m) => m.day === l.day && m.mealType === l.mealType && m.recipeId === l.recipeId);
      return meal ? [`${meal.recipeName} on ${slotLabel(meal.day, meal.mealType)} uses it up (locked, so a re-plan keeps it).`] : [];
    });
  }

  async currentPlan(userId: string, planId: string | null): Promise<PlanSummary | null> {
    if (planId) {
      const found = await this.plans.readPlans.get(userId, planId);
      if (found.ok) return summarisePlan(found.value);
    }
    const latest = (await this.plans.readPlans.list(userId))[0];
    return latest ? summarisePlan(latest) : null;
  }

  /** Changes the conversation's plan: the household's new words, then each change asked for. */
  async revisePlan(userId: string, planId: string, merged: PlanningConstraints, added: PlanningConstraints, changes: readonly PlanChange[]): Promise<Result<PlanOutcome, DomainError>> {
    const current = await this.plans.readPlans.get(userId, planId);
    if (!current.ok) return current;
    const stored = await this.rememberAvoids(userId, added.exclude ?? []);
    const newConstraints = Object.keys(added).length > 0;
    let constraints: PlanningConstraints = changes.some((c) => c.kind === 'more-protein') ? { ...merged, moreProtein: true } : merged;
    // A new budget replaces the cap an earlier "cheaper" left.
    if (added.budget && constraints.costCapPence !== undefined) {
      const { costCapPence: _cap, ...rest } = constraints;
      constraints = rest;
    }
    const before = summarisePlan(current.value);
    let view = current.value;
    const notes: string[] = stored ? [stored] : [];
    const snapshot = await this.snapshot();
    const find = (what: string) => {
      const re = new RegExp(what.toLowerCase().split(/\s+/).map((w) => `(?=.*\\b${escapeRegExp(w.replace(/s$/, ''))})`).join(''));
      return summarisePlan(view).meals.filter((m) => re.test(m.recipeName.toLowerCase()));
    };
    // Only a food to use up: the fewest meals change, the rest of the week stays.
    const useUpOnly = !!added.useUp?.length && !changes.length && Object.keys(added).every((k) => k === 'useUp' || (k === 'days' && added.days === before.days));
    if (useUpOnly) {
      const used = await this.useUpInPlace(userId, planId, view, constraints, added.useUp!);
      if (!used.ok) return used;
      return ok({ before, after: summarisePlan(used.value.view), notes: used.value.notes, constraints, ...(await this.listFollows(userId, planId)) });
    }
    for (const change of changes.filter((c) => c.kind === 'keep')) {
      const meals = find(change.what);
      if (!meals.length) notes.push(`There is no "${change.what}" in this plan to keep.`);
      for (const meal of meals) {
        const locked = await this.plans.lockMeal.setLocked(userId, planId, meal.id, true);
        if (!locked.ok) return locked;
        view = locked.value;
      }
      if (meals.length) notes.push(`Kept ${[...new Set(meals.map((m) => m.recipeName))].join(', ')} (locked).`);
    }
    for (const change of changes) {
      if (change.kind !== 'swap') continue;
      const summary = summarisePlan(view);
      const targets = change.what
        ? find(change.what)
        : summary.meals.filter((m) => (change.day === undefined || m.day === change.day) && (change.mealType === undefined || m.mealType === change.mealType));
      if (!targets.length) {
        notes.push(change.what ? `There is no "${change.what}" in this plan to swap.` : `There is no ${change.day !== undefined ? DAY_NAMES[change.day] : ''} ${change.mealType ?? 'meal'} in this plan to swap.`.replace(/\s+/g, ' '));
        continue;
      }
      for (const meal of targets.slice(0, 7)) {
        const swapped = await this.plans.swapMeal.swap(userId, planId, meal.id);
        if (!swapped.ok) {
          if (swapped.error.code === 'PLAN.MEAL_LOCKED') {
            notes.push(`${meal.recipeName} on ${slotLabel(meal.day, meal.mealType)} is locked, so I left it.`);
            continue;
          }
          return swapped;
        }
        view = swapped.value;
      }
    }
    const cheaper = changes.some((c) => c.kind === 'cheaper');
    const protein = changes.some((c) => c.kind === 'more-protein');
    const onDay = changes.filter((c): c is Extract<PlanChange, { kind: 'exclude-on-day' }> => c.kind === 'exclude-on-day');
    if (newConstraints || cheaper || protein || onDay.length) {
      const current = summarisePlan(view);
      const lockedMeals = current.meals.filter((m) => m.locked);
      const built = await this.buildRequest(userId, constraints, [], lockedMeals.map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId })));
      notes.push(...built.notes);
      const costNow = current.costPence;
      // Locked meals stay through every change (as in the meal planner); a food newly left out that is in one says so.
      const excluded = new Set(built.request.excludeRecipeIds ?? []);
      const newlyExcluded = new Set((added.exclude ?? []).flatMap((w) => (recipesWith(snapshot, w) ?? []).map((v) => v.recipe.id)));
      for (const meal of lockedMeals.filter((m) => newlyExcluded.has(m.recipeId))) {
        notes.push(`${meal.recipeName} on ${slotLabel(meal.day, meal.mealType)} is locked, so it stays; unlock it in the meal planner to change it.`);
      }
      const request = { ...built.request, excludeRecipeIds: [...excluded].filter((id) => !lockedMeals.some((m) => m.recipeId === id)) };
      const avoid: Array<{ day: number; mealType: MealType; recipeId: string }> = [];
      for (const c of onDay) {
        const recipes = recipesWith(snapshot, c.what);
        if (!recipes) {
          notes.push(`I don't know "${c.what}" as an ingredient in our catalogue, so I couldn't leave it out on ${DAY_NAMES[c.day]}.`);
          continue;
        }
        const ids = new Set(recipes.map((v) => v.recipe.id));
        if (!current.meals.some((m) => m.day % 7 === c.day && ids.has(m.recipeId))) notes.push(`Nothing on ${DAY_NAMES[c.day]} has ${c.what} in it already.`);
        for (let day = c.day; day < request.days; day += 7) {
          for (const mealType of request.mealTypes) for (const v of recipes) avoid.push({ day, mealType, recipeId: v.recipe.id });
        }
      }
      // A rule that only takes things away ("no mushrooms", "vegetarian", "under 20 minutes", "no fish on Friday")
      // changes only the meals that break it; every other meal stays where it is.
      const RESTRICTIVE = ['exclude', 'diets', 'allergies', 'maxMinutes', 'skill'];
      const restrictive = !cheaper && !protein && Object.keys(added).every((k) => RESTRICTIVE.includes(k)) && !changes.some((c) => c.kind === 'replan') && request.days === current.days && request.householdSize === current.people;
      let keep: LockedMeal[] = [];
      if (restrictive) {
        const eligible = new Map<MealType, Set<string>>();
        for (const mealType of new Set(current.meals.map((m) => m.mealType))) {
          eligible.set(mealType, new Set(eligibleRecipes(snapshot, { ...request, chain: current.chain, seed: 0 }, mealType).map((v) => v.recipe.id)));
        }
        const breaks = (m: PlanMealSummary) =>
          !m.locked && (!eligible.get(m.mealType)?.has(m.recipeId) || avoid.some((a) => a.day === m.day && a.mealType === m.mealType && a.recipeId === m.recipeId));
        if (!current.meals.some(breaks)) {
          const lockedOnly = lockedMeals.some((m) => newlyExcluded.has(m.recipeId));
          if (newConstraints && !onDay.length && !lockedOnly) notes.push('Nothing in the plan breaks that rule, so no meal needed changing; I will keep to it from now on.');
          return ok({ before, after: current, notes, constraints });
        }
        keep = current.meals.filter((m) => !m.locked && !breaks(m)).map((m) => ({ day: m.day, mealType: m.mealType, recipeId: m.recipeId }));
      }
      // A cheaper plan: a budget below what this one costs, so the planner's budget rule pushes the cost down (8 %
      // first, then any penny less); after one, later changes plan under the cost it reached.
      const reviseUnder = (target: number | undefined) =>
        this.plans.replan.revise(
          userId,
          planId,
          (stored) => {
            const next: PlanRequest = { ...request, chain: stored.chain, seed: stored.seed, ...(avoid.length ? { avoid } : {}), ...(keep.length ? { locked: [...(request.locked ?? []), ...keep] } : {}) };
            return target === undefined ? next : { ...next, weeklyBudgetPence: Math.min(next.weeklyBudgetPence, Math.floor((target * 7) / next.days)) };
          },
          { ...(cheaper ? { accept: (plan: MealPlan) => plan.costPence < costNow } : {}), persistBudgetPence: request.weeklyBudgetPence },
        );
      let revised = await reviseUnder(cheaper ? Math.max(0, costNow - Math.max(100, Math.round(costNow * 0.08))) : constraints.costCapPence);
      const notCheaper = (r: typeof revised) => (r.ok ? r.value.stored.summary.costPence >= costNow : r.error.code === 'PLAN.OVER_BUDGET');
      if (cheaper && notCheaper(revised)) revised = await reviseUnder(costNow - 1);
      if (cheaper && notCheaper(revised)) {
        // Exactly why not: the cheapest week the rules allow (the planner's 422 quotes it), against this plan.
        const quoted = !revised.ok ? [...revised.error.message.matchAll(/£(\d[\d,]*\.\d\d)/g)].map((m) => m[1])[1] : undefined;
        notes.push(
          quoted
            ? `This is already the cheapest plan I can make within your rules: the cheapest week that fits them costs £${quoted} a week, and this one costs ${pounds(costNow)}. Relaxing a rule (diet, time limit, meals a day) or fewer meals would make it cheaper.`
            : 'This is already the cheapest plan I can make within your rules, so I kept it.',
        );
        return ok({ before, after: current, notes, constraints });
      }
      if (!revised.ok) return revised;
      if (cheaper) {
        constraints = { ...constraints, costCapPence: revised.value.stored.summary.costPence };
        notes.push(cheaperTrade(current, summarisePlan(revised.value)));
      }
      view = await this.lockUseUp(userId, revised.value, (request.locked ?? []).filter((l) => !lockedMeals.some((m) => m.day === l.day && m.mealType === l.mealType)).filter((l) => !keep.some((k) => k.day === l.day && k.mealType === l.mealType)));
      notes.push(...this.useUpNotes(summarisePlan(view), request.locked ?? []));
      for (const c of onDay) {
        const recipes = new Set((recipesWith(snapshot, c.what) ?? []).map((v) => v.recipe.id));
        const still = summarisePlan(view).meals.filter((m) => m.day % 7 === c.day && recipes.has(m.recipeId));
        if (still.length) notes.push(`Every recipe that fits ${slotLabel(c.day, still[0]!.mealType)} has ${c.what} in it (or the meal is locked), so ${still.map((m) => m.recipeName).join(', ')} stays.`);
      }
    }
    if (changes.some((c) => c.kind === 'replan')) {
      const replanned = await this.plans.replan.replan(userId, planId);
      if (!replanned.ok) return replanned;
      view = replanned.value;
    }
    return ok({ before, after: summarisePlan(view), notes, constraints, ...(await this.listFollows(userId, planId)) });
  }

  /**
   * "No pork" said to the chat is kept in the household's profile (what /account shows), so every later plan,
   * swap and suggestion leaves it out too. Returns what the answer says, or null when nothing new was kept.
   */
  private async rememberAvoids(userId: string, words: readonly string[]): Promise<string | null> {
    const keys = [...new Set(words.map(resolveAvoid).filter((k): k is string => k !== null))];
    if (!keys.length) return null;
    const user = await this.users.findById(userId);
    if (!user) return null;
    const saved = user.profile.avoids ?? [];
    const fresh = keys.filter((k) => !saved.includes(k));
    if (!fresh.length) return null;
    await this.users.updateProfile(userId, { ...user.profile, avoids: [...saved, ...fresh] });
    return `I've saved "no ${fresh.map(avoidLabel).join('", "no ')}" in your household's profile, so every plan, swap and suggestion leaves it out from now on (change it on your account page).`;
  }

  /** The plan's current list follows the change at once (ticks kept); what it did, in words. */
  private async listFollows(userId: string, planId: string): Promise<{ listChange?: string }> {
    const list = await this.listFromPlan.followPlan(userId, planId, 'chat');
    return list?.lastChange && changedAnything(list.lastChange) ? { listChange: describeListChange(list.lastChange) } : {};
  }

  /** The newest shopping list made from the plan, or the newest list. */
  async shoppingList(userId: string, planId: string | null): Promise<ShoppingList | null> {
    const lists = await this.readLists.list(userId);
    return (planId ? lists.find((l) => l.mealPlanId === planId) : undefined) ?? lists[0] ?? null;
  }

  /** A recipe the household names: a meal of the plan ("Tuesday's dinner", "the curry") or one in the library. */
  async findRecipe(words: string, plan: PlanSummary | null, today: number): Promise<RecipeView | null> {
    return findRecipe(await this.snapshot(), words, plan, today);
  }

  /** Ingredients of the same aisle and similar nutrition, free of the household's allergens, cheapest first. */
  async substitutes(userId: string, word: string): Promise<{ ingredient: Ingredient; options: Array<{ ingredient: Ingredient; pricePence: number | null; chain: string | null }> } | null> {
    const snapshot = await this.snapshot();
    // The household's allergies are read only when the word names a food (as before the split).
    if (!ingredientsFor(snapshot, word).length) return null;
    return substitutesFor(snapshot, word, (await this.defaults(userId)).allergies);
  }

  /** The same plan, summarised, for the recipe search tool of a model. */
  async searchRecipes(query: { text?: string; mealType?: MealType; diet?: string; maxMinutes?: number }) {
    const snapshot = await this.snapshot();
    return snapshot.search({ ...query, page: 1, pageSize: 8 }).items.map((v) => ({
      id: v.recipe.id,
      name: v.recipe.name,
      cuisine: v.recipe.cuisine,
      minutes: v.facts.totalMinutes,
      dietaryTags: v.facts.dietaryTags,
      costPerServingAtChains: v.costs.map((c) => ({ chain: c.chain, pence: c.usedFractionPerServingPence })),
      nutritionPerServing: v.facts.nutritionPerServing,
    }));
  }
}

export const notFoundPlan = () => fail('PLAN.NOT_FOUND', 'Meal plan not found');
