import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatMoney } from '../../../lib/money';
import { DEMO_LIST, DEMO_RECIPE, type DemoChain, demoPricePence } from './demo-data';

/** The sample list as a one-page PDF (loaded only when a visitor presses Export PDF). */
export async function demoListPdf(chain: DemoChain, checked: ReadonlySet<string>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Larder sample shopping list (${chain})`);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const green = rgb(0.08, 0.5, 0.24);
  // Helvetica (WinAnsi) has the pound sign; keep the text within it.
  const safe = (text: string) => text.replace(/[^\x20-\x7e£]/g, '');
  let y = 780;
  page.drawText('Larder', { x: 50, y, size: 22, font: bold, color: green });
  y -= 30;
  page.drawText(safe(`Sample shopping list: ${DEMO_RECIPE.name} for ${DEMO_RECIPE.serves}`), { x: 50, y, size: 14, font: bold });
  y -= 20;
  page.drawText(safe(`Supermarket: ${chain}. Sample prices for illustration.`), { x: 50, y, size: 10, font });
  y -= 30;
  let total = 0;
  for (const group of ['Meat & Poultry', 'Fresh Produce', 'Pantry Items']) {
    page.drawText(group, { x: 50, y, size: 11, font: bold, color: green });
    y -= 18;
    for (const item of DEMO_LIST.filter((i) => i.group === group)) {
      const p = demoPricePence(item.pricePence, chain);
      total += p;
      page.drawText(checked.has(item.name) ? '[x]' : '[  ]', { x: 56, y, size: 11, font });
      page.drawText(safe(item.name), { x: 84, y, size: 11, font });
      const price = safe(formatMoney(p / 100));
      page.drawText(price, { x: 520 - font.widthOfTextAtSize(price, 11), y, size: 11, font });
      y -= 18;
    }
    y -= 8;
  }
  const line = safe(`Total ${formatMoney(total / 100)}`);
  page.drawText(line, { x: 520 - bold.widthOfTextAtSize(line, 12), y, size: 12, font: bold });
  y -= 40;
  page.drawText('Start your 7-day free trial at Larder to get lists for your own week.', { x: 50, y, size: 10, font });
  return pdf.save();
}
