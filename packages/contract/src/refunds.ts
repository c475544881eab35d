import { z } from 'zod';

/**
 * Refunds in the operators' console: GET /api/admin/refunds (the payments collected in the last 180 days, each with
 * its refund) and POST /api/admin/refunds {chargeId, reason}. Admin only; each refund is audited. Money in pounds.
 */
export const ZRefund = z.object({
  id: z.string(),
  status: z.enum(['processing', 'succeeded', 'failed']),
  amount: z.number(),
  method: z.enum(['operator', 'automation']),
  actorEmail: z.string().nullable(),
  reason: z.string(),
  providerRefundId: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TRefund = z.infer<typeof ZRefund>;

export const ZCollectedPayment = z.object({
  chargeId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  periodDate: z.string(),
  collectedAt: z.string(),
  amount: z.number(),
  provider: z.string(),
  refund: ZRefund.nullable(),
  /** Null when an operator may refund it now; else why not ("already refunded", "collected more than 180 days ago"). */
  notRefundableBecause: z.string().nullable(),
});
export type TCollectedPayment = z.infer<typeof ZCollectedPayment>;

export const ZRefundsList = z.object({ windowDays: z.number(), payments: z.array(ZCollectedPayment) });
export type TRefundsList = z.infer<typeof ZRefundsList>;

export const ZRefundBody = z.object({
  chargeId: z.string().min(1).max(100),
  reason: z.string().trim().min(1, 'Give a reason for the refund.').max(500),
});
export type TRefundBody = z.infer<typeof ZRefundBody>;

export const ZRefundReply = z.object({ status: z.literal('succeeded'), amount: z.number(), refund: ZRefund });
