import type { Result } from '../shared/result';
import type { DomainError } from '../shared/errors';
import type { ParsedReceipt, ParsedReceiptLine } from './parse-receipt/parse-receipt';
import type { ReceiptLineMatch } from './match-receipt-lines/match-receipt-line';
import type { PriceObservation } from './price-book/price-book';

export type ReceiptSource = 'image' | 'pdf' | 'text';

export interface PreviewLine extends ParsedReceiptLine {
  readonly match: ReceiptLineMatch;
  /** Left out of the price book (a bag, a non-food line) when the household says so. */
  readonly skipped: boolean;
}

/** What the household sees before anything counts: the parsed receipt with each line's match. */
export interface ReceiptPreview extends Omit<ParsedReceipt, 'lines'> {
  readonly lines: readonly PreviewLine[];
}

export interface ScannedReceipt {
  readonly id: number;
  readonly householdId: string;
  readonly status: 'draft' | 'confirmed';
  readonly source: ReceiptSource;
  readonly preview: ReceiptPreview;
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
  /** The budget tracker's receipt its total became, once confirmed. */
  readonly budgetReceiptId: number | null;
}

export interface LoyaltySettings {
  /** Cards held: "Clubcard", "Nectar", "Lidl Plus", "ASDA Rewards", "My Waitrose". */
  readonly cards: readonly string[];
  /** Whether the household's lists may use prices pooled from households nearby (and share its own, anonymously). */
  readonly poolOptIn: boolean;
}

/** Scanned receipts (drafts and confirmed), the price observations confirmed lines became, and loyalty cards. */
export interface ReceiptBook {
  saveDraft(householdId: string, source: ReceiptSource, preview: ReceiptPreview, at: Date): Promise<ScannedReceipt>;
  /** Null when there is no such receipt or it is another household's. */
  find(householdId: string, id: number): Promise<ScannedReceipt | null>;
  /** Newest first. */
  list(householdId: string): Promise<ScannedReceipt[]>;
  /**
   * Turns a draft into a confirmed receipt with its corrected preview and saves its observations, in one
   * transaction; null (and nothing written) when it is not this household's draft any more.
   */
  confirm(householdId: string, id: number, preview: ReceiptPreview, observations: readonly Omit<PriceObservation, 'householdId'>[], at: Date): Promise<ScannedReceipt | null>;
  linkBudgetReceipt(householdId: string, id: number, budgetReceiptId: number): Promise<void>;
  /**
   * Observations of these ingredients since a date that `householdId` may be priced from: its own, and those of
   * households that share theirs (opted in to pooling). The price rules decide what may be used of the others.
   */
  observations(ingredients: readonly string[], since: string, householdId: string): Promise<PriceObservation[]>;
  loyalty(householdId: string): Promise<LoyaltySettings>;
  setLoyalty(householdId: string, settings: LoyaltySettings): Promise<void>;
}
export const RECEIPT_BOOK = Symbol('ReceiptBook');

export interface ReceiptFile {
  readonly kind: 'image' | 'pdf';
  readonly bytes: Uint8Array;
}

/** Reads the text of a receipt photo (OCR) or PDF. */
export interface ReceiptTextReader {
  read(file: ReceiptFile): Promise<Result<string, DomainError>>;
}
export const RECEIPT_TEXT_READER = Symbol('ReceiptTextReader');
