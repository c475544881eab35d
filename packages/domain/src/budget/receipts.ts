/** A shop the household enters by hand (date, chain, amount), for spending not ticked off on a list. */
export interface Receipt {
  readonly id: number;
  readonly userId: string;
  /** Calendar date, YYYY-MM-DD. */
  readonly date: string;
  readonly chain: string;
  readonly amountPence: number;
  readonly createdAt: Date;
  /** The member who entered it (id and first name); null when unknown (entered before households, or since deleted). */
  readonly addedBy: { readonly id: string; readonly firstName: string } | null;
}

export type NewReceipt = Omit<Receipt, 'id' | 'addedBy'> & { readonly addedById?: string | null };

export interface ReceiptRepository {
  create(receipt: NewReceipt): Promise<Receipt>;
  /** Newest date first. */
  listForUser(userId: string): Promise<Receipt[]>;
  /** False when the receipt is not the household's. */
  delete(userId: string, id: number): Promise<boolean>;
}
export const RECEIPT_REPOSITORY = Symbol('ReceiptRepository');

/** The most a single receipt may be: £1,000.00. */
export const MAX_RECEIPT_PENCE = 100_000;
/** How far back a receipt may be dated. */
export const RECEIPT_MAX_AGE_DAYS = 366;
