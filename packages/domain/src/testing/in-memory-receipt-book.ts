import type { PriceObservation } from '../receipts/price-book/price-book';
import type { LoyaltySettings, ReceiptBook, ReceiptPreview, ReceiptSource, ScannedReceipt } from '../receipts/ports';

const copy = <T>(x: T): T => structuredClone(x);

export class InMemoryReceiptBook implements ReceiptBook {
  private receipts = new Map<number, ScannedReceipt>();
  private observationRows: PriceObservation[] = [];
  private loyaltyRows = new Map<string, LoyaltySettings>();
  private nextId = 1;

  async saveDraft(householdId: string, source: ReceiptSource, preview: ReceiptPreview, at: Date) {
    const row: ScannedReceipt = { id: this.nextId++, householdId, status: 'draft', source, preview: copy(preview), createdAt: at, confirmedAt: null, budgetReceiptId: null };
    this.receipts.set(row.id, row);
    return copy(row);
  }
  async find(householdId: string, id: number) {
    const row = this.receipts.get(id);
    return row && row.householdId === householdId ? copy(row) : null;
  }
  async list(householdId: string) {
    return [...this.receipts.values()].filter((r) => r.householdId === householdId).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map(copy);
  }
  async confirm(householdId: string, id: number, preview: ReceiptPreview, observations: readonly Omit<PriceObservation, 'householdId'>[], at: Date) {
    const row = this.receipts.get(id);
    if (!row || row.householdId !== householdId || row.status !== 'draft') return null;
    const next: ScannedReceipt = { ...row, status: 'confirmed', preview: copy(preview), confirmedAt: at };
    this.receipts.set(id, next);
    for (const o of observations) this.observationRows.push({ ...copy(o), householdId });
    return copy(next);
  }
  async linkBudgetReceipt(householdId: string, id: number, budgetReceiptId: number) {
    const row = this.receipts.get(id);
    if (row && row.householdId === householdId) this.receipts.set(id, { ...row, budgetReceiptId });
  }
  async observations(ingredients: readonly string[], since: string, householdId: string) {
    const shares = (h: string) => h === householdId || this.loyaltyRows.get(h)?.poolOptIn === true;
    return this.observationRows.filter((o) => ingredients.includes(o.ingredient) && o.date >= since && shares(o.householdId)).map(copy);
  }
  async loyalty(householdId: string) {
    return copy(this.loyaltyRows.get(householdId) ?? { cards: [], poolOptIn: false });
  }
  async setLoyalty(householdId: string, settings: LoyaltySettings) {
    this.loyaltyRows.set(householdId, copy(settings));
  }
}
