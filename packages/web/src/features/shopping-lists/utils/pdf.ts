import type { TShoppingList } from '@larder/contract/shopping-lists';
import type { TListSplit } from '@larder/contract/receipts';
import { pdfSplit } from './pdf-split';
import { formatMoney } from '../../../lib/money';
import { A4, MARGIN, isWinAnsi, paginate, sanitizeText, wrapText, type Block } from './pdf-layout';
import { createdDateLabel, groupByAisle, listFigures, listTotal, poundsText, quantityLabel, toPence, type ShoppingListItem } from './totals';

type Row =
  | { kind: 'aisle'; aisle: string; subtotal: string; count: number }
  | { kind: 'item'; checked: boolean; qty: string; nameLines: string[]; price: string; leftover: string | null; source: string | null; mark: string | null };

const GREEN = [21 / 255, 128 / 255, 61 / 255] as const;
const SOFT_GREEN = [232 / 255, 245 / 255, 236 / 255] as const;
const INK = [28 / 255, 25 / 255, 23 / 255] as const;
const GREY = [91 / 255, 86 / 255, 80 / 255] as const;
const LINE = [214 / 255, 209 / 255, 198 / 255] as const;

const ITEM_SIZE = 11;
const ITEM_LEADING = 14;
const ROW_PAD = 9;
const AISLE_HEIGHT = 28;
const COL_BOX = MARGIN;
const COL_QTY = MARGIN + 26;
const COL_NAME = MARGIN + 150;
const COL_PRICE_RIGHT = A4.width - MARGIN;
const NAME_WIDTH = COL_PRICE_RIGHT - 70 - COL_NAME;

/**
 * The list as an A4 PDF made in the browser with pdf-lib (its standard Helvetica, nothing fetched): grouped by
 * aisle with tick boxes, quantities and prices (each with where it came from and when), the totals, one shop or
 * split the shop (the items for the second shop marked with its letter), and the note on the prices on every page.
 */
export async function shoppingListPdf(list: TShoppingList, isChecked: (item: ShoppingListItem) => boolean, madeOn: Date = new Date(), split: TListSplit | null = null): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Shopping List #${list.id}`);
  doc.setAuthor('Larder');
  doc.setCreator('Larder');
  doc.setProducer('Larder (pdf-lib)');
  doc.setCreationDate(madeOn);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const color = (c: readonly [number, number, number]) => rgb(c[0], c[1], c[2]);
  const clean = (s: string) => sanitizeText(s, isWinAnsi);

  const figures = listFigures(list.items, isChecked);
  const total = listTotal(list);
  const shops = pdfSplit(split);
  const splitLines = (shops?.lines ?? []).flatMap((l) => wrapText(clean(l), A4.width - MARGIN * 2 - 16, (s) => regular.widthOfTextAtSize(s, 9)));

  // Rows: an aisle heading (with its subtotal), then its items.
  const rows: Row[] = [];
  for (const group of groupByAisle(list.items)) {
    const subtotal = group.items.reduce((sum, i) => sum + toPence(i.price), 0);
    rows.push({ kind: 'aisle', aisle: clean(group.aisle), subtotal: formatMoney(poundsText(subtotal)), count: group.items.length });
    for (const item of group.items) {
      const leftover = item.leftoverGrams > 0 && item.perishable ? `${item.leftoverGrams >= 1000 ? `${item.leftoverGrams / 1000} kg` : `${item.leftoverGrams} g`} left over: use soon` : null;
      rows.push({
        kind: 'item',
        checked: isChecked(item),
        qty: clean(quantityLabel(item.quantity, item.unit)),
        nameLines: wrapText(clean(item.name), NAME_WIDTH, (s) => bold.widthOfTextAtSize(s, ITEM_SIZE)),
        price: formatMoney(item.price),
        leftover: leftover ? clean(leftover) : null,
        source: item.priceFrom && (item.quantity > 0 || item.isExtra) ? clean(`price: ${item.priceFrom.label}`) : null,
        mark: item.isChecked ? null : (shops?.marks.get(item.ingredient) ?? null),
      });
    }
  }
  const rowHeight = (r: Row) => (r.kind === 'aisle' ? AISLE_HEIGHT : r.nameLines.length * ITEM_LEADING + (r.leftover ? 11 : 0) + (r.source ? 11 : 0) + ROW_PAD * 2 - 4);
  const TOTALS_HEIGHT = 78;
  const SPLIT_HEIGHT = splitLines.length ? 34 + splitLines.length * 12 : 0;
  const blocks: Block[] = [...rows.map((r) => ({ height: rowHeight(r), keepWithNext: r.kind === 'aisle' })), { height: TOTALS_HEIGHT }, ...(SPLIT_HEIGHT ? [{ height: SPLIT_HEIGHT }] : [])];

  // Footer: the price note, the page number.
  const noteLines = wrapText(clean(list.priceNote), A4.width - MARGIN * 2, (s) => regular.widthOfTextAtSize(s, 8));
  const footerHeight = noteLines.length * 10 + 24;
  const HEADER_FIRST = 132;
  const HEADER_OTHER = 40;
  const bodyBottom = MARGIN + footerHeight;
  const pages = paginate(blocks, A4.height - MARGIN - HEADER_FIRST - bodyBottom, A4.height - MARGIN - HEADER_OTHER - bodyBottom);

  pages.forEach((indices, pageIndex) => {
    const page = doc.addPage([A4.width, A4.height]);
    let y = A4.height - MARGIN;
    const text = (s: string, x: number, yy: number, size: number, font = regular, c: readonly [number, number, number] = INK) =>
      page.drawText(s, { x, y: yy, size, font, color: color(c) });
    const right = (s: string, xr: number, yy: number, size: number, font = regular, c: readonly [number, number, number] = INK) =>
      text(s, xr - font.widthOfTextAtSize(s, size), yy, size, font, c);

    if (pageIndex === 0) {
      text('Larder', MARGIN, y - 12, 12, bold, GREEN);
      right(`Made ${createdDateLabel(madeOn.toISOString())}`, COL_PRICE_RIGHT, y - 12, 9, regular, GREY);
      text(`Shopping List #${list.id}`, MARGIN, y - 42, 22, bold);
      text(clean(`${list.supermarket}  ·  Created ${createdDateLabel(list.createdAt)}  ·  ${figures.itemCount} ${figures.itemCount === 1 ? 'item' : 'items'}`), MARGIN, y - 62, 11, regular, GREY);
      // Summary: total, in the basket, still to buy.
      const boxY = y - 118;
      page.drawRectangle({ x: MARGIN, y: boxY, width: A4.width - MARGIN * 2, height: 42, color: color(SOFT_GREEN), borderColor: color(LINE), borderWidth: 0.5 });
      const third = (A4.width - MARGIN * 2) / 3;
      const summary: Array<[string, string]> = [
        ['Total', formatMoney(total)],
        [`In basket (${figures.checkedCount})`, formatMoney(poundsText(figures.checkedPence))],
        [`To buy (${figures.remainingCount})`, formatMoney(poundsText(figures.remainingPence))],
      ];
      summary.forEach(([label, value], k) => {
        text(label, MARGIN + 12 + k * third, boxY + 26, 9, regular, GREY);
        text(value, MARGIN + 12 + k * third, boxY + 9, 14, bold, k === 0 ? GREEN : INK);
      });
      y -= HEADER_FIRST;
    } else {
      text(clean(`Shopping List #${list.id}  ·  ${list.supermarket} (continued)`), MARGIN, y - 14, 11, bold, GREY);
      y -= HEADER_OTHER;
    }

    for (const index of indices) {
      const row = rows[index];
      if (!row && index > rows.length) {
        // One shop or split the shop, after the totals.
        y -= 12;
        page.drawRectangle({ x: MARGIN, y: y - SPLIT_HEIGHT + 16, width: A4.width - MARGIN * 2, height: SPLIT_HEIGHT - 16, color: color(SOFT_GREEN), borderColor: color(LINE), borderWidth: 0.5 });
        text('One shop or two?', MARGIN + 8, y - 14, 11, bold, GREEN);
        splitLines.forEach((line, k) => text(line, MARGIN + 8, y - 30 - k * 12, 9, regular, INK));
        y -= SPLIT_HEIGHT - 12;
        continue;
      }
      if (!row) {
        // The totals block at the end.
        y -= 10;
        page.drawLine({ start: { x: MARGIN, y }, end: { x: COL_PRICE_RIGHT, y }, thickness: 1.2, color: color(INK) });
        const lines: Array<[string, string, boolean]> = [
          ['Total', formatMoney(total), true],
          [`In basket (${figures.checkedCount} of ${figures.itemCount})`, formatMoney(poundsText(figures.checkedPence)), false],
          [`Still to buy (${figures.remainingCount})`, formatMoney(poundsText(figures.remainingPence)), false],
        ];
        lines.forEach(([label, value, strong], k) => {
          const yy = y - 20 - k * 18;
          text(label, COL_NAME, yy, strong ? 13 : 11, strong ? bold : regular, strong ? INK : GREY);
          right(value, COL_PRICE_RIGHT, yy, strong ? 13 : 11, strong ? bold : regular, strong ? INK : GREY);
        });
        y -= TOTALS_HEIGHT - 10;
        continue;
      }
      const h = rowHeight(row);
      if (row.kind === 'aisle') {
        page.drawRectangle({ x: MARGIN, y: y - h + 4, width: A4.width - MARGIN * 2, height: h - 6, color: color(SOFT_GREEN) });
        text(row.aisle, MARGIN + 8, y - h + 13, 12, bold, GREEN);
        right(`${row.count} ${row.count === 1 ? 'item' : 'items'}  ·  ${row.subtotal}`, COL_PRICE_RIGHT - 8, y - h + 13, 10, regular, GREY);
      } else {
        const top = y - ROW_PAD;
        const baseline = top - ITEM_SIZE + 1;
        // The tick box, ticked when the item is in the basket.
        const box = 12;
        page.drawRectangle({ x: COL_BOX + 2, y: baseline - 2, width: box, height: box, borderColor: color(INK), borderWidth: 1 });
        if (row.checked) {
          page.drawLine({ start: { x: COL_BOX + 4.5, y: baseline + 4 }, end: { x: COL_BOX + 7.5, y: baseline + 0.5 }, thickness: 1.6, color: color(GREEN) });
          page.drawLine({ start: { x: COL_BOX + 7.5, y: baseline + 0.5 }, end: { x: COL_BOX + 12.5, y: baseline + 8.5 }, thickness: 1.6, color: color(GREEN) });
        }
        const ink = row.checked ? GREY : INK;
        text(row.qty, COL_QTY, baseline, 10, regular, ink);
        row.nameLines.forEach((line, k) => text(line, COL_NAME, baseline - k * ITEM_LEADING, ITEM_SIZE, bold, ink));
        if (row.leftover) text(row.leftover, COL_NAME, baseline - row.nameLines.length * ITEM_LEADING + 1, 8, regular, [180 / 255, 83 / 255, 9 / 255]);
        if (row.source) text(row.source, COL_NAME, baseline - row.nameLines.length * ITEM_LEADING + 1 - (row.leftover ? 11 : 0), 8, regular, GREY);
        right(row.price, COL_PRICE_RIGHT, baseline, ITEM_SIZE, regular, ink);
        if (row.mark) {
          // The second shop's letter, in a box left of the price ("buy the items marked T at Tesco").
          const w = bold.widthOfTextAtSize(row.mark, 9);
          const x = COL_PRICE_RIGHT - 62;
          page.drawRectangle({ x: x - 3, y: baseline - 3, width: w + 6, height: 12, borderColor: color(GREEN), borderWidth: 1 });
          text(row.mark, x, baseline, 9, bold, GREEN);
        }
        page.drawLine({ start: { x: MARGIN, y: y - h }, end: { x: COL_PRICE_RIGHT, y: y - h }, thickness: 0.5, color: color(LINE) });
      }
      y -= h;
    }

    // Footer: where the prices come from, and the page number.
    let fy = MARGIN + footerHeight - 12;
    page.drawLine({ start: { x: MARGIN, y: fy + 6 }, end: { x: COL_PRICE_RIGHT, y: fy + 6 }, thickness: 0.5, color: color(LINE) });
    for (const line of noteLines) {
      fy -= 10;
      text(line, MARGIN, fy, 8, regular, GREY);
    }
    text(`Page ${pageIndex + 1} of ${pages.length}`, MARGIN, MARGIN, 8, regular, GREY);
    right(clean(`Shopping List #${list.id}  ·  ${list.supermarket}`), COL_PRICE_RIGHT, MARGIN, 8, regular, GREY);
  });

  return doc.save();
}
