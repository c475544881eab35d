/**
 * `pnpm bench` (receipts): the labelled receipts of bench/data/receipts.json (45, in the layouts of Tesco,
 * Sainsbury's, ASDA, Aldi and Lidl) read by our parser and matcher, from their text and from images rendered
 * from it with noise, skew and blur and read by tesseract.js. A line is right when a parsed line has the label's
 * price exactly and is matched to the label's catalogue ingredient. The total check is right when the total is
 * read exactly and the lines add up to it. Targets: ≥ 90 % of lines from text, ≥ 80 % from images.
 * RECEIPT_BENCH_IMAGES sets how many receipts are also read as images (10 by default, 2 per chain; OCR is slow).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueDataFromFiles, readCatalogueFiles } from '@larder/adapters-db/catalogue-seed';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { parseReceipt } from '@larder/domain/receipts/parse-receipt/parse-receipt';
import { matchReceiptLine } from '@larder/domain/receipts/match-receipt-lines/match-receipt-line';
import { TesseractReceiptReader } from '../src/infrastructure/tesseract-receipt-reader';
import type { LabelledReceipt } from './receipts/generate-receipts';
import { renderReceipt } from './receipts/render-receipt';

const here = path.dirname(fileURLToPath(import.meta.url));
const { receipts } = JSON.parse(readFileSync(path.join(here, 'data/receipts.json'), 'utf8')) as { receipts: LabelledReceipt[] };
const files = readCatalogueFiles();
if (!files) throw new Error('no catalogue files');
const snapshot = new CatalogueSnapshot(catalogueDataFromFiles(files));

interface Score {
  lines: number;
  right: number;
  priceRight: number;
  totals: number;
  totalRight: number;
  chainRight: number;
  misses: string[];
}
const empty = (): Score => ({ lines: 0, right: 0, priceRight: 0, totals: 0, totalRight: 0, chainRight: 0, misses: [] });

function score(s: Score, receipt: LabelledReceipt, text: string) {
  s.lines += receipt.lines.length;
  s.totals += 1;
  const parsed = parseReceipt(text);
  if (!parsed.ok) {
    s.misses.push(`${receipt.id}: not read as a receipt`);
    return;
  }
  if (parsed.value.chain === receipt.chain) s.chainRight += 1;
  if (parsed.value.totalPence === receipt.totalPence && parsed.value.check.addsUp) s.totalRight += 1;
  const unused = parsed.value.lines.map((l) => ({ line: l, slug: matchReceiptLine(snapshot, l.name, parsed.value.chain).ingredient?.slug ?? null }));
  for (const label of receipt.lines) {
    const i = unused.findIndex((u) => u.line.pricePence === label.pricePence && u.slug === label.ingredient);
    if (i >= 0) {
      s.right += 1;
      s.priceRight += 1;
      unused.splice(i, 1);
      continue;
    }
    const j = unused.findIndex((u) => u.line.pricePence === label.pricePence);
    if (j >= 0) {
      s.priceRight += 1;
      s.misses.push(`${receipt.id}: "${label.printed}" matched ${unused[j]!.slug ?? 'nothing'}, label ${label.ingredient}`);
      unused.splice(j, 1);
    } else s.misses.push(`${receipt.id}: "${label.printed}" ${label.pricePence}p not found`);
  }
}

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
function report(name: string, s: Score, target: number) {
  const share = s.right / Math.max(1, s.lines);
  console.log(`  ${name}: lines right ${s.right}/${s.lines} = ${pct(s.right, s.lines)} (price exact ${pct(s.priceRight, s.lines)}); totals read and adding up ${s.totalRight}/${s.totals}; chain ${s.chainRight}/${s.totals}; target ≥ ${target * 100} %: ${share >= target ? 'met' : 'NOT met'}`);
  for (const m of s.misses.slice(0, 12)) console.log(`    miss: ${m}`);
  if (s.misses.length > 12) console.log(`    ... and ${s.misses.length - 12} more`);
}

console.log(`receipts: ${receipts.length} labelled receipts, ${receipts.reduce((n, r) => n + r.lines.length, 0)} lines`);
const text = empty();
for (const r of receipts) score(text, r, r.text);
report('from text', text, 0.9);

const imageCount = Number(process.env.RECEIPT_BENCH_IMAGES ?? 10);
if (imageCount > 0) {
  const chains = [...new Set(receipts.map((r) => r.chain))];
  const chosen = chains.flatMap((c) => receipts.filter((r) => r.chain === c).slice(0, Math.ceil(imageCount / chains.length))).slice(0, imageCount);
  const reader = new TesseractReceiptReader();
  const image = empty();
  const started = Date.now();
  for (const [k, r] of chosen.entries()) {
    const distortion = { skew: ((k % 5) - 2) * 0.8, blur: 0.3 + (k % 3) * 0.3, noise: 0.004 + (k % 4) * 0.002 };
    const bytes = await renderReceipt(r.text, distortion, k + 1);
    const read = await reader.read({ kind: 'image', bytes });
    score(image, r, read.ok ? read.value : '');
  }
  await reader.close();
  report(`from images (${chosen.length}, skew ±1.6°, blur 0.3–0.9, speckle 0.4–1 %; ${((Date.now() - started) / 1000 / chosen.length).toFixed(1)} s each)`, image, 0.8);
}
