import type { CookingSkill } from '../accounts/household-options';
import type { MealType } from '../catalogue/recipe';

/** How a stated budget is meant: for the week, a day, a person for the week, or the whole plan. */
export type BudgetPer = 'week' | 'day' | 'person' | 'plan';

/**
 * What a household's message asks of the planner. Only what the message says is present;
 * the assistant fills the rest from the conversation, the chat preferences and the profile.
 */
export interface PlanningConstraints {
  readonly budget?: { readonly pence: number; readonly per: BudgetPer };
  readonly people?: number;
  readonly days?: number;
  readonly mealTypes?: readonly MealType[];
  /** Diet labels as the planner names them ('Vegetarian', 'Gluten-free' ...). */
  readonly diets?: readonly string[];
  /** Allergy labels as the screens name them ('Nuts', 'Eggs' ...). */
  readonly allergies?: readonly string[];
  /** Foods not wanted, as words ('mushroom', 'fish', 'spicy'): resolved against the catalogue. */
  readonly exclude?: readonly string[];
  readonly maxMinutes?: number;
  readonly skill?: CookingSkill;
  readonly cuisines?: readonly string[];
  /** Foods to use up, as words ('spinach'). */
  readonly useUp?: readonly string[];
  /** Kept by the conversation, not read from a message: "more protein" was asked for, so every later change keeps it. */
  readonly moreProtein?: boolean;
  /** Kept by the conversation: after "cheaper", later changes plan under this cost (pence for the plan) where they can. */
  readonly costCapPence?: number;
}

/** A change to the conversation's current plan. */
export type PlanChange =
  | { readonly kind: 'cheaper' }
  | { readonly kind: 'more-protein' }
  | { readonly kind: 'swap'; readonly day?: number; readonly mealType?: MealType; readonly what?: string }
  | { readonly kind: 'keep'; readonly what: string }
  | { readonly kind: 'exclude-on-day'; readonly day: number; readonly what: string }
  | { readonly kind: 'replan' };

/** A question answered from our data. `recipe` is the words the household used ("the curry", "tuesday's dinner"). */
export type Question =
  | { readonly kind: 'how-to-cook'; readonly recipe: string }
  | { readonly kind: 'cost'; readonly recipe: string }
  | { readonly kind: 'nutrition'; readonly recipe: string }
  | { readonly kind: 'substitute'; readonly ingredient: string; readonly recipe?: string }
  | { readonly kind: 'plan'; readonly day?: number | 'today' | 'tomorrow'; readonly mealType?: MealType }
  | { readonly kind: 'plan-cost' }
  | { readonly kind: 'shopping-list' };

export type Intent = 'plan' | 'change' | 'question' | 'greeting' | 'help' | 'unknown';

export interface UnderstoodMessage {
  readonly intent: Intent;
  readonly constraints: PlanningConstraints;
  readonly changes: readonly PlanChange[];
  readonly question?: Question;
}

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** "Quick" with no number: the beginner's limit (document 000: beginner 15-30 minutes). */
export const QUICK_MINUTES = 30;
