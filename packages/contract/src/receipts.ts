import { z } from 'zod';
import { ZDecimalString } from './common';

/** POST /api/receipts with JSON: the pasted text of a receipt or an online order confirmation. */
export const ZReceiptTextBody = z.object({ text: z.string().max(20_000) });

/** POST /api/receipts/{id}/confirm: the household's corrections (all optional). */
export const ZReceiptConfirmBody = z.object({
  chain: z.string().max(100).optional(),
  store: z.string().max(200).nullable().optional(),
  date: z.string().max(20).optional(),
  lines: z
    .array(z.object({ index: z.number().int().min(0).max(500), ingredient: z.string().max(100).nullable().optional(), price: z.string().max(20).optional(), skip: z.boolean().optional() }))
    .max(500)
    .optional(),
});
export type TReceiptConfirmBody = z.infer<typeof ZReceiptConfirmBody>;

const ZSaving = z.object({ text: z.string(), kind: z.enum(['loyalty', 'multibuy', 'discount']), amount: ZDecimalString });
export const ZReceiptLine = z.object({
  index: z.number(),
  text: z.string(),
  name: z.string(),
  quantity: z.number(),
  weightGrams: z.number().nullable(),
  unitPrice: ZDecimalString.nullable(),
  price: ZDecimalString,
  paid: ZDecimalString,
  savings: z.array(ZSaving),
  skipped: z.boolean(),
  match: z.object({
    ingredient: z.object({ slug: z.string(), name: z.string() }).nullable(),
    confidence: z.number(),
    suggestions: z.array(z.object({ slug: z.string(), name: z.string(), confidence: z.number() })),
    pack: z.object({ size: z.number(), unit: z.enum(['g', 'ml', 'each']) }).nullable(),
    packMatchesCatalogue: z.boolean(),
  }),
});
export const ZScannedReceipt = z.object({
  id: z.number(),
  status: z.enum(['draft', 'confirmed']),
  source: z.enum(['image', 'pdf', 'text']),
  chain: z.string().nullable(),
  loyaltyCard: z.string().nullable(),
  store: z.string().nullable(),
  postcodeDistrict: z.string().nullable(),
  date: z.string().nullable(),
  total: ZDecimalString.nullable(),
  check: z.object({ addsUp: z.boolean(), lines: ZDecimalString, difference: ZDecimalString.nullable(), message: z.string() }),
  receiptSavings: z.array(ZSaving),
  lines: z.array(ZReceiptLine),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  budgetReceiptId: z.number().nullable(),
});
export type TScannedReceipt = z.infer<typeof ZScannedReceipt>;

export const ZKnownPrice = z.object({
  chain: z.string(),
  pack: z.object({ size: z.number(), unit: z.enum(['g', 'ml', 'each']) }),
  price: ZDecimalString,
  loyaltyPrice: ZDecimalString.nullable(),
  payable: ZDecimalString,
  source: z.enum(['own-receipt', 'pooled', 'feed', 'estimate']),
  date: z.string(),
  households: z.number().nullable(),
  /** The household's own receipts only: the store it was bought at (never another household's). */
  store: z.string().nullable().optional(),
  label: z.string(),
});
/** GET /api/prices/{ingredient}: what is known, chain by chain, each price with its source and date. */
export const ZIngredientPrices = z.object({ ingredient: z.object({ slug: z.string(), name: z.string() }), prices: z.array(ZKnownPrice) });
export type TIngredientPrices = z.infer<typeof ZIngredientPrices>;

/** GET/PUT /api/receipts/loyalty: the household's loyalty cards and whether it pools prices nearby. */
/** GET /api/receipts/price-changes: foods the household buys that became dearer at a chain (issue 37). */
export const ZPriceChanges = z.object({
  changes: z.array(z.object({ ingredient: z.string(), chain: z.string(), kind: z.enum(['rise', 'shrink']), from: z.string(), to: z.string(), sentence: z.string() })),
});
export type TPriceChanges = z.infer<typeof ZPriceChanges>;

export const ZLoyaltySettings = z.object({ cards: z.array(z.string().max(40)).max(10), poolOptIn: z.boolean() });
export const ZLoyaltyView = ZLoyaltySettings.extend({ known: z.array(z.object({ card: z.string(), chain: z.string() })) });

/** GET /api/simple-shopping-lists/{id}/split: one shop or split the shop, from the price book. */
export const ZListSplit = z.object({
  listId: z.number(),
  single: z.array(z.object({ chain: z.string(), total: ZDecimalString, missing: z.array(z.string()) })),
  split: z
    .object({
      chains: z.array(z.string()),
      total: ZDecimalString,
      saving: ZDecimalString,
      items: z.array(z.object({ ingredient: z.string(), name: z.string(), chain: z.string(), cost: ZDecimalString })),
      missing: z.array(z.string()),
    })
    .nullable(),
  sources: z.object({ 'own-receipt': z.number(), pooled: z.number(), feed: z.number(), estimate: z.number() }),
  estimatesOnly: z.boolean(),
  sentence: z.string(),
  labels: z.array(z.object({ ingredient: z.string(), chain: z.string(), label: z.string() })),
  reachNote: z.string().nullable(),
});
export type TListSplit = z.infer<typeof ZListSplit>;
