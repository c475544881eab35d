import type { Context } from 'koa';
import { MAX_RECEIPT_FILE_BYTES } from '@larder/domain/receipts/scan-receipt/scan-receipt.use-case';
import { LOYALTY_CARDS } from '@larder/domain/receipts/price-book/household-prices';
import { ZLoyaltySettings, ZReceiptConfirmBody, ZReceiptTextBody } from '@larder/contract/receipts';
import type { HttpDependencies } from '../dependencies';
import { HttpError, unwrap } from '../errors/error-map';
import { presentIngredientPrices, presentListSplit, presentScannedReceipt } from '../presenters/receipts.presenter';
import { requireUser } from '../session/session-cookie';
import { actorId, householdId } from '../session/household-scope';
import { parseInput } from '../validation';
import { newRouter } from './router';

/** Room for a multipart envelope's headers and boundaries around a file of the largest size. */
const ENVELOPE = 64 * 1024;
const tooLarge = () => new HttpError(413, 'The file is larger than 10 MB: choose a smaller photo or PDF', 'file');

async function readRaw(ctx: Context, limit: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The file part (field "file", or the first part with a file name) of a multipart/form-data body, or a "text" field. */
export function multipartPart(body: Buffer, boundary: string): { file: Buffer | null; text: string | null } {
  const delimiter = Buffer.from(`--${boundary}`);
  let file: Buffer | null = null;
  let text: string | null = null;
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // after CRLF, before CRLF
    const split = part.indexOf('\r\n\r\n');
    if (split >= 0) {
      const headers = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const hasFilename = /filename="/i.test(headers);
      if ((name === 'file' || hasFilename) && !file) file = Buffer.from(content);
      else if (name === 'text' && text === null) text = content.toString('utf8');
    }
    start = next;
  }
  return { file, text };
}

const idParam = (ctx: Context) => {
  const id = /^\d{1,9}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, 'Receipt not found');
  return id;
};

/**
 * Receipts in (a photo, a PDF, or pasted text → a draft preview; confirm with corrections), the price book's
 * prices of one ingredient, and the household's loyalty cards.
 */
export function receiptRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const { scanReceipt, viewReceipts, confirmReceipt, loyaltyCards, lookUpPrices, splitShopping, watchPrices } = deps.receipts;

  router.post('/api/receipts', requireUser(), async (ctx) => {
    const type = (ctx.get('content-type') || '').toLowerCase();
    const household = householdId(ctx);
    // Reading a receipt is heavy: the household's and the address's hourly share, before the upload is read.
    unwrap(await scanReceipt.admit(household, ctx.ip || null));
    let result;
    if (type.startsWith('application/json')) {
      const body = parseInput(ZReceiptTextBody, ctx.request.body);
      result = await scanReceipt.fromText(household, body.text);
    } else if (type.startsWith('multipart/form-data')) {
      // The boundary keeps its case: it is read from the header as sent.
      const boundary = /boundary="?([^";]+)"?/i.exec(ctx.get('content-type'))?.[1];
      if (!boundary) throw new HttpError(400, 'The upload has no multipart boundary', 'file');
      const raw = await readRaw(ctx, MAX_RECEIPT_FILE_BYTES + ENVELOPE);
      const { file, text } = multipartPart(raw, boundary);
      if (file) result = await scanReceipt.fromFile(household, new Uint8Array(file));
      else if (text !== null) result = await scanReceipt.fromText(household, text);
      else throw new HttpError(400, 'Send the receipt as a "file" (a photo or a PDF) or as "text"', 'file');
    } else if (type.startsWith('image/') || type.startsWith('application/pdf') || type.startsWith('application/octet-stream')) {
      result = await scanReceipt.fromFile(household, new Uint8Array(await readRaw(ctx, MAX_RECEIPT_FILE_BYTES)));
    } else {
      throw new HttpError(400, 'Send the receipt as a photo or a PDF (multipart "file"), or as JSON {"text": ...}', 'file');
    }
    ctx.status = 201;
    ctx.body = presentScannedReceipt(unwrap(result));
  });

  router.get('/api/receipts', requireUser(), async (ctx) => {
    ctx.body = { receipts: (await viewReceipts.list(householdId(ctx))).map(presentScannedReceipt) };
  });

  router.get('/api/receipts/loyalty', requireUser(), async (ctx) => {
    ctx.body = { ...(await loyaltyCards.loyalty(householdId(ctx))), known: LOYALTY_CARDS };
  });
  router.put('/api/receipts/loyalty', requireUser(), async (ctx) => {
    const body = parseInput(ZLoyaltySettings, ctx.request.body);
    ctx.body = { ...unwrap(await loyaltyCards.setLoyalty(householdId(ctx), body)), known: LOYALTY_CARDS };
  });

  router.get('/api/receipts/price-changes', requireUser(), async (ctx) => {
    const changes = unwrap(await watchPrices.changes(householdId(ctx)));
    ctx.body = { changes: changes.map((c) => ({ ingredient: c.ingredient, chain: c.chain, kind: c.kind, from: c.from, to: c.to, sentence: c.sentence })) };
  });
  router.get('/api/receipts/:id', requireUser(), async (ctx) => {
    ctx.body = presentScannedReceipt(unwrap(await viewReceipts.get(householdId(ctx), idParam(ctx))));
  });

  router.post('/api/receipts/:id/confirm', requireUser(), async (ctx) => {
    const id = idParam(ctx);
    const body = parseInput(ZReceiptConfirmBody, ctx.request.body);
    ctx.body = presentScannedReceipt(unwrap(await confirmReceipt.confirm(householdId(ctx), id, body, actorId(ctx))));
  });

  router.get('/api/prices/:ingredient', requireUser(), async (ctx) => {
    const slug = ctx.params.ingredient ?? '';
    if (!/^[a-z0-9-]{1,100}$/.test(slug)) throw new HttpError(404, 'No catalogue ingredient has that name');
    ctx.body = presentIngredientPrices(unwrap(await lookUpPrices.prices(householdId(ctx), slug)));
  });

  router.get('/api/simple-shopping-lists/:id/split', requireUser(), async (ctx) => {
    const id = /^\d{1,9}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, 'Shopping list not found');
    ctx.body = presentListSplit(unwrap(await splitShopping.split(householdId(ctx), id)));
  });

  return router;
}
