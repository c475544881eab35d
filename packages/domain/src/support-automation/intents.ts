/**
 * What a customer's message asks for. The labelling rules (used for the corpus and the classifier alike):
 *
 * - `cancel_request`: wants to end the subscription or the trial, or asks how to cancel (with or without a reason).
 * - `billing_question`: when or how much they will be charged, the trial's end, the price, the pay day, the card on
 *   file, receipts; no claim that a charge was wrong.
 * - `charge_dispute`: says a charge was wrong, unexpected, duplicated or not authorised, or asks for money back.
 * - `technical_problem`: something does not work (signing in, a page, an error, emails not arriving, the app).
 * - `plan_or_recipe_question`: how to use the product: meal plans, recipes, diets and allergies, shopping lists,
 *   budgets, supermarkets, nutrition.
 * - `complaint`: unhappy with the product or the service, without one of the requests above.
 * - `other`: anything else (thanks, partnerships, press, jobs, personal data requests, spam).
 */
export const INTENTS = ['cancel_request', 'billing_question', 'charge_dispute', 'technical_problem', 'plan_or_recipe_question', 'complaint', 'other'] as const;
export type Intent = (typeof INTENTS)[number];

export const INTENT_LABELS: Readonly<Record<Intent, string>> = {
  cancel_request: 'Cancel request',
  billing_question: 'Billing question',
  charge_dispute: 'Charge dispute or refund request',
  technical_problem: 'Technical problem',
  plan_or_recipe_question: 'Plan or recipe question',
  complaint: 'Complaint',
  other: 'Other',
};

export const isIntent = (value: unknown): value is Intent => typeof value === 'string' && (INTENTS as readonly string[]).includes(value);
