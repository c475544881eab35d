import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
});

/** GET /api/dev/outbox (development only). */
export const ZOutboxQuery = z.object({ to: z.string().max(254).optional() });
export const ZOutbox = z.object({
  emails: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), kind: z.string(), createdAt: z.string() })),
});

/** GET /api/site. */
export const ZSite = z.object({ supportEmail: z.string(), version: z.string() });
