import { z } from 'zod';
import { ZDecimalString } from './common';

export const ZHouseholdMember = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'member']),
  joinedAt: z.string(),
});

export const ZHouseholdInvitation = z.object({ id: z.string(), email: z.string(), createdAt: z.string(), expiresAt: z.string() });

/** GET /api/household: the members; the owner also sees the open invitations. */
export const ZHousehold = z.object({
  role: z.enum(['owner', 'member']),
  ownerId: z.string(),
  me: z.string(),
  maxMembers: z.number(),
  members: z.array(ZHouseholdMember),
  invitations: z.array(ZHouseholdInvitation),
});
export type THousehold = z.infer<typeof ZHousehold>;

export const ZInviteBody = z.object({ email: z.string().max(254) });
/** Accepting signed out: an account is made for the invited address (no card: the household's subscription covers it). */
export const ZAcceptBody = z.object({ firstName: z.string().max(60).optional(), lastName: z.string().max(60).optional(), password: z.string().max(200).optional() });

export const ZInvitationPreview = z.object({
  email: z.string(),
  ownerFirstName: z.string(),
  expiresAt: z.string(),
  state: z.enum(['open', 'used', 'expired']),
  hasAccount: z.boolean(),
});

/** POST /api/simple-shopping-lists/{id}/items: a free-text item; `usual` keeps it among the household's usuals. */
export const ZExtraItemBody = z.object({
  name: z.string().max(200),
  quantity: z.number().positive().max(999).nullish(),
  unit: z.string().max(20).nullish(),
  category: z.string().max(40).nullish(),
  price: z.union([z.string().max(12), z.number()]).nullish(),
  usual: z.boolean().optional(),
});

export const ZUsualItem = z.object({ id: z.number(), name: z.string(), quantity: z.number(), unit: z.string(), category: z.string(), price: ZDecimalString });

export const ZCalendarLink = z.object({ url: z.string().nullable(), createdAt: z.string().nullable() });

/** GET /api/household/activity: who changed what, newest first. */
export const ZActivity = z.object({
  id: z.string(),
  kind: z.string(),
  subjectId: z.string().nullable(),
  parentId: z.string().nullable(),
  by: z.object({ userId: z.string().nullable(), name: z.string(), you: z.boolean() }),
  summary: z.string(),
  at: z.string(),
});
export type TActivity = z.infer<typeof ZActivity>;
export const ZActivityList = z.object({ activity: z.array(ZActivity) });
export const ZActivityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** Comma-separated ids (a plan, its meals, a recipe, a conversation): only the changes about them. */
  about: z.string().max(2000).optional(),
});

const ZMealSlot = z.object({ time: z.string(), minutes: z.number() });
/** GET/PUT /api/household/meal-times: when each meal shows in the calendar (Europe/London). */
export const ZMealTimes = z.object({ times: z.object({ breakfast: ZMealSlot, lunch: ZMealSlot, dinner: ZMealSlot }), custom: z.boolean() });
export type TMealTimes = z.infer<typeof ZMealTimes>;
const ZMealSlotChange = z.object({ time: z.string().max(5).optional(), minutes: z.number().optional() }).strict();
export const ZMealTimesBody = z.object({ breakfast: ZMealSlotChange.optional(), lunch: ZMealSlotChange.optional(), dinner: ZMealSlotChange.optional() }).strict();
