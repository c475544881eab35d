/**
 * Makes the labelled receipt set of `pnpm bench` (bench/data/receipts.json): receipts in the layouts of the five
 * chains (Tesco, Sainsbury's, ASDA, Aldi, Lidl), each line labelled with its catalogue ingredient and price.
 * Items are the catalogue's own ingredients at their chain, named as tills print them (capitals, own-brand
 * words, shortenings, the pack size); some are weighed, some bought two at a time on a multi-buy, some carry a
 * loyalty saving. Deterministic: `tsx bench/receipts/generate-receipts.ts` writes the same file every time.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueDataFromFiles, readCatalogueFiles } from '@larder/adapters-db/catalogue-seed';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';

export interface LabelledLine {
  readonly printed: string;
  readonly ingredient: string;
  readonly pricePence: number;
}
export interface LabelledReceipt {
  readonly id: string;
  readonly chain: string;
  readonly text: string;
  readonly lines: readonly LabelledLine[];
  readonly totalPence: number;
  readonly date: string;
}

function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
}

const SHORT: Record<string, string> = { chicken: 'CHKN', breast: 'BRST', tomatoes: 'TOMS', chopped: 'CHPD', mushrooms: 'MSHRMS', cheddar: 'CHED', mature: 'MAT', yoghurt: 'YOG', wholemeal: 'WMEAL', beef: 'BF', mince: 'MNCE', sausages: 'SAUSGS', baked: 'BKD', beans: 'BNS', carrots: 'CRRTS', broccoli: 'BROCC', spaghetti: 'SPAG', basmati: 'BSMTI', flour: 'FLR' };
const OWN: Record<string, string[]> = { Tesco: ['TESCO', 'TESCO FINEST', ''], "Sainsbury's": ['JS', "SAINSBURY'S", ''], ASDA: ['ASDA', 'ASDA EXTRA SPECIAL', ''], Aldi: ['Specially Selected', '', ''], Lidl: ['Deluxe', '', ''] };
const STORES = [
  { store: 'Manchester Market St', postcode: 'M1 1PW' },
  { store: 'Leeds Kirkstall Road', postcode: 'LS4 2DB' },
  { store: 'Bristol Temple Gate', postcode: 'BS1 6QA' },
  { store: 'Islington Local', postcode: 'N1 9AB' },
  { store: 'Cardiff Queen Street', postcode: 'CF10 2BH' },
];
const money = (p: number) => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;
const pad = (left: string, right: string, width = 40) => `${left}${' '.repeat(Math.max(2, width - left.length - right.length))}${right}`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function generateReceipts(count = 45, seed = 22): LabelledReceipt[] {
  const files = readCatalogueFiles();
  if (!files) throw new Error('no catalogue files');
  const snapshot = new CatalogueSnapshot(catalogueDataFromFiles(files));
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const chains = ['Tesco', "Sainsbury's", 'ASDA', 'Aldi', 'Lidl'];
  const receipts: LabelledReceipt[] = [];
  for (let n = 0; n < count; n++) {
    const chain = chains[n % chains.length]!;
    const upper = chain !== 'Aldi' && chain !== 'Lidl';
    const where = pick(STORES);
    const products = snapshot.allIngredients().filter((i) => snapshot.product(i.slug, chain));
    const body: string[] = [];
    const lines: LabelledLine[] = [];
    let total = 0;
    const size = 5 + Math.floor(rnd() * 10);
    const used = new Set<string>();
    for (let k = 0; k < size; k++) {
      const ingredient = pick(products);
      if (used.has(ingredient.slug)) continue;
      used.add(ingredient.slug);
      const product = snapshot.product(ingredient.slug, chain)!;
      const base = ingredient.name.replace(/\([^)]*\)/g, '').trim();
      let words = base.split(/\s+/).map((w) => (rnd() < 0.35 && SHORT[w.toLowerCase()] ? SHORT[w.toLowerCase()]! : w));
      const brand = pick(OWN[chain]!);
      let name = [brand, ...words].filter(Boolean).join(' ');
      const weighed = ingredient.aisle === 'Fresh Produce' && product.packUnit === 'g' && rnd() < 0.5;
      const sizeText = product.packUnit === 'g' ? (product.packSize >= 1000 ? `${product.packSize / 1000}KG` : `${product.packSize}G`) : product.packUnit === 'ml' ? (product.packSize >= 1000 ? `${product.packSize / 1000}L` : `${product.packSize}ML`) : `X${product.packSize}`;
      if (!weighed && rnd() < 0.6) name += ` ${sizeText}`;
      name = upper ? name.toUpperCase() : name.replace(/\b([A-Z]{2,})\b/g, (w) => w[0] + w.slice(1).toLowerCase());
      const jitter = Math.round(product.pricePence * (0.85 + rnd() * 0.3));
      const code = chain === 'Aldi' ? `${100000 + Math.floor(rnd() * 899999)} ` : '';
      const vat = chain === 'Aldi' ? ' A' : chain === 'Lidl' ? ' B' : '';
      const gbp = chain === 'Tesco' || chain === 'ASDA' ? '£' : '';
      if (weighed) {
        const grams = 200 + Math.floor(rnd() * 1300);
        const perKg = Math.max(20, Math.round((jitter * 1000) / product.packSize));
        const price = Math.round((grams * perKg) / 1000);
        body.push(`${code}${name}`, pad(`  ${(grams / 1000).toFixed(3)} kg @ £${money(perKg)}/kg`, `${gbp}${money(price)}${vat}`));
        lines.push({ printed: name, ingredient: ingredient.slug, pricePence: price });
        total += price;
        continue;
      }
      const qty = rnd() < 0.2 ? 2 : 1;
      const price = jitter * qty;
      body.push(pad(`${code}${name}`, `${gbp}${money(price)}${vat}`));
      if (qty > 1) body.push(`  ${qty} x ${gbp || '£'}${money(jitter)}`);
      total += price;
      let paid = price;
      if (qty > 1 && rnd() < 0.5) {
        const off = Math.max(10, Math.round(price * 0.15));
        body.push(pad(upper ? `ANY 2 FOR £${money(price - off)}` : `Any 2 for £${money(price - off)}`, `-${gbp}${money(off)}`));
        paid -= off;
      } else if (chain !== 'Aldi' && rnd() < 0.25) {
        const off = Math.max(5, Math.round(price * 0.2));
        const word = { Tesco: 'CLUBCARD PRICE', "Sainsbury's": 'NECTAR PRICE SAVING', ASDA: 'ASDA REWARDS PRICE', Lidl: 'Lidl Plus discount' }[chain]!;
        body.push(chain === "Sainsbury's" ? pad(word, `${money(off)}-`) : pad(word, `-${gbp}${money(off)}`));
        paid -= off;
      }
      total -= price - paid;
      lines.push({ printed: name, ingredient: ingredient.slug, pricePence: price });
    }
    const day = 1 + Math.floor(rnd() * 28);
    const month = 1 + Math.floor(rnd() * 11);
    const date = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const dd = String(day).padStart(2, '0');
    const mm = String(month).padStart(2, '0');
    const t = money(total);
    const text = {
      Tesco: [`TESCO`, `${where.store} Express`, `${where.postcode}`, `VAT No: GB 220 4302 31`, ...body, pad('TOTAL', `£${t}`), pad('VISA', `£${t}`), pad('CHANGE DUE', '£0.00'), `${dd}/${mm}/26 14:${10 + n}  STORE 2345`],
      "Sainsbury's": [`Sainsbury's Supermarkets Ltd`, where.store, where.postcode, ...body, pad('BALANCE DUE', t), pad('MASTERCARD', t), `${dd}/${mm}/2026 09:${10 + n}`],
      ASDA: [`ASDA`, `${where.store} Superstore`, `Tel 0113 241 9000`, ...body, pad('TOTAL', `£${t}`), pad('CARD', `£${t}`), `${dd}-${mm}-2026 18:${10 + n}`],
      Aldi: [`ALDI STORES`, where.store, where.postcode, ...body, pad('Total', t), pad('Card', t), `Date: ${dd}.${mm}.26`],
      Lidl: [`Lidl`, where.store, where.postcode, ...body, pad('TOTAL', t), pad('Card', t), `${day} ${MONTHS[month - 1]} 2026`],
    }[chain]!.join('\n');
    receipts.push({ id: `${chain.toLowerCase().replace(/[^a-z]/g, '')}-${n + 1}`, chain, text, lines, totalPence: total, date });
  }
  return receipts;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../data/receipts.json');
  writeFileSync(out, `${JSON.stringify({ $comment: 'Made by bench/receipts/generate-receipts.ts (deterministic). Each receipt is the text a till prints in its chain\'s layout, with every line labelled.', receipts: generateReceipts() }, null, 1)}\n`);
  console.log(`wrote ${out}`);
}
