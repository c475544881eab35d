import { timeLimitSentence } from '@larder/domain/planning/time-limits';
import type { Account } from '@larder/domain/accounts/get-account/get-account.use-case';
import { budgetBandFor } from '@larder/domain/accounts/household-options';
import { accountTypeOf, hasCompleteProfile } from '@larder/domain/accounts/user';
import { allergiesAsOptions, budgetWarningFor, householdDiets } from '@larder/domain/accounts/profile-rules';
import { formatPounds } from '@larder/domain/shared/money';
import type { TUser } from '@larder/contract/accounts';

/** The user as GET /api/user shows it: never the password hash, money as a decimal string. */
export function presentUser({ user, subscription }: Account): TUser {
  const { profile } = user;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    accountType: accountTypeOf(user),
    postcode: profile.postcode,
    householdSize: profile.householdSize,
    weeklyBudget: profile.weeklyBudget === null ? null : formatPounds(profile.weeklyBudget),
    weeklyBudgetBand: budgetBandFor(profile.weeklyBudget).label,
    budgetWarning: budgetWarningFor(profile.weeklyBudget, profile.householdSize),
    cookingSkill: profile.cookingSkill,
    // One profile: both names carry the household's one diet list, and allergies read as today's 14 options.
    dietaryPreferences: householdDiets(profile),
    dietaryRestrictions: householdDiets(profile),
    cuisinePreferences: [...profile.cuisinePreferences],
    allergies: allergiesAsOptions(profile.allergies),
    members: (profile.members ?? []).map((m) => ({ ageBand: m.ageBand, sex: m.sex ?? null, name: m.name ?? null, avoids: [...(m.avoids ?? [])], allergies: [...(m.allergies ?? [])] })),
    avoids: [...(profile.avoids ?? [])],
    leftovers: profile.leftovers ?? true,
    mealMinutes: profile.mealMinutes ?? null,
    timeLimit: timeLimitSentence({ skill: profile.cookingSkill ?? 'beginner', ...(profile.mealMinutes ? { timeLimits: profile.mealMinutes } : {}) }),
    subscriptionStatus: subscription?.status ?? null,
    trialEndsAt: subscription?.trialEndsAt?.toISOString() ?? null,
    preferredPayDay: subscription?.preferredPayDay ?? null,
    nextChargeAt: subscription?.nextChargeAt?.toISOString() ?? null,
    onboardingCompleted: user.onboardingCompletedAt !== null,
    profileComplete: hasCompleteProfile(profile),
    createdAt: user.createdAt.toISOString(),
  };
}
