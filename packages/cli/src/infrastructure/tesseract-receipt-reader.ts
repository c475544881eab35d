import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';
import { type DomainError, fail } from '@larder/domain/shared/errors';
import { type Result, ok } from '@larder/domain/shared/result';
import type { ReceiptFile, ReceiptTextReader } from '@larder/domain/receipts/ports';

const require = createRequire(import.meta.url);
/** The English data, the engine and its worker all come from node_modules: nothing is downloaded at run time. */
const ENG_DATA: { langPath: string } = require('@tesseract.js-data/eng');
const CORE_PATH = path.dirname(require.resolve('tesseract.js-core/package.json', { paths: [path.dirname(require.resolve('tesseract.js/package.json'))] }));
const WORKER_PATH = path.join(path.dirname(require.resolve('tesseract.js/package.json')), 'src/worker-script/node/index.js');

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

  private async readImage(bytes: Uint8Array): Promise<Result<string, DomainError>> {
    let png: Buffer;
    try {
      const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
      const meta = await image.metadata();
      const width = meta.width ?? 0;
      png = await image
        .resize({ width: width < 1200 ? 1200 : Math.min(width, 2400), withoutEnlargement: false })
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

  private async readPdf(bytes: Uint8Array): Promise<Result<string, DomainError>> {
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
