import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findDate, parseReceipt, readAmount } from './parse-receipt';

const TESCO = `TESCO
Manchester Market St Metro
12 Market Street, Manchester M1 1PW
Tel: 0345 677 9006
VAT Number: GB 220 4302 31
BRITISH SEMI SKIMMED MILK 4PT      £1.55
CLUBCARD PRICE                    -£0.30
TESCO LOOSE BANANAS
  0.512 kg @ £0.98/kg              £0.50
HEINZ BAKED BEANS 415G             £2.80
  2 x £1.40
ANY 2 FOR £2.20                   -£0.60
2 X RED ONIONS                     £1.10
TOTAL                              £5.05
VISA                               £5.05
CHANGE DUE                         £0.00
Clubcard points this visit           5
25/11/26 14:32   STORE 2345`;

describe('parseReceipt', () => {
  it('reads a Tesco receipt: chain, store, postcode district, date, lines, weighed item, multi-buy, Clubcard saving, total', () => {
    const r = parseReceipt(TESCO);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const p = r.value;
    expect(p.chain).toBe('Tesco');
    expect(p.loyaltyCard).toBe('Clubcard');
    expect(p.store).toBe('Manchester Market St Metro');
    expect(p.postcodeDistrict).toBe('M1');
    expect(p.date).toBe('2026-11-25');
    expect(p.lines.map((l) => l.name)).toEqual(['BRITISH SEMI SKIMMED MILK 4PT', 'TESCO LOOSE BANANAS', 'HEINZ BAKED BEANS 415G', 'RED ONIONS']);
    const [milk, bananas, beans, onions] = p.lines;
    expect(milk!.pricePence).toBe(155);
    expect(milk!.savings).toEqual([{ text: 'CLUBCARD PRICE', kind: 'loyalty', amountPence: 30 }]);
    expect(milk!.paidPence).toBe(125);
    expect(bananas!.weightGrams).toBe(512);
    expect(bananas!.unitPricePence).toBe(98);
    expect(bananas!.pricePence).toBe(50);
    expect(beans!.quantity).toBe(2);
    expect(beans!.unitPricePence).toBe(140);
    expect(beans!.savings[0]!.kind).toBe('multibuy');
    expect(beans!.paidPence).toBe(220);
    expect(onions!.quantity).toBe(2);
    expect(onions!.unitPricePence).toBe(55);
    expect(p.totalPence).toBe(505);
    expect(p.check.addsUp).toBe(true);
    expect(p.check.message).toBe('The lines add up to the total, £5.05.');
  });

  it('says plainly when the lines do not add up, and by how much', () => {
    const r = parseReceipt(TESCO.replace('TOTAL                              £5.05', 'TOTAL                              £6.05'));
    expect(r.ok && r.value.check.addsUp).toBe(false);
    if (!r.ok) return;
    expect(r.value.check.differencePence).toBe(100);
    expect(r.value.check.message).toContain('£1.00 is not accounted for');
  });

  it('reads Sainsbury\'s Nectar prices, trailing minus signs and BALANCE DUE', () => {
    const r = parseReceipt(`Sainsbury's Supermarkets Ltd
Islington Local
N1 9AB
JS FREE RANGE EGGS X6        2.10
NECTAR PRICE SAVING          0.40-
CHICKEN BREAST FILLETS 300G  3.50
BALANCE DUE                  5.20
03/02/2026 09:15`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.chain).toBe("Sainsbury's");
    expect(r.value.loyaltyCard).toBe('Nectar');
    expect(r.value.store).toBe('Islington Local');
    expect(r.value.postcodeDistrict).toBe('N1');
    expect(r.value.date).toBe('2026-02-03');
    expect(r.value.lines[0]!.savings).toEqual([{ text: 'NECTAR PRICE SAVING', kind: 'loyalty', amountPence: 40 }]);
    expect(r.value.check.addsUp).toBe(true);
  });

  it('reads an Aldi receipt: product codes and VAT letters are not part of the name', () => {
    const r = parseReceipt(`ALDI STORES
Leeds Kirkstall Road
LS4 2DB
812345 Whole Milk 2L           1.45 A
700123 Basmati Rice 1kg        1.69 A
Carrots Loose
0.750 kg @ £0.60/kg            0.45 A
Total                          3.59
Card                           3.59
Date: 05.01.26`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.chain).toBe('Aldi');
    expect(r.value.loyaltyCard).toBeNull();
    expect(r.value.lines.map((l) => [l.name, l.pricePence])).toEqual([['Whole Milk 2L', 145], ['Basmati Rice 1kg', 169], ['Carrots Loose', 45]]);
    expect(r.value.lines[2]!.weightGrams).toBe(750);
    expect(r.value.date).toBe('2026-01-05');
    expect(r.value.check.addsUp).toBe(true);
  });

  it('reads a Lidl Plus saving and a coupon for the whole shop', () => {
    const r = parseReceipt(`Lidl
Bristol Temple Gate
Cheddar Mature 400g      2.49 B
Lidl Plus discount      -0.50
Spaghetti 500g           0.45 B
Lidl Plus Coupon £1 off  -1.00
TOTAL                    1.44
12 Mar 2026`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.chain).toBe('Lidl');
    expect(r.value.lines[0]!.savings[0]!.kind).toBe('loyalty');
    expect(r.value.lines[1]!.savings[0]).toEqual({ text: 'Lidl Plus Coupon £1 off', kind: 'loyalty', amountPence: 100 });
    expect(r.value.date).toBe('2026-03-12');
    expect(r.value.check.addsUp).toBe(true);
  });

  it('keeps a saving that follows no line as a saving of the whole receipt', () => {
    const r = parseReceipt(`ASDA
Leeds Killingbeck
Bread 800g       1.10
TOTAL SAVINGS    0.00
Staff discount  -0.20
TOTAL            0.90`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.receiptSavings).toEqual([{ text: 'Staff discount', kind: 'discount', amountPence: 20 }]);
    expect(r.value.check.addsUp).toBe(true);
  });

  it('reads what an OCR misreads in a price (O for 0, S for 5)', () => {
    const r = parseReceipt('TESCO\nMilk 4pt  £1.4S\nBread  £O.9O\nTOTAL  £2.35');
    expect(r.ok && r.value.lines.map((l) => l.pricePence)).toEqual([145, 90]);
  });

  it('refuses what is not a receipt', () => {
    for (const text of ['', 'Dear diary, today I went for a walk.', 'Shopping list:\nmilk\neggs\nbread', 'TESCO\nEvery little helps']) {
      const r = parseReceipt(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('RECEIPT.NOT_A_RECEIPT');
    }
  });

  it('any set of lines with their total adds up; one line left out is reported as the missing amount', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9999 }), { minLength: 2, maxLength: 20 }), fc.nat(), (prices, drop) => {
        const lines = prices.map((p, i) => `ITEM NUMBER ${'ABCDEFGHIJKLMNOPQRST'[i]}  £${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`);
        const total = prices.reduce((a, b) => a + b, 0);
        const text = (ls: string[]) => `LIDL\n${ls.join('\n')}\nTOTAL £${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
        const whole = parseReceipt(text(lines));
        expect(whole.ok && whole.value.check.addsUp).toBe(true);
        const k = drop % prices.length;
        const missing = parseReceipt(text(lines.filter((_, i) => i !== k)));
        expect(missing.ok && missing.value.check.differencePence).toBe(prices[k]);
      }),
    );
  });
});

describe('readAmount and findDate', () => {
  it('reads pence without floating point', () => {
    expect(readAmount('£12.34')).toBe(1234);
    expect(readAmount('0,99')).toBe(99);
    expect(readAmount('1.2')).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: 9_999_999 }), (p) => readAmount(`${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`) === p));
  });
  it('reads UK day-first dates and refuses impossible ones', () => {
    expect(findDate('Date 01/02/2026')).toBe('2026-02-01');
    expect(findDate('31/02/2026')).toBeNull();
    expect(findDate('2026-11-05 10:00')).toBe('2026-11-05');
    expect(findDate('Sat 7th Nov 2026')).toBe('2026-11-07');
  });
});
