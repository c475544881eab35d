import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';
import { type DomainError, fail } from '@larder/domain/shared/errors';
import { type Err, type Result, ok } from '@larder/domain/shared/result';
import type { ReceiptFile, ReceiptTextReader } from '@larder/domain/receipts/ports';

const require = createRequire(import.meta.url);
/** The English data, the engine and its worker all come from node_modules: nothing is downloaded at run time. */
const ENG_DATA: { langPath: string } = require('@tesseract.js-data/eng');
const CORE_PATH = path.dirname(require.resolve('tesseract.js-core/package.json', { paths: [path.dirname(require.resolve('tesseract.js/package.json'))] }));
const WORKER_PATH = path.join(path.dirname(require.resolve('tesseract.js/package.json')), 'src/worker-script/node/index.js');

/** What a receipt photo may cost, checked from its header before anything is decoded or read. */
export const RECEIPT_PHOTO_LIMITS = { maxSide: 10_000, maxAspect: 20, maxOcrPixels: 24_000_000 } as const;
const OCR_MIN_WIDTH = 1200;
const OCR_MAX_WIDTH = 2400;

/** The width the photo is scaled to before OCR (narrow photos are enlarged, wide ones reduced). */
const ocrWidth = (width: number) => (width < OCR_MIN_WIDTH ? OCR_MIN_WIDTH : Math.min(width, OCR_MAX_WIDTH));

/** Refuses a photo whose header says it is too large, too thin, or too many pixels once scaled for OCR. */
export function checkPhotoCost(width: number, height: number): Err<DomainError> | null {
  const { maxSide, maxAspect, maxOcrPixels } = RECEIPT_PHOTO_LIMITS;
  if (!width || !height) return fail('RECEIPT.UNREADABLE', 'The photo could not be opened: it has no size', { field: 'file' });
  if (width > maxSide || height > maxSide)
    return fail('RECEIPT.TOO_LARGE', `The photo is ${width} × ${height} pixels: each side may be at most ${maxSide.toLocaleString('en-GB')} pixels`, { field: 'file' });
  if (Math.max(width, height) / Math.min(width, height) > maxAspect)
    return fail('RECEIPT.TOO_LARGE', `The photo is ${width} × ${height} pixels: one side may be at most ${maxAspect} times the other`, { field: 'file' });
  const w = ocrWidth(width);
  const scaled = w * Math.round((height * w) / width);
  if (scaled > maxOcrPixels)
    return fail('RECEIPT.TOO_LARGE', `The photo would be ${Math.round(scaled / 1e6)} megapixels once scaled to be read: at most ${maxOcrPixels / 1e6} megapixels`, { field: 'file' });
  return null;
}

/**
 * Reads a receipt photo with tesseract.js (one worker, started on first use, made ready again after a failure),
 * after sharp turns it upright, grey and large enough; a PDF with poppler's pdftotext (its text layer; a scanned
 * PDF without one says so).
 */
export class TesseractReceiptReader implements ReceiptTextReader {
  private worker: Promise<Worker> | null = null;

  private getWorker(): Promise<Worker> {
    this.worker ??= createWorker('eng', 1, { langPath: ENG_DATA.langPath, corePath: CORE_PATH, workerPath: WORKER_PATH, gzip: true, cacheMethod: 'none' }).then(async (w) => {
      await w.setParameters({ preserve_interword_spaces: '1' });
      return w;
    });
    return this.worker;
  }

  async read(file: ReceiptFile): Promise<Result<string, DomainError>> {
    return file.kind === 'pdf' ? this.readPdf(file.bytes) : this.readImage(file.bytes);
  }

  /** A photo (on this thread: the server calls it in a worker of the OCR pool, see work-pool/heavy-work.ts). */
  async readImage(bytes: Uint8Array): Promise<Result<string, DomainError>> {
    let png: Buffer;
    try {
      const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
      const meta = await image.metadata(); // the header only: nothing is decoded yet
      const turned = (meta.orientation ?? 1) >= 5;
      const width = (turned ? meta.height : meta.width) ?? 0;
      const height = (turned ? meta.width : meta.height) ?? 0;
      const refused = checkPhotoCost(width, height);
      if (refused) return refused;
      png = await image
        .resize({ width: ocrWidth(width), withoutEnlargement: false })
        .greyscale()
        .normalise()
        .png()
        .toBuffer();
    } catch {
      return fail('RECEIPT.UNREADABLE', 'The photo could not be opened: it may be damaged', { field: 'file' });
    }
    try {
      const worker = await this.getWorker();
      const { data } = await worker.recognize(png);
      return ok(data.text);
    } catch (e) {
      this.worker = null;
      throw e;
    }
  }

  /** A PDF, read by pdftotext in a child process of its own (with its time and output limits). */
  async readPdf(bytes: Uint8Array): Promise<Result<string, DomainError>> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'receipt-'));
    try {
      const file = path.join(dir, 'receipt.pdf');
      await writeFile(file, bytes);
      const text = await new Promise<string | null>((resolve) => {
        execFile('pdftotext', ['-layout', '-l', '5', file, '-'], { timeout: 20_000, maxBuffer: 2_000_000 }, (error, stdout) => resolve(error ? null : stdout));
      });
      if (text === null) return fail('RECEIPT.UNREADABLE', 'The PDF could not be read: it may be damaged', { field: 'file' });
      if (!text.trim()) return fail('RECEIPT.UNREADABLE', 'The PDF has no text in it (a scanned page): send a photo of the receipt instead', { field: 'file' });
      return ok(text);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await (await w).terminate();
  }
}
