import type { Pence } from '../shared/money';
import type { CookingSkill, TimeLimits } from './household-options';
import type { HouseholdMember } from '../planning/nutrition-targets';

export type Role = 'user' | 'admin';
export type AccountType = 'password' | 'magic-link';

export interface HouseholdProfile {
  readonly postcode: string | null;
  readonly householdSize: number | null;
  readonly weeklyBudget: Pence | null;
  readonly cookingSkill: CookingSkill | null;
  readonly dietaryPreferences: readonly string[];
  readonly dietaryRestrictions: readonly string[];
  readonly cuisinePreferences: readonly string[];
  readonly allergies: readonly string[];
  /** Foods the whole household will not eat: avoid-group keys or ingredient slugs (planning/avoids.ts). */
  readonly avoids?: readonly string[];
  /** Who is in the household (age band and sex), when it says; otherwise every person counts as an adult. */
  readonly members: readonly HouseholdMember[];
  /** Cook once, eat twice: plans may serve a dinner's second half as a later meal. */
  readonly leftovers: boolean;
  /** The household's own time limits for a meal, weekdays and weekends (null or absent: its cooking skill's usual time). */
  readonly mealMinutes?: TimeLimits | null;
}

export const EMPTY_PROFILE: HouseholdProfile = {
  postcode: null,
  householdSize: null,
  weeklyBudget: null,
  cookingSkill: null,
  dietaryPreferences: [],
  dietaryRestrictions: [],
  cuisinePreferences: [],
  allergies: [],
  avoids: [],
  members: [],
  leftovers: true,
};

export interface User {
  readonly id: string;
  readonly email: string;
  /** argon2id hash; null for a passwordless (magic-link) account. */
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly profile: HouseholdProfile;
  readonly onboardingCompletedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export const accountTypeOf = (user: Pick<User, 'passwordHash'>): AccountType => (user.passwordHash ? 'password' : 'magic-link');

/** The dashboard gate: size, budget and skill must all be set. */
export const hasCompleteProfile = (profile: HouseholdProfile): boolean =>
  profile.householdSize !== null && profile.weeklyBudget !== null && profile.cookingSkill !== null;

/** Emails are compared case-insensitively and stored trimmed and lower-case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);
