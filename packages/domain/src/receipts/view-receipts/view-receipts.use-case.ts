/** The household's scanned receipts, drafts and confirmed: the list, newest first, and one receipt. */
import { type DomainError, fail } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import type { ReceiptBook, ScannedReceipt } from '../ports';

export class ViewReceipts {
  constructor(private readonly book: ReceiptBook) {}

  async list(householdId: string): Promise<ScannedReceipt[]> {
    return this.book.list(householdId);
  }

  async get(householdId: string, id: number): Promise<Result<ScannedReceipt, DomainError>> {
    const receipt = await this.book.find(householdId, id);
    return receipt ? ok(receipt) : fail('RECEIPT.NOT_FOUND', 'Receipt not found');
  }
}
