import type { MealType } from '../catalogue/recipe';
import type { RecipeView } from '../catalogue/snapshot';
import type { DomainError } from '../shared/errors';
import { formatPounds } from '../shared/money';
import type { AssistantReply, AssistantTurn, ChatAssistant } from './chat-assistant';
import { DAY_NAMES, type PlanningConstraints, type Question, type UnderstoodMessage } from './constraints';
import type { PlanningTools } from './planning-tools';
import { type Missing, type PlanOutcome, type PlanSummary, slotLabel } from './plan-summary';
import { mergeConstraints } from './recipe-choice';
import type { ConversationState } from './ports';
import { understandMessage } from './understand/understand-message';

const money = (pence: number) => `£${formatPounds(pence)}`;
const MEAL_ORDER: readonly MealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];
/** Days of a plan written out in the answer; longer plans are summarised after these. */
const DAYS_SHOWN = 7;

export const EXAMPLES =
  'I can plan meals ("cheap veggie dinners for four under £40, nothing over 30 minutes"), change a plan ("make it cheaper", ' +
  '"swap Tuesday\'s dinner", "keep the curry", "no fish on Friday") and answer questions about your plan, your shopping list and ' +
  'our recipes ("how do I cook the chana masala?", "what does the lasagne cost at each supermarket?", "how many calories in the fish pie?").';

/**
 * The built-in assistant: no model and no network. It reads the message with rules, asks for what it
 * cannot infer, calls the planner through PlanningTools and answers with the planner's own figures.
 */
export class BuiltInAssistant implements ChatAssistant {
  constructor(private readonly tools: PlanningTools) {}

  async reply(turn: AssistantTurn, emit: (text: string) => void): Promise<AssistantReply> {
    let content = '';
    const say = (text: string) => {
      content += text;
      emit(text);
    };
    const done = (state: ConversationState, mealPlanId: string | null = null, planGenerated = false): AssistantReply => ({ content, state, mealPlanId, planGenerated });
    const understood = this.withAnswers(understandMessage(turn.message), turn);
    let state = turn.state;

    switch (understood.intent) {
      case 'greeting':
        say(state.planId ? 'Happy to help. Ask me to change the plan, or about any of its recipes.' : `Hello! ${EXAMPLES}`);
        return done(state);
      case 'help':
        say(EXAMPLES);
        return done(state);
      case 'question':
        await this.answer(understood.question!, turn, say);
        return done(state);
      case 'unknown':
        say(`I'm not sure what you mean, so I haven't changed anything. ${EXAMPLES}`);
        return done(state);
      default:
        break;
    }

    const constraints = mergeConstraints(state.constraints, understood.constraints);
    // A new conversation that asks for a change ("use up the spinach", "make it cheaper") with nothing that shapes a new
    // plan (people, budget, days, meals) changes the household's current plan; with no plan yet, it makes one with the change.
    const shapesPlan = ['people', 'budget', 'days', 'mealTypes'].some((k) => k in understood.constraints);
    if (state.planId === null && understood.intent === 'change' && !shapesPlan) {
      const current = await this.tools.currentPlan(turn.userId, null);
      if (current) state = { ...state, planId: current.planId };
    }
    // With a plan in the conversation, a message that only names food to use up changes that plan ("use up the spinach in one or two meals").
    const onlyUseUp = Object.keys(understood.constraints).every((k) => k === 'useUp') && !!understood.constraints.useUp?.length;
    const revising = state.planId !== null && (understood.intent === 'change' || understood.changes.length > 0 || onlyUseUp);
    if (revising) {
      const outcome = await this.tools.revisePlan(turn.userId, state.planId!, constraints, understood.constraints, understood.changes);
      if (!outcome.ok) {
        if (outcome.error.code !== 'PLAN.NOT_FOUND') {
          say(this.failure(outcome.error));
          return done(state);
        }
        // The plan was deleted elsewhere: make a new one instead.
      } else {
        say(this.describeChange(outcome.value));
        return done({ constraints: outcome.value.constraints, planId: state.planId, awaiting: [] }, state.planId, false);
      }
    }

    const made = await this.tools.makePlan(turn.userId, constraints, understood.changes, (request) => say(this.preface(request)));
    if ('missing' in made) {
      say(this.ask(made.missing));
      return done({ constraints, planId: state.planId, awaiting: made.missing });
    }
    if (!made.ok) {
      say(this.failure(made.error));
      return done({ constraints, planId: state.planId, awaiting: [] });
    }
    say(this.describePlan(made.value));
    return done({ constraints: made.value.constraints, planId: made.value.after.planId, awaiting: [] }, made.value.after.planId, true);
  }

  /** A short answer to the assistant's own question ("4", "£60") reads as people or budget. */
  private withAnswers(understood: UnderstoodMessage, turn: AssistantTurn): UnderstoodMessage {
    if (!turn.state.awaiting.length || understood.intent === 'question') return understood;
    const c: { -readonly [K in keyof PlanningConstraints]: PlanningConstraints[K] } = { ...understood.constraints };
    const text = turn.message.trim();
    if (turn.state.awaiting.includes('people') && c.people === undefined) {
      const n = /^(\d{1,2})(?:\s|,|$)/.exec(text);
      if (n && Number(n[1]) >= 1 && Number(n[1]) <= 20) c.people = Number(n[1]);
    }
    if (turn.state.awaiting.includes('budget') && c.budget === undefined) {
      const n = /(?:^|[\s,])(\d{2,4}(?:\.\d{1,2})?)\s*$/.exec(text);
      if (n && !(turn.state.awaiting.includes('people') && c.people === Number(n[1]))) c.budget = { pence: Math.round(Number(n[1]) * 100), per: 'week' };
    }
    const changed = Object.keys(c).length > Object.keys(understood.constraints).length;
    return changed || Object.keys(c).length ? { ...understood, intent: understood.changes.length ? understood.intent : 'plan', constraints: c } : understood;
  }

  private ask(missing: readonly Missing[]): string {
    if (missing.length === 2) return 'How many people am I planning for, and what is your weekly food budget? (For example: "4 people, £60 a week".)';
    return missing[0] === 'people' ? 'How many people am I planning for?' : 'What is your weekly food budget? (For example: "£50 a week" or "£8 a day".)';
  }

  /** Said as soon as the request is complete, while the planner works. */
  private preface(r: { days: number; mealTypes: readonly MealType[]; householdSize: number; weeklyBudgetPence: number }): string {
    const meals = r.mealTypes.map((m) => `${m}${m === 'lunch' ? 'es' : 's'}`);
    const list = meals.length > 1 ? `${meals.slice(0, -1).join(', ')} and ${meals.at(-1)}` : meals[0];
    const budget = Math.round((r.weeklyBudgetPence * r.days) / 7);
    return `Planning ${r.days} day${r.days === 1 ? '' : 's'} of ${list} for ${r.householdSize} ${r.householdSize === 1 ? 'person' : 'people'} within ${money(budget)}...\n\n`;
  }

  private failure(error: DomainError): string {
    return `I couldn't make that plan: ${error.message}`;
  }

  private budgetLine(s: PlanSummary): string {
    const at = `${money(s.costPence)} at ${s.chain}`;
    if (s.withinBudget) return `${at}, ${money(s.budgetPence - s.costPence)} under your ${money(s.budgetPence)} budget`;
    return `${at}, ${money(s.shortfallPence)} over your ${money(s.budgetPence)} budget: no plan within your rules fits it, and this is the cheapest I could make`;
  }

  /** Whether the plan feeds everyone, and when not, what falls short and what feeding them costs. */
  private feedingLine(s: PlanSummary): string {
    if (s.meetsTargets) return `It meets everyone's daily needs: energy, protein, fibre, 5 a day and no more salt than the limit.`;
    const cost = s.costToMeetTargetsPence !== null ? ` Feeding everyone fully would cost ${money(s.costToMeetTargetsPence)}, ${money(s.costToMeetTargetsPence - s.budgetPence)} over your budget; the meal planner offers that plan beside this one.` : '';
    return `It falls short of what everyone needs: ${s.shortfalls.join('; ')}.${cost}`;
  }

  private mealsByDay(s: PlanSummary): string {
    const lines: string[] = [];
    const days = [...new Set(s.meals.map((m) => m.day))].sort((a, b) => a - b);
    for (const day of days.slice(0, DAYS_SHOWN)) {
      const meals = s.meals.filter((m) => m.day === day).sort((a, b) => MEAL_ORDER.indexOf(a.mealType) - MEAL_ORDER.indexOf(b.mealType));
      lines.push(`${DAY_NAMES[day % 7]}: ${meals.map((m) => `${m.mealType} ${m.recipeName} (${money(m.costPence)})${m.locked ? ' [locked]' : ''}`).join('; ')}`);
    }
    if (days.length > DAYS_SHOWN) lines.push(`...and ${days.length - DAYS_SHOWN} more days in the meal planner.`);
    return lines.join('\n');
  }

  private describePlan(outcome: PlanOutcome): string {
    const s = outcome.after;
    const others = s.costAtChains.filter((c) => c.chain !== s.chain).slice(0, 3);
    return [
      `Your ${s.days}-day plan for ${s.people} ${s.people === 1 ? 'person' : 'people'} is ready: ${this.budgetLine(s)}.`,
      '',
      this.mealsByDay(s),
      '',
      `Per person per day: ${s.caloriesPerPersonPerDay} kcal and ${s.proteinPerPersonPerDay} g protein. Part-used packs left over: ${money(s.wastePence)}.`,
      this.feedingLine(s),
      ...(others.length ? [`The same meals elsewhere: ${others.map((c) => `${c.chain} ${money(c.costPence)}`).join(', ')}.`] : []),
      ...outcome.notes,
      'Your shopping list is ready too. Open the plan in the meal planner to see recipes, swap or lock meals, or ask me to change it.',
    ].join('\n');
  }

  private describeChange(outcome: PlanOutcome): string {
    const before = outcome.before!;
    const after = outcome.after;
    const diff = after.costPence - before.costPence;
    const changed = after.meals.flatMap((m) => {
      const old = before.meals.find((b) => b.day === m.day && b.mealType === m.mealType);
      return old && old.recipeId !== m.recipeId ? [`- ${slotLabel(m.day, m.mealType)}: ${old.recipeName} → ${m.recipeName}`] : [];
    });
    const difference = diff < 0 ? `${money(-diff)} less than before (${money(before.costPence)})` : diff > 0 ? `${money(diff)} more than before (${money(before.costPence)})` : `the same as before`;
    if (!changed.length && diff === 0 && outcome.notes.length) {
      return [...outcome.notes, `Nothing else changed: the plan still costs ${money(after.costPence)} at ${after.chain}.`].join('\n');
    }
    const lines = [`Done. The plan now costs ${money(after.costPence)} at ${after.chain}: ${difference}.`];
    if (after.budgetPence !== before.budgetPence || !after.withinBudget) {
      lines.push(after.withinBudget ? `That is ${money(after.budgetPence - after.costPence)} under your ${money(after.budgetPence)} budget.` : `That is ${money(after.shortfallPence)} over your ${money(after.budgetPence)} budget: nothing cheaper fits your rules.`);
    } else lines.push(`That is ${money(after.budgetPence - after.costPence)} under your ${money(after.budgetPence)} budget.`);
    // The nutrition difference, always said when a meal changed: energy and protein per person per day.
    if (changed.length || after.proteinPerPersonPerDay !== before.proteinPerPersonPerDay || after.caloriesPerPersonPerDay !== before.caloriesPerPersonPerDay) {
      const kcal = after.caloriesPerPersonPerDay === before.caloriesPerPersonPerDay ? `${after.caloriesPerPersonPerDay} kcal (no change)` : `${before.caloriesPerPersonPerDay} → ${after.caloriesPerPersonPerDay} kcal`;
      const protein = after.proteinPerPersonPerDay === before.proteinPerPersonPerDay ? `${after.proteinPerPersonPerDay} g protein (no change)` : `${before.proteinPerPersonPerDay} g → ${after.proteinPerPersonPerDay} g protein`;
      lines.push(`Per person per day: ${kcal}; ${protein}.`);
    }
    // A change that cannot be met with everyone fed says what it trades.
    if (before.meetsTargets && !after.meetsTargets) lines.push(`To do that the plan trades some of what everyone needs: ${after.shortfalls.join('; ')}.`);
    else if (!before.meetsTargets && after.meetsTargets) lines.push(`It now meets everyone's daily needs.`);
    lines.push(changed.length ? `What changed (${changed.length} meal${changed.length === 1 ? '' : 's'}):\n${changed.slice(0, 21).join('\n')}` : 'No meals changed.');
    lines.push(...outcome.notes);
    if (outcome.listChange) lines.push(`Your shopping list follows: ${outcome.listChange}.`);
    return lines.join('\n');
  }

  private async answer(q: Question, turn: AssistantTurn, say: (text: string) => void): Promise<void> {
    const plan = await this.tools.currentPlan(turn.userId, turn.state.planId);
    switch (q.kind) {
      case 'plan': {
        if (!plan) return say('You have no meal plan yet. Tell me what you need ("dinners for 4 under £50") and I will make one.');
        const day = q.day === 'today' ? turn.today : q.day === 'tomorrow' ? (turn.today + 1) % 7 : q.day;
        const meals = plan.meals
          .filter((m) => (day === undefined || m.day % 7 === day) && (q.mealType === undefined || m.mealType === q.mealType))
          .filter((m) => day !== undefined || m.day < DAYS_SHOWN);
        if (!meals.length) return say(`Your plan has no ${q.mealType ?? 'meals'}${day !== undefined ? ` on ${DAY_NAMES[day]}` : ''}.`);
        if (day === undefined && q.mealType === undefined) return say(`Your ${plan.days}-day plan: ${this.budgetLine(plan)}.\n\n${this.mealsByDay(plan)}`);
        return say(meals.map((m) => `${slotLabel(m.day, m.mealType)}: ${m.recipeName} (${money(m.costPence)})`).join('\n'));
      }
      case 'plan-cost': {
        if (!plan) return say('You have no meal plan yet, so there is nothing to cost.');
        const others = plan.costAtChains.map((c) => `${c.chain} ${money(c.costPence)}`).join(', ');
        return say(`Your ${plan.days}-day plan costs ${this.budgetLine(plan)}.${others ? ` The same meals at each supermarket: ${others}.` : ''}`);
      }
      case 'shopping-list': {
        const list = await this.tools.shoppingList(turn.userId, plan?.planId ?? null);
        if (!list) return say('You have no shopping list yet. A new plan makes one.');
        const open = list.items.filter((i) => !i.isChecked);
        const lines = open.slice(0, 40).map((i) => `- ${i.quantity} × ${i.name} (${i.unit}) ${money(i.pricePence * i.quantity)}`);
        return say(
          `Your list at ${list.supermarket}: ${list.items.length} items, ${money(list.totalCostPence)}${open.length < list.items.length ? ` (${list.items.length - open.length} ticked off)` : ''}.\n${lines.join('\n')}${open.length > 40 ? `\n...and ${open.length - 40} more on the Shopping Lists page.` : ''}`,
        );
      }
      case 'substitute': {
        const found = await this.tools.substitutes(turn.userId, q.ingredient);
        if (!found) return say(`I don't know "${q.ingredient}" as an ingredient in our catalogue, so I can't suggest a swap for it.`);
        if (!found.options.length) return say(`I have nothing of the same kind as ${found.ingredient.name} in our catalogue to suggest.`);
        const options = found.options.map((o) => `${o.ingredient.name}${o.pricePence !== null ? ` (from ${money(o.pricePence)} a pack at ${o.chain})` : ''}`).join(', ');
        return say(`Instead of ${found.ingredient.name.toLowerCase()}, the closest ingredients of the same kind in our catalogue (${found.ingredient.aisle}, similar energy and protein) are: ${options}. Taste and texture will differ, so check the method as you cook.`);
      }
      default: {
        const view = await this.tools.findRecipe(q.recipe, plan, turn.today);
        if (!view) return say(`I couldn't find a recipe called "${q.recipe}" in our library or your plan, so I can't answer that. Try its full name, as it appears in the meal planner.`);
        return say(await this.recipeAnswer(q, view, plan));
      }
    }
  }

  private async recipeAnswer(q: Question, view: RecipeView, plan: PlanSummary | null): Promise<string> {
    const snapshot = await this.tools.snapshot();
    const { recipe, facts, costs } = view;
    if (q.kind === 'how-to-cook') {
      const ingredients = recipe.ingredients.map((l) => `- ${l.quantity} ${l.unit} ${snapshot.ingredient(l.ingredient)?.name ?? l.ingredient}${l.notes ? `, ${l.notes}` : ''}`);
      const steps = recipe.steps.map((s, i) => `${i + 1}. ${s}`);
      return `${recipe.name} (serves ${recipe.serves}; ${recipe.prepMinutes} min prep, ${recipe.cookMinutes} min cooking)\n\nIngredients:\n${ingredients.join('\n')}\n\nMethod:\n${steps.join('\n')}`;
    }
    if (q.kind === 'cost') {
      if (!costs.length) return `We have no prices for every ingredient of ${recipe.name} at any supermarket, so I can't cost it.`;
      const people = plan?.people ?? recipe.serves;
      const lines = costs.map((c) => `- ${c.chain}: ${money(c.usedFractionPerServingPence)} a serving, ${money(c.usedFractionPerServingPence * people)} for ${people}${c.estimate ? ' (estimated prices)' : ''}`);
      return `${recipe.name}, counting the share of each pack it uses, cheapest first:\n${lines.join('\n')}\nBuying whole packs for it alone costs more: from ${money(costs[0]!.wholePacksPerServingPence * recipe.serves)} for ${recipe.serves} servings at ${costs[0]!.chain}.`;
    }
    const n = facts.nutritionPerServing;
    const coverage = facts.nutritionCoverage < 0.95 ? ` These figures cover ${Math.round(facts.nutritionCoverage * 100)} % of its weight; the rest has no nutrition data in our sources.` : '';
    return `${recipe.name}, per serving (of ${recipe.serves}): ${n.calories} kcal, ${n.protein} g protein, ${n.carbohydrates} g carbohydrate, ${n.fat} g fat, ${n.fiber} g fibre, ${n.sugar} g sugar, ${n.sodium} mg sodium.${coverage} Worked out from its ingredients (McCance and Widdowson's CoFID, USDA).`;
  }
}
