import type { UnderstoodMessage } from '../constraints';
import type { CorpusEntry } from './household-messages.corpus';

/**
 * A second set, written after the reader was tuned on the first and run once before any change to the
 * reader: it shows how the reader does on wording it was not fitted to. Its first-run share is recorded
 * in the README; the test prints the current share.
 */
const plan = (constraints: UnderstoodMessage['constraints'], changes: UnderstoodMessage['changes'] = []): UnderstoodMessage => ({ intent: 'plan', constraints, changes });
const change = (changes: UnderstoodMessage['changes'], constraints: UnderstoodMessage['constraints'] = {}): UnderstoodMessage => ({ intent: 'change', constraints, changes });
const ask = (question: NonNullable<UnderstoodMessage['question']>): UnderstoodMessage => ({ intent: 'question', constraints: {}, changes: [], question });
const week = (pounds: number) => ({ pence: pounds * 100, per: 'week' as const });
const D = ['dinner'] as const;

export const HELD_OUT_MESSAGES: readonly CorpusEntry[] = [
  { message: 'Could you put together a week of evening meals for three of us? Around £45.', expected: plan({ budget: week(45), people: 3, days: 7, mealTypes: D }) },
  { message: 'need cheap lunches for my packed lunch box, 5 days, just me', expected: plan({ people: 1, days: 5, mealTypes: ['lunch'] }) },
  { message: 'Something for tea tonight and the rest of the week for 4 people', expected: plan({ people: 4, days: 7, mealTypes: D }) },
  { message: 'vegetarian family meals, £70 max, 2 adults 3 kids', expected: plan({ budget: week(70), people: 5, diets: ['Vegetarian'] }) },
  { message: 'My wife is pregnant so no liver and no pate please, dinners for 2', expected: plan({ people: 2, mealTypes: D, exclude: ['liver', 'pate'] }) },
  { message: 'We eat halal. Plan 7 dinners for 6.', expected: plan({ people: 6, mealTypes: D, diets: ['Halal'] }) },
  { message: 'I have £12 left until payday on Friday, feed me for 3 days', expected: plan({ budget: { pence: 1200, per: 'plan' }, days: 3 }) },
  { message: 'coeliac household of 2, 30 min dinners', expected: plan({ people: 2, mealTypes: D, diets: ['Gluten-free'], maxMinutes: 30 }) },
  { message: 'low carb dinners, 3 people, nothing with pork', expected: plan({ people: 3, mealTypes: D, diets: ['Low-carb'], exclude: ['pork'] }) },
  { message: 'any chance of a cheaper week? this one is too dear', expected: change([{ kind: 'cheaper' }]) },
  { message: 'can you swap out thursday night dinner', expected: change([{ kind: 'swap', day: 3, mealType: 'dinner' }]) },
  { message: 'not a fan of the risotto, swap it', expected: change([{ kind: 'swap', what: 'risotto' }]) },
  { message: 'hang on to the lasagne please', expected: change([{ kind: 'keep', what: 'lasagne' }]) },
  { message: 'fish free fridays please', expected: change([{ kind: 'exclude-on-day', day: 4, what: 'fish' }]) },
  { message: 'we need more protein, my son plays rugby', expected: change([{ kind: 'more-protein' }]) },
  { message: 'plan a week of breakfasts and lunches for 2 vegans, £35', expected: plan({ budget: week(35), people: 2, days: 7, mealTypes: ['breakfast', 'lunch'], diets: ['Vegan'] }) },
  { message: 'Thai and Japanese dinners for me and my girlfriend', expected: plan({ people: 2, mealTypes: D, cuisines: ['Thai', 'Japanese'] }) },
  { message: 'what am I cooking on Saturday?', expected: ask({ kind: 'plan', day: 5 }) },
  { message: "what's for breakfast tomorrow", expected: ask({ kind: 'plan', day: 'tomorrow', mealType: 'breakfast' }) },
  { message: 'how long does the shepherds pie take and how do I make it', expected: ask({ kind: 'how-to-cook', recipe: 'shepherds pie' }) },
  { message: 'how much is the chicken curry at Aldi', expected: ask({ kind: 'cost', recipe: 'chicken curry' }) },
  { message: 'calories in the porridge?', expected: ask({ kind: 'nutrition', recipe: 'porridge' }) },
  { message: 'can I use yoghurt instead of cream?', expected: ask({ kind: 'substitute', ingredient: 'cream' }) },
  { message: "what's the total for this week's shop", expected: ask({ kind: 'plan-cost' }) },
  { message: 'show me the shopping list', expected: ask({ kind: 'shopping-list' }) },
  { message: 'meals for the week using the chicken thighs in the freezer', expected: plan({ days: 7, useUp: ['chicken thigh'] }) },
  { message: 'I bought too many courgettes, help me use them', expected: change([], { useUp: ['courgette'] }) },
  { message: 'dinners for four for under fifty quid, no spicy food', expected: plan({ budget: week(50), people: 4, mealTypes: D, exclude: ['spicy'] }) },
  { message: 'tree nut allergy and dairy free, dinners for 3', expected: plan({ people: 3, mealTypes: D, diets: ['Dairy-free'], allergies: ['Nuts'] }) },
  { message: 'plan 14 days of dinners for 2 on £100', expected: plan({ budget: { pence: 10000, per: 'plan' }, people: 2, days: 14, mealTypes: D }) },
  { message: 'kids are fussy - nothing with mushrooms, olives or peppers. 4 of us.', expected: plan({ people: 4, exclude: ['mushroom', 'olive', 'pepper'] }) },
  { message: 'quick breakfasts please, 10 minutes max', expected: plan({ mealTypes: ['breakfast'], maxMinutes: 10 }) },
  { message: 'italian week for the two of us, £40', expected: plan({ budget: week(40), people: 2, days: 7, cuisines: ['Italian'] }) },
  { message: 'replace sunday lunch with something cheaper', expected: change([{ kind: 'cheaper' }, { kind: 'swap', day: 6, mealType: 'lunch' }]) },
  { message: 'start over, this week is all wrong', expected: change([{ kind: 'replan' }], { days: 7 }) },
  { message: 'good morning!', expected: { intent: 'greeting', constraints: {}, changes: [] } },
  { message: 'can you book me a table at a restaurant', expected: { intent: 'unknown', constraints: {}, changes: [] } },
  { message: 'no more beans this week please', expected: change([], { days: 7, exclude: ['bean'] }) },
  { message: 'egg allergy. vegetarian. dinners for 1, £20', expected: plan({ budget: week(20), people: 1, mealTypes: D, diets: ['Vegetarian'], allergies: ['Eggs'] }) },
  { message: 'family of six on universal credit, we have about £80 for food, all meals', expected: plan({ budget: week(80), people: 6, mealTypes: ['breakfast', 'lunch', 'dinner'] }) },
];
