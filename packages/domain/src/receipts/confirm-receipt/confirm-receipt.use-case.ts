/**
 * Confirming a scanned receipt: the household's corrections applied to its draft, then its lines become price
 * observations, its total the budget tracker's actual spend, and its matched food lines the larder's (as bought, once).
 */
import type { UserRepository } from '../../accounts/ports';
import { MAX_RECEIPT_PENCE, RECEIPT_MAX_AGE_DAYS, type ReceiptRepository } from '../../budget/receipts';
import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { CatalogueSnapshot } from '../../catalogue/snapshot';
import type { Clock } from '../../shared/clock';
import { type DomainError, fail, invalid } from '../../shared/errors';
import { parsePounds } from '../../shared/money';
import { type Result, ok } from '../../shared/result';
import { findDate } from '../parse-receipt/parse-receipt';
import { type PriceObservation, daysBetween } from '../price-book/price-book';
import { districtOf } from '../price-book/household-prices';
import type { PreviewLine, ReceiptBook, ReceiptPreview, ScannedReceipt } from '../ports';
import { packGrams } from '../../catalogue/units';

/** Where a confirmed receipt's food goes: the larder (LarderStock.fromReceipt). */
export interface ReceiptLarder {
  fromReceipt(householdId: string, receipt: { id: number; date: string; lines: ReadonlyArray<{ index: number; ingredient: string; grams: number; pricePence: number }> }): Promise<unknown>;
}

export interface LineCorrection {
  readonly index: number;
  /** A catalogue ingredient's slug, or null for "not a food we track". */
  readonly ingredient?: string | null;
  /** "1.45": the shelf price the line really was. */
  readonly price?: string;
  readonly skip?: boolean;
}

export interface ReceiptCorrections {
  readonly chain?: string;
  readonly store?: string | null;
  readonly date?: string;
  readonly lines?: readonly LineCorrection[];
}

export class ConfirmReceipt {
  constructor(
    private readonly book: ReceiptBook,
    private readonly budgetReceipts: ReceiptRepository,
    private readonly catalogue: CatalogueCache,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly larder?: ReceiptLarder,
  ) {}

  /** Applies the household's corrections, then saves the lines to the price book and the total to the budget tracker. */
  async confirm(householdId: string, id: number, corrections: ReceiptCorrections, actorId?: string): Promise<Result<ScannedReceipt, DomainError>> {
    const receipt = await this.book.find(householdId, id);
    if (!receipt) return fail('RECEIPT.NOT_FOUND', 'Receipt not found');
    if (receipt.status !== 'draft') return fail('RECEIPT.ALREADY_CONFIRMED', 'This receipt is already confirmed');
    const snapshot = await this.catalogue.forHousehold(householdId);
    const corrected = this.correct(snapshot, receipt.preview, corrections);
    if (!corrected.ok) return corrected;
    const preview = corrected.value;
    const today = this.clock.now().toISOString().slice(0, 10);
    if (!preview.chain) return invalid('chain', 'Say which shop the receipt is from');
    const date = preview.date ?? today;
    const age = daysBetween(date, today);
    if (age < 0) return invalid('date', 'The date is in the future');
    if (age > RECEIPT_MAX_AGE_DAYS) return invalid('date', 'The receipt is more than a year old');
    const amount = preview.totalPence ?? preview.check.linesPence;
    if (amount <= 0 || amount > MAX_RECEIPT_PENCE) return invalid('total', 'The total must be between £0.01 and £1,000.00');

    const owner = await this.users.findById(householdId);
    const district = preview.postcodeDistrict ?? districtOf(owner?.profile.postcode);
    const observations: Omit<PriceObservation, 'householdId'>[] = [];
    for (const line of preview.lines) {
      if (line.skipped || !line.match.ingredient) continue;
      const perItem = Math.round(line.pricePence / Math.max(1, line.quantity));
      const loyaltyOff = line.savings.filter((s) => s.kind === 'loyalty').reduce((s, x) => s + x.amountPence, 0);
      const pack = line.weightGrams !== null ? { size: line.weightGrams, unit: 'g' as const } : line.match.pack;
      if (!pack || pack.size <= 0 || perItem <= 0) continue;
      observations.push({
        ingredient: line.match.ingredient.slug, chain: preview.chain, store: preview.store, postcodeDistrict: district,
        packSize: pack.size, packUnit: pack.unit, pricePence: perItem,
        loyaltyPricePence: loyaltyOff > 0 ? Math.max(0, perItem - Math.round(loyaltyOff / Math.max(1, line.quantity))) : null,
        date,
      });
    }
    const confirmed = await this.book.confirm(householdId, id, { ...preview, date }, observations, this.clock.now());
    if (!confirmed) return fail('RECEIPT.ALREADY_CONFIRMED', 'This receipt is already confirmed');
    const budget = await this.budgetReceipts.create({ userId: householdId, date, chain: preview.chain, amountPence: amount, createdAt: this.clock.now(), addedById: actorId ?? null });
    await this.book.linkBudgetReceipt(householdId, id, budget.id);
    await this.larder?.fromReceipt(householdId, { id, date, lines: larderLines(snapshot, preview.lines) });
    return ok({ ...confirmed, budgetReceiptId: budget.id });
  }

  private correct(snapshot: CatalogueSnapshot, preview: ReceiptPreview, c: ReceiptCorrections): Result<ReceiptPreview, DomainError> {
    let chain = preview.chain;
    if (c.chain !== undefined) {
      const known = snapshot.chains.find((x) => x.toLowerCase() === c.chain!.trim().toLowerCase());
      if (!known) return invalid('chain', `Choose one of: ${snapshot.chains.join(', ')}`);
      chain = known;
    }
    let date = preview.date;
    if (c.date !== undefined) {
      date = /^\d{4}-\d{2}-\d{2}$/.test(c.date) ? findDate(c.date) : null;
      if (!date) return invalid('date', 'The date must be a real date, YYYY-MM-DD');
    }
    const lines = [...preview.lines];
    for (const lc of c.lines ?? []) {
      const line = lines[lc.index];
      if (!line) return invalid('lines', `There is no line ${lc.index} on this receipt`);
      let next: PreviewLine = { ...line, skipped: lc.skip ?? line.skipped };
      if (lc.ingredient !== undefined) {
        if (lc.ingredient === null) next = { ...next, match: { ...next.match, ingredient: null, confidence: 0 } };
        else {
          const ingredient = snapshot.ingredient(lc.ingredient);
          if (!ingredient) return invalid('lines', `No catalogue ingredient is called "${lc.ingredient}"`);
          const product = chain ? snapshot.product(ingredient.slug, chain) : undefined;
          const pack = next.match.pack && next.match.ingredient?.slug === ingredient.slug ? next.match.pack : product ? { size: product.packSize, unit: product.packUnit } : ingredient.pack;
          next = { ...next, match: { ...next.match, ingredient: { slug: ingredient.slug, name: ingredient.name }, confidence: 1, pack } };
        }
      }
      if (lc.price !== undefined) {
        const p = parsePounds(lc.price);
        if (p === null || p <= 0 || p > MAX_RECEIPT_PENCE) return invalid('lines', `Line ${lc.index}: the price must be an amount such as 1.45`);
        const off = line.savings.reduce((s, x) => s + x.amountPence, 0);
        next = { ...next, pricePence: p, paidPence: p - off, unitPricePence: next.weightGrams === null ? Math.round(p / Math.max(1, next.quantity)) : next.unitPricePence };
      }
      lines[lc.index] = next;
    }
    const linesPence = lines.reduce((s, l) => s + l.paidPence, 0) - preview.receiptSavings.reduce((s, x) => s + x.amountPence, 0);
    const differencePence = preview.totalPence === null ? null : preview.totalPence - linesPence;
    const check = { ...preview.check, linesPence, differencePence, addsUp: differencePence === 0, message: differencePence === 0 ? `The lines add up to the total.` : preview.check.message };
    return ok({ ...preview, chain, store: c.store !== undefined ? (c.store?.trim() || null) : preview.store, date, lines, check });
  }
}

/** The receipt's matched, kept food lines in grams: weighed lines by their weight, the rest by packs x pack size. */
function larderLines(snapshot: CatalogueSnapshot, lines: readonly PreviewLine[]) {
  return lines.flatMap((line, index) => {
    const ingredient = !line.skipped && line.match.ingredient ? snapshot.ingredient(line.match.ingredient.slug) : undefined;
    if (!ingredient) return [];
    const pack = line.match.pack ? packGrams(ingredient, line.match.pack) : null;
    const grams = line.weightGrams ?? (pack?.ok ? pack.value * Math.max(1, line.quantity) : 0);
    return grams > 0 ? [{ index, ingredient: ingredient.slug, grams, pricePence: line.paidPence }] : [];
  });
}
