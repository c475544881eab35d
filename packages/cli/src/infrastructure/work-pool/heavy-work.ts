import os from 'node:os';
import type { StructuredData, StructuredDataReader } from '@larder/domain/catalogue/own-recipes/import/import-recipe.use-case';
import type { PhotoResizer } from '@larder/domain/catalogue/own-recipes/photo';
import type { RecipePhoto } from '@larder/domain/catalogue/own-recipes/ports';
import type { ReceiptFile, ReceiptTextReader } from '@larder/domain/receipts/ports';
import { type DomainError, type ErrorCode, fail } from '@larder/domain/shared/errors';
import type { Result } from '@larder/domain/shared/result';
import { TesseractReceiptReader } from '../tesseract-receipt-reader';
import { type PoolOutcome, WorkerPool, type WorkerPoolOptions } from './worker-pool';

const WORKER = new URL('./heavy-work.worker.ts', import.meta.url);
type Limits = Omit<WorkerPoolOptions, 'name' | 'module'>;

/**
 * The two pools of costly work, each with its limits: `pages` reads pages and decodes recipe photos (quick tasks),
 * `ocr` reads receipt photos (slow ones), so a queue of receipts never holds up an import.
 */
export const HEAVY_WORK_LIMITS: { readonly pages: Limits; readonly ocr: Limits } = {
  pages: { size: Math.min(2, Math.max(1, os.availableParallelism() - 1)), timeoutMs: 5_000, maxHeapMb: 256, maxQueue: 32 },
  ocr: { size: 1, timeoutMs: 30_000, maxHeapMb: 512, maxQueue: 8 },
};

export class HeavyWork {
  readonly pages: WorkerPool;
  readonly ocr: WorkerPool;
  constructor(limits: Partial<typeof HEAVY_WORK_LIMITS> = {}) {
    this.pages = new WorkerPool({ name: 'page reader', module: WORKER, ...HEAVY_WORK_LIMITS.pages, ...limits.pages });
    this.ocr = new WorkerPool({ name: 'receipt reader', module: WORKER, ...HEAVY_WORK_LIMITS.ocr, ...limits.ocr });
  }
  async close(): Promise<void> {
    await Promise.all([this.pages.close(), this.ocr.close()]);
  }
}

interface Refusal {
  readonly code: ErrorCode;
  readonly field?: string;
  /** "The pasted page", "The photo". */
  readonly what: string;
}

/** The task's own result, or why it was not done: a limit (4xx, naming it) or a moment when it cannot be (503). */
export function outcomeResult<T>(outcome: PoolOutcome<Result<T, DomainError>>, refusal: Refusal): Result<T, DomainError> {
  if (outcome.ok) return outcome.value;
  const extra = refusal.field ? { field: refusal.field } : {};
  switch (outcome.reason) {
    case 'time':
      return fail(refusal.code, `${refusal.what} took more than ${outcome.limitMs / 1000} s to read (the time limit): send a smaller one`, extra);
    case 'memory':
      return fail(refusal.code, `${refusal.what} needed more than ${outcome.limitMb} MB of memory to read (the memory limit): send a smaller one`, extra);
    case 'busy':
      return fail('SERVICE.BUSY', `Many things are being read right now (${outcome.queued} waiting): please try again in a few seconds`, { retryAfterSeconds: 5 });
    case 'stopped':
      return fail('SERVICE.BUSY', `${refusal.what} could not be read this time (the reader stopped): please try again in a few seconds`, { retryAfterSeconds: 2 });
  }
}

/** Pages are read by htmlparser2 in the `pages` pool. */
export class PooledStructuredDataReader implements StructuredDataReader {
  constructor(private readonly work: HeavyWork) {}
  async read(html: string): Promise<Result<StructuredData, DomainError>> {
    const outcome = await this.work.pages.run<StructuredData>('structured-data', html);
    return outcomeResult(outcome.ok ? { ok: true, value: { ok: true, value: outcome.value } } : outcome, { code: 'IMPORT.TOO_LARGE', what: 'The page' });
  }
}

/** Recipe photos are decoded and resized by sharp in the `pages` pool. */
export class PooledPhotoResizer implements PhotoResizer {
  constructor(private readonly work: HeavyWork) {}
  async resize(photo: RecipePhoto): Promise<Result<RecipePhoto, DomainError>> {
    const outcome = await this.work.pages.run<Result<RecipePhoto, DomainError>>('resize-photo', photo);
    return outcomeResult(outcome, { code: 'RECIPE.PHOTO_TOO_LARGE', field: 'photo', what: 'The photo' });
  }
}

/** Receipt photos are read (sharp, then tesseract.js) in the `ocr` pool; a PDF by pdftotext in a child process. */
export class PooledReceiptReader implements ReceiptTextReader {
  private readonly pdfs = new TesseractReceiptReader();
  constructor(private readonly work: HeavyWork) {}
  async read(file: ReceiptFile): Promise<Result<string, DomainError>> {
    if (file.kind === 'pdf') return this.pdfs.readPdf(file.bytes);
    const outcome = await this.work.ocr.run<Result<string, DomainError>>('receipt-image', file.bytes);
    return outcomeResult(outcome, { code: 'RECEIPT.TOO_LARGE', field: 'file', what: 'The receipt photo' });
  }
  async close(): Promise<void> {
    await this.work.close();
  }
}
