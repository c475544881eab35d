import { COOKING_SKILLS } from '../../accounts/household-options';
import { MEAL_TYPES } from '../../catalogue/recipe';
import { type DataValue, dataFile } from '../../shared/data-file';
import type { BudgetPer, Intent, PlanChange, PlanningConstraints, Question, UnderstoodMessage } from '../constraints';

/** A household message with what the built-in assistant must read from it. */
export interface CorpusEntry {
  readonly message: string;
  readonly expected: UnderstoodMessage;
}

const INTENTS: readonly Intent[] = ['plan', 'change', 'question', 'greeting', 'help', 'unknown'];
const BUDGET_PER: readonly BudgetPer[] = ['week', 'day', 'person', 'plan'];
const CONSTRAINT_KEYS = ['budget', 'people', 'days', 'mealTypes', 'diets', 'allergies', 'exclude', 'maxMinutes', 'skill', 'cuisines', 'useUp', 'moreProtein', 'costCapPence'];

/**
 * Reads a corpus file (a JSON array of `{ message, expected }`, `expected` as `understandMessage` answers)
 * and checks every field, naming the file and the field of the first bad one.
 */
export function readCorpus(file: string, contents: unknown): readonly CorpusEntry[] {
  return dataFile(file, contents)
    .items()
    .map((entry) => {
      entry.only(['message', 'expected']);
      return { message: entry.get('message').string(), expected: readUnderstood(entry.get('expected')) };
    });
}

function readUnderstood(v: DataValue): UnderstoodMessage {
  v.only(['intent', 'constraints', 'changes', 'question']);
  const question = v.optional('question');
  return {
    intent: v.get('intent').oneOf(INTENTS),
    constraints: readConstraints(v.get('constraints')),
    changes: v.get('changes').items().map(readChange),
    ...(question ? { question: readQuestion(question) } : {}),
  };
}

function readConstraints(v: DataValue): PlanningConstraints {
  v.only(CONSTRAINT_KEYS);
  const out: Record<string, unknown> = {};
  for (const key of CONSTRAINT_KEYS) {
    const field = v.optional(key);
    if (!field) continue;
    switch (key) {
      case 'budget':
        field.only(['pence', 'per']);
        out.budget = { pence: field.get('pence').integer(0), per: field.get('per').oneOf(BUDGET_PER) };
        break;
      case 'people':
      case 'days':
      case 'maxMinutes':
      case 'costCapPence':
        out[key] = field.integer(0);
        break;
      case 'mealTypes':
        out.mealTypes = field.items().map((item) => item.oneOf(MEAL_TYPES));
        break;
      case 'skill':
        out.skill = field.oneOf(COOKING_SKILLS);
        break;
      case 'moreProtein':
        out.moreProtein = field.boolean();
        break;
      default:
        out[key] = field.strings();
    }
  }
  return out as PlanningConstraints;
}

function readChange(v: DataValue): PlanChange {
  const kind = v.get('kind').oneOf(['cheaper', 'more-protein', 'swap', 'keep', 'exclude-on-day', 'replan'] as const);
  switch (kind) {
    case 'swap': {
      v.only(['kind', 'day', 'mealType', 'what']);
      const day = v.optional('day');
      const mealType = v.optional('mealType');
      const what = v.optional('what');
      return { kind, ...(day ? { day: day.integer(0, 6) } : {}), ...(mealType ? { mealType: mealType.oneOf(MEAL_TYPES) } : {}), ...(what ? { what: what.string() } : {}) };
    }
    case 'keep':
      v.only(['kind', 'what']);
      return { kind, what: v.get('what').string() };
    case 'exclude-on-day':
      v.only(['kind', 'day', 'what']);
      return { kind, day: v.get('day').integer(0, 6), what: v.get('what').string() };
    default:
      v.only(['kind']);
      return { kind };
  }
}

function readQuestion(v: DataValue): Question {
  const kind = v.get('kind').oneOf(['how-to-cook', 'cost', 'nutrition', 'substitute', 'plan', 'plan-cost', 'shopping-list'] as const);
  switch (kind) {
    case 'how-to-cook':
    case 'cost':
    case 'nutrition':
      v.only(['kind', 'recipe']);
      return { kind, recipe: v.get('recipe').string() };
    case 'substitute': {
      v.only(['kind', 'ingredient', 'recipe']);
      const recipe = v.optional('recipe');
      return { kind, ingredient: v.get('ingredient').string(), ...(recipe ? { recipe: recipe.string() } : {}) };
    }
    case 'plan': {
      v.only(['kind', 'day', 'mealType']);
      const day = v.optional('day');
      const mealType = v.optional('mealType');
      const dayValue = day === undefined ? undefined : typeof day.value === 'string' ? day.oneOf(['today', 'tomorrow'] as const) : day.integer(0, 6);
      return { kind, ...(dayValue === undefined ? {} : { day: dayValue }), ...(mealType ? { mealType: mealType.oneOf(MEAL_TYPES) } : {}) };
    }
    default:
      v.only(['kind']);
      return { kind };
  }
}
