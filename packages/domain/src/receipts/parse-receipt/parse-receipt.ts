/**
 * Reads a UK till receipt (or an online order confirmation) given as text: the chain, the store, the date, the
 * lines bought (name, quantity, price), weighed items ("0.512 kg @ £2.00/kg"), multi-buys, loyalty savings
 * ("Clubcard Price", "Nectar price", "Lidl Plus"), other discounts and the total, and checks that the lines add up
 * to the total, saying so plainly when they do not. The words it knows are data (receipt-words.json).
 * Money is integer pence, read digit by digit.
 */
import { type Result, err, ok } from '../../shared/result';
import WORDS from './receipt-words.json';

export type SavingKind = 'loyalty' | 'multibuy' | 'discount';

export interface ReceiptSaving {
  readonly text: string;
  readonly kind: SavingKind;
  /** Positive: what came off. */
  readonly amountPence: number;
}

export interface ParsedReceiptLine {
  /** The receipt's own words for the line (its source lines joined with " / "). */
  readonly text: string;
  /** The product name as printed, without a quantity, a product code or a VAT letter. */
  readonly name: string;
  /** How many were bought; for a weighed item, 1. */
  readonly quantity: number;
  /** A weighed item's weight in grams; null when counted. */
  readonly weightGrams: number | null;
  /** Price of one (counted) or of one kilogram (weighed), when the receipt says it. */
  readonly unitPricePence: number | null;
  /** The shelf price charged for the line before any saving. */
  readonly pricePence: number;
  readonly savings: readonly ReceiptSaving[];
  /** What the line cost after its own savings. */
  readonly paidPence: number;
}

export interface ReceiptCheck {
  readonly addsUp: boolean;
  /** Lines after their savings, less the receipt's own discounts. */
  readonly linesPence: number;
  readonly totalPence: number | null;
  /** total − lines: positive when the lines fall short of the total (a line was probably not read). */
  readonly differencePence: number | null;
  readonly message: string;
}

export interface ParsedReceipt {
  readonly chain: string | null;
  /** The loyalty card the receipt's chain uses (Clubcard, Nectar ...), null when it has none. */
  readonly loyaltyCard: string | null;
  readonly store: string | null;
  /** Outward code of the store's postcode ("M1"), when printed. */
  readonly postcodeDistrict: string | null;
  /** YYYY-MM-DD, when printed. */
  readonly date: string | null;
  readonly lines: readonly ParsedReceiptLine[];
  /** Savings not under any one line (a coupon at the end). */
  readonly receiptSavings: readonly ReceiptSaving[];
  readonly totalPence: number | null;
  readonly check: ReceiptCheck;
}

export interface ReceiptParseError {
  readonly code: 'RECEIPT.NOT_A_RECEIPT';
  readonly message: string;
}

interface ChainWords {
  readonly chain: string;
  readonly names: readonly string[];
  readonly loyalty: readonly string[];
  readonly card: string | null;
}
const rx = (patterns: readonly string[]) => patterns.map((p) => new RegExp(p, 'i'));
const CHAINS = (WORDS.chains as ChainWords[]).map((c) => ({ ...c, nameRx: rx(c.names), loyaltyRx: rx(c.loyalty) }));
const ANY_LOYALTY = CHAINS.flatMap((c) => c.loyaltyRx);
const TOTAL = rx(WORDS.total);
const SUBTOTAL = rx(WORDS.subtotal);
const NOT_ITEMS = rx(WORDS.notItems);
const MULTIBUY = rx(WORDS.multibuy);
const DISCOUNT = rx(WORDS.discount);
const any = (res: readonly RegExp[], text: string) => res.some((r) => r.test(text));

/** "1.45", "1,45", "O.5O" (an OCR's letter O), "£12.34" → pence; null when it is not an amount. */
export function readAmount(token: string): number | null {
  const cleaned = token.replace(/£/g, '').replace(/[Oo]/g, '0').replace(/[Il|]/g, '1').replace(/S/g, '5').replace(/B/g, '8').replace(',', '.');
  const m = /^(\d{1,5})\.(\d{2})$/.exec(cleaned);
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

const AMOUNT = String.raw`£?\s?[\dOoIlSB]{1,5}[.,][\dOoIlSB]{2}`;
/** A line that ends in an amount, possibly negative ("-0.30", "0.30-", "-£0.30"), possibly followed by a VAT letter. */
const PRICED = new RegExp(String.raw`^(.*?)\s*(-)?\s*(${AMOUNT})\s*(-)?(?:\s+[A-Z*#]{1,2})?\s*$`);
const WEIGHT = new RegExp(String.raw`^(\d+(?:[.,]\d+)?)\s*(kg|g)\s*(?:@|x|at)\s*(${AMOUNT})\s*\/\s*kg\b\s*(?:(${AMOUNT})(?:\s+[A-Z*#]{1,2})?)?\s*$`, 'i');
const COUNT = new RegExp(String.raw`^(\d{1,3})\s*(?:x|@|X)\s*(${AMOUNT})(?:\s*(?:each|ea))?\s*(?:(${AMOUNT})(?:\s+[A-Z*#]{1,2})?)?[\s:-]*$`, 'i');
const LEADING_QTY = /^(\d{1,2})\s*[xX@]\s+(?=[A-Za-z])/;
const PRODUCT_CODE = /^\d{4,}\s+/;
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*\d[A-Z]{2}\b/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function validDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** The first date printed: 25/11/26, 25-11-2026, 25.11.26, 2026-11-25, 25 Nov 2026 (UK order: day first). */
export function findDate(text: string): string | null {
  for (const line of text.split('\n')) {
    let m = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(line);
    if (m) {
      const d = validDate(Number(m[1]), Number(m[2]), Number(m[3]));
      if (d) return d;
    }
    m = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/.exec(line);
    if (m) {
      const d = validDate(fullYear(m[3]!), Number(m[2]), Number(m[1]));
      if (d) return d;
    }
    m = /\b(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{4}|\d{2})\b/.exec(line);
    if (m) {
      const month = MONTHS.indexOf(m[2]!.toLowerCase());
      const d = month >= 0 ? validDate(fullYear(m[3]!), month + 1, Number(m[1])) : null;
      if (d) return d;
    }
  }
  return null;
}

export function findChain(text: string): ChainWords | null {
  const head = text.split('\n').slice(0, 12).join('\n');
  return CHAINS.find((c) => any(c.nameRx, head)) ?? CHAINS.find((c) => any(c.nameRx, text)) ?? null;
}

interface Building {
  text: string[];
  name: string;
  quantity: number;
  weightGrams: number | null;
  unitPricePence: number | null;
  pricePence: number | null;
  savings: ReceiptSaving[];
}

const tidy = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    // What an OCR makes of a crease or a speck at either end: quotes, tildes, bars, stray dots.
    .replace(/^[^A-Za-z0-9£-]+/, '')
    .replace(/\s*[*#|~“”"'`:.]+\s*$/, '')
    .trim();
const hasWords = (s: string) => /[A-Za-z]{2,}/.test(s);

function grams(amount: string, unit: string): number {
  const [whole, frac = ''] = amount.replace(',', '.').split('.');
  if (unit.toLowerCase() === 'g') return Number(whole);
  return Number(whole) * 1000 + Number(frac.padEnd(3, '0').slice(0, 3));
}

function savingKind(text: string, chain: (typeof CHAINS)[number] | undefined): SavingKind {
  if (any(chain?.loyaltyRx ?? [], text) || any(ANY_LOYALTY, text)) return 'loyalty';
  if (any(MULTIBUY, text)) return 'multibuy';
  return 'discount';
}

const pounds = (p: number) => `${p < 0 ? '-' : ''}£${Math.floor(Math.abs(p) / 100)}.${String(Math.abs(p) % 100).padStart(2, '0')}`;

export function parseReceipt(input: string): Result<ParsedReceipt, ReceiptParseError> {
  const rawLines = input.replace(/\r\n?/g, '\n').split('\n').map(tidy).filter(Boolean);
  const chainWords = findChain(rawLines.join('\n'));
  const chain = chainWords ? CHAINS.find((c) => c.chain === chainWords.chain) : undefined;
  const items: Building[] = [];
  const receiptSavings: ReceiptSaving[] = [];
  let pending: string | null = null;
  let lastWasItem = false;
  let totalPence: number | null = null;
  let firstItemLine = -1;

  const markFirst = (i: number) => {
    if (firstItemLine < 0) firstItemLine = i;
  };

  for (let i = 0; i < rawLines.length; i++) {
    const line = rawLines[i]!;
    if (totalPence !== null) break; // what follows the total is payment, change and points
    if (any(NOT_ITEMS, line) || any(SUBTOTAL, line)) {
      pending = null;
      lastWasItem = false;
      continue;
    }
    if (any(TOTAL, line)) {
      const m = PRICED.exec(line);
      const amount = m ? readAmount(m[3]!.replace(/\s/g, '')) : null;
      if (amount !== null) totalPence = amount;
      continue;
    }
    const weight = WEIGHT.exec(line);
    const count = weight ? null : COUNT.exec(line);
    if (weight || count) {
      const unitPrice = readAmount((weight ? weight[3]! : count![2]!).replace(/\s/g, ''));
      const priceToken = weight ? weight[4] : count![3];
      const linePrice = priceToken ? readAmount(priceToken.replace(/\s/g, '')) : null;
      const weightGrams = weight ? grams(weight[1]!, weight[2]!) : null;
      const quantity = count ? Number(count[1]) : 1;
      const computed = unitPrice === null ? null : weightGrams !== null ? Math.round((weightGrams * unitPrice) / 1000) : quantity * unitPrice;
      if (pending !== null) {
        markFirst(i - 1);
        items.push({ text: [pending, line], name: pending, quantity, weightGrams, unitPricePence: unitPrice, pricePence: linePrice ?? computed, savings: [] });
        pending = null;
        lastWasItem = true;
      } else if (lastWasItem && items.length) {
        const last = items[items.length - 1]!;
        last.text.push(line);
        last.quantity = quantity;
        last.weightGrams = weightGrams;
        last.unitPricePence = unitPrice;
        if (last.pricePence === null) last.pricePence = linePrice ?? computed;
      }
      continue;
    }
    const priced = PRICED.exec(line);
    const amount = priced ? readAmount(priced[3]!.replace(/\s/g, '')) : null;
    if (priced && amount !== null && hasWords(priced[1]!)) {
      const negative = Boolean(priced[2] || priced[4]);
      const text = tidy(priced[1]!);
      if (negative) {
        const saving: ReceiptSaving = { text, kind: savingKind(text, chain), amountPence: amount };
        if (lastWasItem && items.length) items[items.length - 1]!.savings.push(saving);
        else receiptSavings.push(saving);
        pending = null;
        continue;
      }
      if (any(DISCOUNT, text) && !hasWords(text.replace(/\b(?:discount|saving|off|reduced)\b/gi, ''))) {
        // "SAVING 0.30" printed without its minus sign.
        if (lastWasItem && items.length) items[items.length - 1]!.savings.push({ text, kind: savingKind(text, chain), amountPence: amount });
        continue;
      }
      let name = text.replace(PRODUCT_CODE, '');
      let quantity = 1;
      const lead = LEADING_QTY.exec(name);
      if (lead) {
        quantity = Number(lead[1]);
        name = name.slice(lead[0].length);
      }
      markFirst(i);
      items.push({ text: [line], name: tidy(name), quantity, weightGrams: null, unitPricePence: quantity > 1 ? Math.round(amount / quantity) : amount, pricePence: amount, savings: [] });
      pending = null;
      lastWasItem = true;
      continue;
    }
    // A name with no price: the price follows on a quantity or weight line.
    if (hasWords(line) && !POSTCODE.test(line) && !/^\d[\d\s:/.-]*$/.test(line)) pending = line;
    lastWasItem = false;
  }

  const lines: ParsedReceiptLine[] = items
    .filter((b): b is Building & { pricePence: number } => b.pricePence !== null)
    .map((b) => {
      const off = b.savings.reduce((s, x) => s + x.amountPence, 0);
      return {
        text: b.text.join(' / '),
        name: b.name,
        quantity: b.quantity,
        weightGrams: b.weightGrams,
        unitPricePence: b.unitPricePence,
        pricePence: b.pricePence,
        savings: b.savings,
        paidPence: b.pricePence - off,
      };
    });

  if (!lines.length || (totalPence === null && !chain)) {
    return err({ code: 'RECEIPT.NOT_A_RECEIPT', message: 'This does not read as a till receipt: no priced lines and total were found.' });
  }

  const header = rawLines.slice(0, firstItemLine < 0 ? rawLines.length : firstItemLine);
  const postcodeLine = header.find((l) => POSTCODE.test(l.toUpperCase()));
  const postcodeDistrict = postcodeLine ? POSTCODE.exec(postcodeLine.toUpperCase())![1]! : null;
  const store =
    header.find(
      (l) =>
        hasWords(l) &&
        !(chain && any(chain.nameRx, l) && l.replace(new RegExp(chain.names.join('|'), 'gi'), '').replace(/\b(?:stores?|supermarkets?|ltd|plc|uk|gb|express|extra|superstore)\b/gi, '').replace(/[^A-Za-z]/g, '').length < 3) &&
        !any(NOT_ITEMS, l) &&
        !/\b(?:tel|vat|www|\.co\.uk|\.com|thank|welcome)\b/i.test(l) &&
        !POSTCODE.test(l.toUpperCase()) &&
        findDate(l) === null,
    ) ?? null;

  const linesPence = lines.reduce((s, l) => s + l.paidPence, 0) - receiptSavings.reduce((s, x) => s + x.amountPence, 0);
  const differencePence = totalPence === null ? null : totalPence - linesPence;
  const addsUp = differencePence === 0;
  const message =
    totalPence === null
      ? `No total was found; the lines come to ${pounds(linesPence)}.`
      : addsUp
        ? `The lines add up to the total, ${pounds(totalPence)}.`
        : differencePence! > 0
          ? `The lines come to ${pounds(linesPence)} but the total says ${pounds(totalPence)}: ${pounds(differencePence!)} is not accounted for (a line may not have been read).`
          : `The lines come to ${pounds(linesPence)} but the total says ${pounds(totalPence)}: the lines are ${pounds(-differencePence!)} over (a price or a saving may have been misread).`;

  return ok({
    chain: chain?.chain ?? null,
    loyaltyCard: chain?.card ?? null,
    store,
    postcodeDistrict,
    date: findDate(rawLines.join('\n')),
    lines,
    receiptSavings,
    totalPence,
    check: { addsUp, linesPence, totalPence, differencePence, message },
  });
}
