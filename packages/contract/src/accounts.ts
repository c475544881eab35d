import { z } from 'zod';
import { ZDecimalString, ZNumberish, ZStringList } from './common';

const ZEmail = z.string().max(254);

export const ZCheckAccountTypeBody = z.object({ email: ZEmail });
export const ZCheckAccountTypeResponse = z.object({ accountType: z.enum(['password', 'magic-link']) });

export const ZLoginBody = z.object({
  email: ZEmail,
  password: z.string().max(1024),
  keepLoggedIn: z.boolean().optional().default(false),
});
export type TLoginBody = z.input<typeof ZLoginBody>;

export const ZMagicLinkBody = z.object({ email: ZEmail });
/** `loginUrl` is present in development only. */
export const ZMagicLinkResponse = z.object({ message: z.string(), loginUrl: z.string().optional() });

export const ZDevLoginBody = z.object({ email: ZEmail });

export const ZSubscriptionStatus = z.enum(['trialing', 'active', 'pending', 'failed', 'cancelled']);

/** GET /api/user. */
export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['user', 'admin']),
  accountType: z.enum(['password', 'magic-link']),
  postcode: z.string().nullable(),
  householdSize: z.number().nullable(),
  weeklyBudget: ZDecimalString.nullable(),
  /** The account screen's band for the stored budget ("£75-100"). */
  weeklyBudgetBand: z.string(),
  /** Set when the budget is below £38.60 a person: what that means for the plan (the one budget rule, README). */
  budgetWarning: z.string().nullable(),
  cookingSkill: z.enum(['beginner', 'intermediate', 'advanced']).nullable(),
  dietaryPreferences: z.array(z.string()),
  dietaryRestrictions: z.array(z.string()),
  cuisinePreferences: z.array(z.string()),
  allergies: z.array(z.string()),
  /** Who is in the household, when it says: one per person, at most the household's size. */
  /** Each person's name, foods they will not eat and allergies (shared meals honour them for everyone). */
  members: z.array(
    z.object({ ageBand: z.string(), sex: z.enum(['female', 'male']).nullable(), name: z.string().nullable().optional(), avoids: z.array(z.string()).optional(), allergies: z.array(z.string()).optional() }),
  ),
  /** Foods the household will not eat: avoid-group keys ("pork", "mushrooms") or ingredient slugs. */
  avoids: z.array(z.string()).optional(),
  /** Cook once, eat twice. */
  leftovers: z.boolean(),
  /** The household's own time limits for a meal (minutes, null: none); null: its cooking skill's usual time. */
  mealMinutes: z.object({ weekday: z.number().nullable(), weekend: z.number().nullable() }).nullable(),
  /** The time limit said aloud: "Up to 60 minutes a meal, the usual time for an intermediate cook: set your own limits in your profile". */
  timeLimit: z.string(),
  subscriptionStatus: ZSubscriptionStatus.nullable(),
  trialEndsAt: z.string().nullable(),
  preferredPayDay: z.number().nullable(),
  nextChargeAt: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  /** Household size, weekly budget and cooking skill are all set (the dashboard gate). */
  profileComplete: z.boolean(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** Both the setup screen's payload and the account screen's payload (document 000 section 3). */
export const ZPreferencesBody = z.object({
  postcode: z.string().max(16).optional(),
  weeklyBudget: ZNumberish.optional(),
  householdSize: ZNumberish.optional(),
  cookingSkill: z.string().max(32).optional(),
  dietaryPreferences: ZStringList.optional(),
  dietaryRestrictions: ZStringList.optional(),
  cuisinePreferences: ZStringList.optional(),
  allergies: ZStringList.optional(),
  /** Checked by the use case (a 400 naming members for too many people or an unknown band). */
  members: z.array(z.object({ ageBand: z.unknown(), sex: z.unknown().optional(), name: z.unknown().optional(), avoids: z.unknown().optional(), allergies: z.unknown().optional() })).max(20).optional(),
  /** Checked by the use case: foods to avoid (group keys, ingredient slugs or free text); a 400 naming avoids lists what can be avoided. */
  avoids: z.unknown().optional(),
  leftovers: z.boolean().optional(),
  /** Checked by the use case: { weekday, weekend } whole minutes or null each; null: the skill's usual time. */
  mealMinutes: z.unknown().optional(),
});
export type TPreferencesBody = z.infer<typeof ZPreferencesBody>;

export const ZOnboardingBody = z.object({
  postcode: z.string().max(16),
  householdSize: ZNumberish,
  weeklyBudget: ZNumberish,
  /** Issue 31: the household's allergies and the foods it will not eat, checked as /account checks them (a 400 names the field). */
  allergies: ZStringList.optional(),
  avoids: z.unknown().optional(),
});
export type TOnboardingBody = z.infer<typeof ZOnboardingBody>;

export const ZSignupFormData = z.object({
  email: z.string().max(254),
  password: z.string().max(1024).optional().default(''),
  confirmPassword: z.string().max(1024).optional().default(''),
  firstName: z.string().max(100),
  lastName: z.string().max(100).optional().default(''),
  postcode: z.string().max(16),
  householdSize: ZNumberish.optional(),
  weeklyBudget: ZNumberish.optional(),
  preferredPayDay: ZNumberish.optional(),
  cookingSkill: z.string().max(32).optional(),
  dietaryRestrictions: ZStringList.optional(),
  cuisinePreferences: ZStringList.optional(),
  allergies: ZStringList.optional(),
});
export type TSignupFormData = z.input<typeof ZSignupFormData>;

export const ZSignupBody = z.object({ formData: ZSignupFormData, paymentMethodId: z.string().max(255).optional() });
export const ZSignupResponse = z.object({ message: z.string(), user: ZUser });

export const ZSetupIntentResponse = z.object({
  clientSecret: z.string(),
  /** Which card form the page shows: the simulated provider's own, or Stripe's. */
  provider: z.string(),
  publishableKey: z.string().nullable(),
});
export type TSetupIntentResponse = z.infer<typeof ZSetupIntentResponse>;

/**
 * The simulated provider's card form posts here (as Stripe.js posts to Stripe): the number is
 * checked and turned into a payment method id; it is never stored or logged.
 */
export const ZSimulatedCardBody = z.object({
  number: z.string().max(32),
  expMonth: ZNumberish,
  expYear: ZNumberish,
  cvc: z.string().max(4),
});
export const ZSimulatedCardResponse = z.object({ id: z.string(), brand: z.string(), last4: z.string() });

/** GET /api/auth/magic-login: the link's token. */
export const ZMagicLoginQuery = z.object({ token: z.string().max(128).optional().default('') });

/** POST /api/login. */
export const ZLoginResponse = z.object({ message: z.string(), user: ZUser });
