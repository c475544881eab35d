import { z } from 'zod';

/**
 * The AI chat planner's calls (document 001 section 7). Start and continue answer JSON, or, when the
 * request sends `Accept: text/event-stream`, stream the answer as server-sent events:
 *   event: conversation  data: {"conversationId": 12, "title": "..."}   (start only, first)
 *   event: delta         data: {"text": "..."}                          (the answer as it is produced)
 *   event: done          data: TChatTurn                                (the saved messages)
 *   event: error         data: {"message": "..."}                       (a failure after the stream began)
 * Bad input (a blank message) and another household's conversation are refused before any stream, as JSON.
 */
export const ZConversation = z.object({
  id: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  mealPlanGenerated: z.boolean(),
  /** The plan the conversation made (opens in /meal-planner?plan=...). */
  mealPlanId: z.string().nullable(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZChatMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  mealPlanId: z.string().nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatMessageBody = z.object({ message: z.string({ error: 'Please type a message' }).max(2000, 'Keep messages under 2000 characters') });

export const ZChatTurn = z.object({
  conversationId: z.number().int(),
  conversation: ZConversation,
  userMessage: ZChatMessage,
  message: ZChatMessage,
});
export type TChatTurn = z.infer<typeof ZChatTurn>;

export const CHAT_COOKING_ABILITIES = ['beginner', 'intermediate', 'advanced'] as const;
export const CHAT_MEAL_COMPLEXITIES = ['quick_easy', 'moderate', 'complex'] as const;
export const CHAT_MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export const CHAT_DIETARY_RESTRICTIONS = ['vegetarian', 'vegan', 'gluten_free', 'dairy_free', 'keto', 'paleo', 'low_carb', 'halal'] as const;
export const CHAT_CUISINES = ['british', 'italian', 'indian', 'chinese', 'mexican', 'mediterranean', 'thai', 'japanese'] as const;

/** The chat preferences payload of document 001 section 3 (values are checked again in the domain). */
export const ZChatPreferencesBody = z.object({
  cookingAbility: z.string().max(20).optional(),
  mealComplexity: z.string().max(20).optional(),
  servingSize: z.union([z.number(), z.string().max(4)]).optional(),
  mealTypes: z.array(z.string().max(20)).max(4).optional(),
  planDuration: z.union([z.number(), z.string().max(4)]).optional(),
  totalBudget: z.union([z.string().max(12), z.number()]).optional(),
  postcode: z.string().max(12).optional(),
  dietaryRestrictions: z.array(z.string().max(20)).max(16).optional(),
  cuisinePreferences: z.array(z.string().max(20)).max(16).optional(),
  allergies: z.union([z.array(z.string().max(60)).max(30), z.string().max(600)]).optional(),
});

export const ZChatPreferences = z.object({
  cookingAbility: z.enum(CHAT_COOKING_ABILITIES),
  mealComplexity: z.enum(CHAT_MEAL_COMPLEXITIES),
  servingSize: z.number().int(),
  mealTypes: z.array(z.enum(CHAT_MEAL_TYPES)),
  planDuration: z.number().int(),
  totalBudget: z.string(),
  postcode: z.string(),
  dietaryRestrictions: z.array(z.string()),
  cuisinePreferences: z.array(z.string()),
  allergies: z.array(z.string()),
});
export type TChatPreferences = z.infer<typeof ZChatPreferences>;
