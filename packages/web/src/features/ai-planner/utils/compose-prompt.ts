import type { TChatPreferences } from '@larder/contract/chat';

const DIETS: Record<string, string> = {
  vegetarian: 'vegetarian', vegan: 'vegan', gluten_free: 'gluten-free', dairy_free: 'dairy-free', keto: 'keto', paleo: 'paleo', low_carb: 'low-carb', halal: 'halal',
};
const TIME: Record<string, string> = { quick_easy: 'Quick and easy meals please', moderate: 'Meals under an hour please', complex: 'I am happy to spend time on more involved recipes' };
const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "a, b and c" */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The message the wizard sends to the chat: every answer, in words the planner assistant reads. */
export function composePrompt(p: TChatPreferences): string {
  const meals = p.mealTypes.map((m) => ({ breakfast: 'breakfasts', lunch: 'lunches', dinner: 'dinners', snacks: 'snacks' })[m]);
  const budget = p.planDuration === 7 ? `£${p.totalBudget} a week` : `£${p.totalBudget} for the whole plan`;
  const parts = [
    `Plan ${p.planDuration} days of ${listText(meals)} for ${p.servingSize} ${p.servingSize === 1 ? 'person' : 'people'} on ${budget}.`,
    `I'm ${/^[aeiou]/.test(p.cookingAbility) ? 'an' : 'a'} ${p.cookingAbility} cook. ${TIME[p.mealComplexity] ?? ''}.`,
  ];
  if (p.dietaryRestrictions.length) parts.push(`${title(listText(p.dietaryRestrictions.map((d) => DIETS[d] ?? d)))} meals only.`);
  if (p.allergies.length) parts.push(`We are allergic to ${listText(p.allergies)}.`);
  if (p.cuisinePreferences.length) parts.push(`We like ${listText(p.cuisinePreferences.map(title))} food.`);
  return parts.join(' ').replace(/\.\./g, '.');
}
