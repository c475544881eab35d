import { z } from 'zod';

/** Every error answer: `{ message }`, with the field at fault for a 400. */
export const ZErrorBody = z.object({ message: z.string(), field: z.string().optional() });
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** A decimal amount of pounds as the API writes it: "8.45". */
export const ZDecimalString = z.string().regex(/^-?\d+\.\d{2}$/);

/** Inputs that screens send either as numbers or as strings ("4", "87.50"). */
export const ZNumberish = z.union([z.number(), z.string().max(32)]);
export const ZStringList = z.array(z.string().max(60)).max(30);
