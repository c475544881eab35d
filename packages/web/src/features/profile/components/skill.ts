import { COOKING_SKILLS, SKILL_TIME_MINUTES, type CookingSkill } from '@larder/domain/accounts/household-options';

export const SKILL_LABELS: Record<CookingSkill, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

/** "15-30 min", "60+ min" (document 000 section 9). */
export const skillTime = (skill: CookingSkill): string => {
  const t = SKILL_TIME_MINUTES[skill];
  return t.max === null ? `${t.min}+ min` : `${t.min}-${t.max} min`;
};

export const SKILL_OPTIONS = COOKING_SKILLS.map((value) => ({ value, label: SKILL_LABELS[value], hint: skillTime(value) }));
