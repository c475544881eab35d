import type { AssistantReply, AssistantTurn, ChatAssistant } from '@larder/domain/assistant/chat-assistant';
import type { PlanChange, PlanningConstraints } from '@larder/domain/assistant/constraints';
import type { PlanningTools } from '@larder/domain/assistant/planning-tools';
import type { PlanSummary } from '@larder/domain/assistant/plan-summary';
import { mergeConstraints } from '@larder/domain/assistant/recipe-choice';
import type { ConversationState } from '@larder/domain/assistant/ports';
import type { MealType } from '@larder/domain/catalogue/recipe';

export interface OpenAiOptions {
  /** The endpoint's base, up to and including its version: `https://api.example.com/v1`. */
  readonly baseUrl: string;
  readonly apiKey: string | null;
  readonly model: string;
  /** Per request to the endpoint. */
  readonly timeoutMs: number;
}

/** OpenAI chat-completions wire types (the parts we use). */
interface WireToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

const MAX_TOOL_ROUNDS = 5;

const CONSTRAINT_PROPERTIES = {
  people: { type: 'integer', minimum: 1, maximum: 20, description: 'People to cook for' },
  budget: {
    type: 'object',
    properties: { pounds: { type: 'number', description: 'Amount in pounds' }, per: { type: 'string', enum: ['week', 'day', 'person', 'plan'] } },
    required: ['pounds', 'per'],
  },
  days: { type: 'integer', minimum: 1, maximum: 30 },
  mealTypes: { type: 'array', items: { type: 'string', enum: ['breakfast', 'lunch', 'dinner', 'snack'] } },
  diets: { type: 'array', items: { type: 'string', enum: ['Vegetarian', 'Vegan', 'Pescatarian', 'Gluten-free', 'Dairy-free', 'Halal', 'Kosher', 'Low-carb', 'Keto', 'Paleo'] } },
  allergies: { type: 'array', items: { type: 'string', enum: ['Nuts', 'Shellfish', 'Fish', 'Eggs', 'Dairy', 'Soy', 'Gluten', 'Wheat', 'Sesame', 'Celery', 'Mustard', 'Sulphites'] } },
  exclude: { type: 'array', items: { type: 'string' }, description: 'Foods to leave out, e.g. "mushroom", "fish", "spicy"' },
  maxMinutes: { type: 'integer', minimum: 5, description: 'Longest a recipe may take' },
  skill: { type: 'string', enum: ['beginner', 'intermediate', 'advanced'] },
  cuisines: { type: 'array', items: { type: 'string', enum: ['British', 'Italian', 'Indian', 'Chinese', 'Mexican', 'Mediterranean', 'Thai', 'Japanese', 'French'] } },
  useUp: { type: 'array', items: { type: 'string' }, description: 'Foods to use up, e.g. "spinach"' },
};

/** The planner, the recipe search and the list, as tools the model may call. */
export const OPENAI_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'plan_meals',
      description: "Makes and saves a new meal plan with Larder's planner. Unstated values come from the household's saved preferences. Returns the plan with every cost, or what is missing.",
      parameters: { type: 'object', properties: CONSTRAINT_PROPERTIES },
    },
  },
  {
    type: 'function',
    function: {
      name: 'change_plan',
      description: "Changes the conversation's current plan: new constraints and/or changes. Returns the plan before and after.",
      parameters: {
        type: 'object',
        properties: {
          constraints: { type: 'object', properties: CONSTRAINT_PROPERTIES },
          changes: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                kind: { type: 'string', enum: ['cheaper', 'more-protein', 'swap', 'keep', 'exclude-on-day', 'replan'] },
                day: { type: 'integer', minimum: 0, maximum: 6, description: '0 Monday to 6 Sunday' },
                mealType: { type: 'string', enum: ['breakfast', 'lunch', 'dinner', 'snack'] },
                what: { type: 'string', description: 'A recipe (keep, swap) or a food (exclude-on-day)' },
              },
              required: ['kind'],
            },
          },
        },
      },
    },
  },
  { type: 'function', function: { name: 'get_plan', description: "The conversation's current plan (or the household's latest).", parameters: { type: 'object', properties: {} } } },
  {
    type: 'function',
    function: {
      name: 'search_recipes',
      description: "Searches Larder's recipe library; each result has its cost per serving at each supermarket and its nutrition.",
      parameters: {
        type: 'object',
        properties: { text: { type: 'string' }, mealType: { type: 'string', enum: ['breakfast', 'lunch', 'dinner', 'snack'] }, diet: { type: 'string' }, maxMinutes: { type: 'integer' } },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_recipe',
      description: "One recipe by name or by the plan's words (\"Tuesday's dinner\"): ingredients, method, costs at each supermarket, nutrition per serving.",
      parameters: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    },
  },
  { type: 'function', function: { name: 'get_shopping_list', description: "The household's shopping list for the current plan.", parameters: { type: 'object', properties: {} } } },
] as const;

const SYSTEM_PROMPT = [
  "You are Larder's meal-planning assistant for UK households on a budget.",
  'Use the tools for every plan, recipe, price and nutrient. Never invent a price, a nutrient or a recipe: state only figures the tools return, in pounds with two decimals.',
  'When a tool reports something missing (people or budget), ask the household for it. If you do not know something, say so plainly.',
  'Keep answers short and friendly; list a plan day by day.',
].join(' ');

const penceOf = (pounds: unknown) => (typeof pounds === 'number' && Number.isFinite(pounds) && pounds >= 0 ? Math.round(pounds * 100) : undefined);

/** The model's tool arguments as planner constraints; anything malformed is dropped, never guessed. */
export function constraintsFromArguments(args: Record<string, unknown>): PlanningConstraints {
  const out: Record<string, unknown> = {};
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.length < 60) : undefined);
  if (Number.isInteger(args.people) && (args.people as number) >= 1 && (args.people as number) <= 20) out.people = args.people;
  if (Number.isInteger(args.days) && (args.days as number) >= 1 && (args.days as number) <= 30) out.days = args.days;
  if (Number.isInteger(args.maxMinutes) && (args.maxMinutes as number) >= 5) out.maxMinutes = args.maxMinutes;
  if (args.skill === 'beginner' || args.skill === 'intermediate' || args.skill === 'advanced') out.skill = args.skill;
  const budget = args.budget as { pounds?: unknown; per?: unknown } | undefined;
  const pence = penceOf(budget?.pounds);
  if (pence !== undefined && ['week', 'day', 'person', 'plan'].includes(String(budget?.per))) out.budget = { pence, per: budget!.per };
  for (const key of ['mealTypes', 'diets', 'allergies', 'exclude', 'cuisines', 'useUp'] as const) {
    const values = list(args[key]);
    if (values?.length) out[key] = key === 'mealTypes' ? values.filter((m) => ['breakfast', 'lunch', 'dinner', 'snack'].includes(m)) as MealType[] : values;
  }
  return out as PlanningConstraints;
}

function changesFromArguments(value: unknown): PlanChange[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((c: Record<string, unknown>): PlanChange[] => {
    const day = Number.isInteger(c.day) && (c.day as number) >= 0 && (c.day as number) <= 6 ? (c.day as number) : undefined;
    const mealType = ['breakfast', 'lunch', 'dinner', 'snack'].includes(String(c.mealType)) ? (c.mealType as MealType) : undefined;
    const what = typeof c.what === 'string' && c.what.trim() ? c.what.trim().toLowerCase() : undefined;
    switch (c.kind) {
      case 'cheaper':
      case 'more-protein':
      case 'replan':
        return [{ kind: c.kind }];
      case 'swap':
        return [{ kind: 'swap', ...(day !== undefined ? { day } : {}), ...(mealType ? { mealType } : {}), ...(what ? { what } : {}) }];
      case 'keep':
        return what ? [{ kind: 'keep', what }] : [];
      case 'exclude-on-day':
        return what && day !== undefined ? [{ kind: 'exclude-on-day', day, what }] : [];
      default:
        return [];
    }
  });
}

const planJson = (s: PlanSummary) => ({
  planId: s.planId,
  days: s.days,
  people: s.people,
  supermarket: s.chain,
  totalCost: `£${(s.costPence / 100).toFixed(2)}`,
  budget: `£${(s.budgetPence / 100).toFixed(2)}`,
  withinBudget: s.withinBudget,
  overBudgetBy: `£${(s.shortfallPence / 100).toFixed(2)}`,
  proteinPerPersonPerDayG: s.proteinPerPersonPerDay,
  caloriesPerPersonPerDay: s.caloriesPerPersonPerDay,
  meals: s.meals.map((m) => ({ day: m.dayName, mealType: m.mealType, recipe: m.recipeName, cost: `£${(m.costPence / 100).toFixed(2)}`, locked: m.locked })),
  sameMealsAt: s.costAtChains.map((c) => ({ supermarket: c.chain, totalCost: `£${(c.costPence / 100).toFixed(2)}` })),
});

/**
 * Any OpenAI-compatible chat-completions endpoint (LLM_BASE_URL), with Larder's planner, recipe search and
 * list as tools, the answer streamed as the endpoint streams it. Failures throw: the composition root wraps
 * this in FallbackAssistant so the built-in assistant answers instead.
 */
export class OpenAiChatAssistant implements ChatAssistant {
  constructor(
    private readonly options: OpenAiOptions,
    private readonly tools: PlanningTools,
  ) {}

  async reply(turn: AssistantTurn, emit: (text: string) => void): Promise<AssistantReply> {
    let state: ConversationState = turn.state;
    let mealPlanId: string | null = null;
    let planGenerated = false;
    const context = `The household's plan in this conversation: ${state.planId ?? 'none yet'}. What they asked for so far: ${JSON.stringify(state.constraints)}.`;
    const messages: WireMessage[] = [
      { role: 'system', content: `${SYSTEM_PROMPT} ${context}` },
      ...turn.history.map((m): WireMessage => ({ role: m.role, content: m.content })),
      { role: 'user', content: turn.message },
    ];
    let content = '';
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
      const { text, toolCalls } = await this.complete(messages, (delta) => {
        content += delta;
        emit(delta);
      });
      if (!toolCalls.length) return { content, state, mealPlanId, planGenerated };
      messages.push({ role: 'assistant', content: text || null, tool_calls: toolCalls });
      for (const call of toolCalls) {
        let args: Record<string, unknown> = {};
        try {
          args = call.function.arguments ? (JSON.parse(call.function.arguments) as Record<string, unknown>) : {};
        } catch {
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify({ error: 'The arguments were not valid JSON.' }) });
          continue;
        }
        const result = await this.runTool(call.function.name, args, turn, state);
        if (result.state) state = result.state;
        if (result.planId) {
          mealPlanId = result.planId;
          planGenerated ||= result.generated ?? false;
        }
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result.output) });
      }
    }
    throw new Error(`The model kept calling tools after ${MAX_TOOL_ROUNDS} rounds`);
  }

  private async runTool(name: string, args: Record<string, unknown>, turn: AssistantTurn, state: ConversationState): Promise<{ output: unknown; state?: ConversationState; planId?: string; generated?: boolean }> {
    switch (name) {
      case 'plan_meals': {
        const constraints = mergeConstraints(state.constraints, constraintsFromArguments(args));
        const made = await this.tools.makePlan(turn.userId, constraints);
        if ('missing' in made) return { output: { missing: made.missing }, state: { ...state, constraints, awaiting: made.missing } };
        if (!made.ok) return { output: { error: made.error.message } };
        const planId = made.value.after.planId;
        return { output: { plan: planJson(made.value.after), notes: made.value.notes }, state: { constraints: made.value.constraints, planId, awaiting: [] }, planId, generated: true };
      }
      case 'change_plan': {
        if (!state.planId) return { output: { error: 'There is no plan in this conversation yet; call plan_meals first.' } };
        const added = constraintsFromArguments((args.constraints as Record<string, unknown>) ?? {});
        const constraints = mergeConstraints(state.constraints, added);
        const changed = await this.tools.revisePlan(turn.userId, state.planId, constraints, added, changesFromArguments(args.changes));
        if (!changed.ok) return { output: { error: changed.error.message } };
        const diff = changed.value.after.costPence - (changed.value.before?.costPence ?? 0);
        return {
          output: { before: planJson(changed.value.before!), after: planJson(changed.value.after), costDifference: `${diff < 0 ? '-' : '+'}£${(Math.abs(diff) / 100).toFixed(2)}`, notes: changed.value.notes },
          state: { ...state, constraints: changed.value.constraints },
          planId: state.planId,
        };
      }
      case 'get_plan': {
        const plan = await this.tools.currentPlan(turn.userId, state.planId);
        return { output: plan ? { plan: planJson(plan) } : { plan: null } };
      }
      case 'search_recipes': {
        const query = {
          ...(typeof args.text === 'string' ? { text: args.text } : {}),
          ...(['breakfast', 'lunch', 'dinner', 'snack'].includes(String(args.mealType)) ? { mealType: args.mealType as MealType } : {}),
          ...(typeof args.diet === 'string' ? { diet: args.diet } : {}),
          ...(Number.isInteger(args.maxMinutes) ? { maxMinutes: args.maxMinutes as number } : {}),
        };
        return { output: { recipes: await this.tools.searchRecipes(query) } };
      }
      case 'get_recipe': {
        const plan = await this.tools.currentPlan(turn.userId, state.planId);
        const view = await this.tools.findRecipe(String(args.name ?? ''), plan, turn.today);
        if (!view) return { output: { error: `No recipe called "${String(args.name ?? '')}" in Larder's library.` } };
        const snapshot = await this.tools.snapshot();
        return {
          output: {
            name: view.recipe.name,
            serves: view.recipe.serves,
            minutes: view.facts.totalMinutes,
            ingredients: view.recipe.ingredients.map((l) => `${l.quantity} ${l.unit} ${snapshot.ingredient(l.ingredient)?.name ?? l.ingredient}`),
            method: view.recipe.steps,
            costPerServing: view.costs.map((c) => ({ supermarket: c.chain, cost: `£${(c.usedFractionPerServingPence / 100).toFixed(2)}`, estimate: c.estimate })),
            nutritionPerServing: view.facts.nutritionPerServing,
          },
        };
      }
      case 'get_shopping_list': {
        const list = await this.tools.shoppingList(turn.userId, state.planId);
        return {
          output: list
            ? { supermarket: list.supermarket, total: `£${(list.totalCostPence / 100).toFixed(2)}`, items: list.items.map((i) => ({ name: i.name, packs: i.quantity, pack: i.unit, cost: `£${((i.pricePence * i.quantity) / 100).toFixed(2)}`, ticked: i.isChecked })) }
            : { list: null },
        };
      }
      default:
        return { output: { error: `Unknown tool ${name}` } };
    }
  }

  /** One streamed chat-completions request: text deltas go to `onText`; tool calls are gathered by index. */
  private async complete(messages: WireMessage[], onText: (delta: string) => void): Promise<{ text: string; toolCalls: WireToolCall[] }> {
    const response = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...(this.options.apiKey ? { Authorization: `Bearer ${this.options.apiKey}` } : {}) },
      body: JSON.stringify({ model: this.options.model, messages, tools: OPENAI_TOOLS, tool_choice: 'auto', stream: true }),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok || !response.body) throw new Error(`The chat endpoint answered ${response.status}`);
    const calls: WireToolCall[] = [];
    let text = '';
    let buffer = '';
    let finished = false;
    const decoder = new TextDecoder();
    const handle = (data: string) => {
      if (data === '[DONE]') {
        finished = true;
        return;
      }
      const chunk = JSON.parse(data) as { choices?: Array<{ delta?: { content?: string | null; tool_calls?: Array<{ index: number; id?: string; function?: { name?: string; arguments?: string } }> }; finish_reason?: string | null }> };
      const choice = chunk.choices?.[0];
      if (!choice) return;
      if (choice.delta?.content) {
        text += choice.delta.content;
        onText(choice.delta.content);
      }
      for (const part of choice.delta?.tool_calls ?? []) {
        const call = (calls[part.index] ??= { id: part.id ?? `call_${part.index}`, type: 'function', function: { name: '', arguments: '' } });
        if (part.id) call.id = part.id;
        if (part.function?.name) call.function.name += part.function.name;
        if (part.function?.arguments) call.function.arguments += part.function.arguments;
      }
      if (choice.finish_reason) finished = true;
    };
    for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(bytes, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (data) handle(data);
      }
    }
    if (!finished) throw new Error('The chat endpoint closed the stream before finishing');
    return { text, toolCalls: calls.filter(Boolean) };
  }
}
