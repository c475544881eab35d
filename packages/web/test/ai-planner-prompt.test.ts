import { describe, expect, it } from 'vitest';
import type { TChatPreferences } from '@larder/contract/chat';
import { understandMessage } from '@larder/domain/assistant/understand/understand-message';
import { allergiesFrom } from '../src/features/ai-planner/components/ai-onboarding-page';
import { composePrompt, listText } from '../src/features/ai-planner/utils/compose-prompt';

const prefs = (over: Partial<TChatPreferences> = {}): TChatPreferences => ({
  cookingAbility: 'intermediate', mealComplexity: 'quick_easy', servingSize: 3, mealTypes: ['dinner'], planDuration: 7, totalBudget: '60.00',
  postcode: 'SW1A 1AA', dietaryRestrictions: ['vegetarian'], cuisinePreferences: ['italian', 'indian'], allergies: ['peanuts', 'sesame'], ...over,
});

describe('the wizard prompt', () => {
  it('says every answer in words', () => {
    expect(composePrompt(prefs())).toBe(
      "Plan 7 days of dinners for 3 people on £60.00 a week. I'm an intermediate cook. Quick and easy meals please. Vegetarian meals only. We are allergic to peanuts and sesame. We like Italian and Indian food.",
    );
    expect(listText(['a', 'b', 'c'])).toBe('a, b and c');
    expect(allergiesFrom(' peanuts, , shellfish ,peanuts')).toEqual(['peanuts', 'shellfish']);
  });

  it('is read by the built-in assistant as the answers it came from', () => {
    const cases: Array<[Partial<TChatPreferences>, Record<string, unknown>]> = [
      [{}, { people: 3, days: 7, mealTypes: ['dinner'], budget: { pence: 6000, per: 'week' }, skill: 'intermediate', maxMinutes: 30, diets: ['Vegetarian'], allergies: ['Nuts', 'Sesame'], cuisines: ['Italian', 'Indian'] }],
      [
        { servingSize: 1, planDuration: 14, totalBudget: '90.00', mealTypes: ['breakfast', 'lunch', 'dinner'], cookingAbility: 'beginner', mealComplexity: 'moderate', dietaryRestrictions: ['gluten_free', 'dairy_free'], allergies: [], cuisinePreferences: ['thai'] },
        { people: 1, days: 14, mealTypes: ['breakfast', 'lunch', 'dinner'], budget: { pence: 9000, per: 'plan' }, skill: 'beginner', maxMinutes: 60, diets: ['Gluten-free', 'Dairy-free'], cuisines: ['Thai'] },
      ],
      [
        { servingSize: 6, planDuration: 3, totalBudget: '40.00', mealTypes: ['lunch', 'snacks'], cookingAbility: 'advanced', mealComplexity: 'complex', dietaryRestrictions: ['vegan', 'halal'], allergies: ['eggs'], cuisinePreferences: [] },
        { people: 6, days: 3, mealTypes: ['lunch', 'snack'], budget: { pence: 4000, per: 'plan' }, skill: 'advanced', diets: ['Vegan', 'Halal'], allergies: ['Eggs'] },
      ],
    ];
    for (const [over, expected] of cases) {
      const read = understandMessage(composePrompt(prefs(over)));
      expect(read.intent).toBe('plan');
      expect(read.constraints).toEqual(expected);
    }
  });
});
