/**
 * Scanning a receipt: a photo, a PDF or pasted text is read, parsed and matched into a draft preview (nothing
 * counts yet; the household corrects and confirms it with ConfirmReceipt).
 */
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { CatalogueSnapshot } from '../../catalogue/snapshot';
import type { Clock } from '../../shared/clock';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import { matchReceiptLine } from '../match-receipt-lines/match-receipt-line';
import { parseReceipt } from '../parse-receipt/parse-receipt';
import type { ReceiptUploadLimits } from './receipt-upload-limits';
import type { PreviewLine, ReceiptBook, ReceiptFile, ReceiptPreview, ReceiptSource, ReceiptTextReader, ScannedReceipt } from '../ports';

export const MAX_RECEIPT_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_RECEIPT_TEXT = 20_000;

export function sniffReceiptFile(bytes: Uint8Array): ReceiptFile['kind'] | null {
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image';
  if ([0x89, 0x50, 0x4e, 0x47].every((v, i) => b(i) === v)) return 'image';
  if (bytes.length >= 12 && String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'image';
  if (String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-') return 'pdf';
  return null;
}

export class ScanReceipt {
  constructor(
    private readonly book: ReceiptBook,
    private readonly catalogue: CatalogueCache,
    private readonly reader: ReceiptTextReader,
    private readonly clock: Clock,
    private readonly limits: ReceiptUploadLimits | null = null,
  ) {}

  /** Counts one read against the household's and the address's hourly share, before the upload is read. */
  async admit(householdId: string, address: string | null): Promise<Result<void, DomainError>> {
    return this.limits ? this.limits.admit(householdId, address) : ok(undefined);
  }

  private preview(snapshot: CatalogueSnapshot, text: string): Result<ReceiptPreview, DomainError> {
    const parsed = parseReceipt(text);
    if (!parsed.ok) return fail('RECEIPT.NOT_A_RECEIPT', parsed.error.message, { field: 'receipt' });
    const lines: PreviewLine[] = parsed.value.lines.map((line) => ({ ...line, match: matchReceiptLine(snapshot, line.name, parsed.value.chain), skipped: false }));
    return ok({ ...parsed.value, lines });
  }

  /** Pasted text or an online order's text: parsed into a draft. */
  async fromText(householdId: string, text: string): Promise<Result<ScannedReceipt, DomainError>> {
    if (!text.trim()) return invalid('text', 'Paste the text of the receipt');
    if (text.length > MAX_RECEIPT_TEXT) return invalid('text', `The text is longer than ${MAX_RECEIPT_TEXT} characters: paste one receipt`);
    return this.draft(householdId, 'text', text);
  }

  /** A photo (JPEG, PNG, WebP) or a PDF: its type read from its bytes, its text read, then parsed into a draft. */
  async fromFile(householdId: string, bytes: Uint8Array): Promise<Result<ScannedReceipt, DomainError>> {
    if (bytes.length > MAX_RECEIPT_FILE_BYTES) return fail('RECEIPT.TOO_LARGE', 'The file is larger than 10 MB: choose a smaller photo or PDF');
    if (!bytes.length) return invalid('file', 'The file is empty');
    const kind = sniffReceiptFile(bytes);
    if (!kind) return invalid('file', 'The file must be a photo (JPEG, PNG or WebP) or a PDF');
    const text = await this.reader.read({ kind, bytes });
    if (!text.ok) return text;
    return this.draft(householdId, kind, text.value);
  }

  private async draft(householdId: string, source: ReceiptSource, text: string): Promise<Result<ScannedReceipt, DomainError>> {
    const snapshot = await this.catalogue.forHousehold(householdId);
    const preview = this.preview(snapshot, text);
    if (!preview.ok) return preview;
    return ok(await this.book.saveDraft(householdId, source, preview.value, this.clock.now()));
  }
}
