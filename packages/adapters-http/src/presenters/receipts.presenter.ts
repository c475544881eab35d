import { formatPounds } from '@larder/domain/shared/money';
import type { ScannedReceipt } from '@larder/domain/receipts/ports';
import type { IngredientPrices } from '@larder/domain/receipts/look-up-prices/look-up-prices.use-case';
import type { ReceiptSaving } from '@larder/domain/receipts/parse-receipt/parse-receipt';
import type { ListSplit } from '@larder/domain/receipts/split-shop/split-shopping.use-case';
import type { TIngredientPrices, TListSplit, TScannedReceipt } from '@larder/contract/receipts';

const money = (p: number | null) => (p === null ? null : formatPounds(p));
const saving = (s: ReceiptSaving) => ({ text: s.text, kind: s.kind, amount: formatPounds(s.amountPence) });

export function presentScannedReceipt(r: ScannedReceipt): TScannedReceipt {
  const p = r.preview;
  return {
    id: r.id,
    status: r.status,
    source: r.source,
    chain: p.chain,
    loyaltyCard: p.loyaltyCard,
    store: p.store,
    postcodeDistrict: p.postcodeDistrict,
    date: p.date,
    total: money(p.totalPence),
    check: { addsUp: p.check.addsUp, lines: formatPounds(p.check.linesPence), difference: money(p.check.differencePence), message: p.check.message },
    receiptSavings: p.receiptSavings.map(saving),
    lines: p.lines.map((l, index) => ({
      index,
      text: l.text,
      name: l.name,
      quantity: l.quantity,
      weightGrams: l.weightGrams,
      unitPrice: money(l.unitPricePence),
      price: formatPounds(l.pricePence),
      paid: formatPounds(l.paidPence),
      savings: l.savings.map(saving),
      skipped: l.skipped,
      match: { ingredient: l.match.ingredient, confidence: l.match.confidence, suggestions: [...l.match.suggestions], pack: l.match.pack, packMatchesCatalogue: l.match.packMatchesCatalogue },
    })),
    createdAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    budgetReceiptId: r.budgetReceiptId,
  };
}

export function presentIngredientPrices(p: IngredientPrices): TIngredientPrices {
  return {
    ingredient: p.ingredient,
    prices: p.prices.map((k) => ({
      chain: k.chain,
      pack: { size: k.packSize, unit: k.packUnit },
      price: formatPounds(k.pricePence),
      loyaltyPrice: money(k.loyaltyPricePence),
      payable: formatPounds(k.payablePence),
      source: k.source,
      date: k.date,
      households: k.households,
      store: k.store,
      label: k.label,
    })),
  };
}

export function presentListSplit(s: ListSplit): TListSplit {
  return {
    listId: s.listId,
    single: s.single.map((c) => ({ chain: c.chain, total: formatPounds(c.totalPence), missing: [...c.missing] })),
    split: s.split && {
      chains: [...s.split.chains],
      total: formatPounds(s.split.totalPence),
      saving: formatPounds(s.split.savingPence),
      items: s.split.items.map((i) => ({ ingredient: i.ingredient, name: i.name, chain: i.chain, cost: formatPounds(i.costPence) })),
      missing: [...s.split.missing],
    },
    sources: { ...s.sources },
    estimatesOnly: s.estimatesOnly,
    sentence: s.sentence,
    labels: s.labels.map((l) => ({ ...l })),
    reachNote: s.reachNote,
  };
}
