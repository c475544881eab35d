import { describe, expect, it } from 'vitest';
import { receiptsFixture } from '../../testing/receipts-fixture';
import { ConfirmReceipt, type ReceiptLarder } from './confirm-receipt.use-case';

async function setUp() {
  const f = await receiptsFixture();
  const toLarder: Array<Parameters<ReceiptLarder['fromReceipt']>[1]> = [];
  const larder: ReceiptLarder = { fromReceipt: async (_h, receipt) => void toLarder.push(receipt) };
  const confirm = new ConfirmReceipt(f.book, f.budgetReceipts, f.catalogue, f.users, f.clock, larder);
  return { ...f, confirm, toLarder };
}

describe('confirming a scanned receipt', () => {
  it('saves its lines as prices (loyalty price kept apart), its total as spend, and its food to the larder', async () => {
    const { owner, draft, confirm, book, budgetReceipts, toLarder } = await setUp();
    const receipt = await draft();
    expect(receipt.status).toBe('draft');
    const r = await confirm.confirm(owner.id, receipt.id, {}, owner.id);
    expect(r.ok && r.value).toMatchObject({ status: 'confirmed', budgetReceiptId: 1 });
    expect(budgetReceipts.rows).toMatchObject([{ userId: owner.id, date: '2026-11-25', chain: 'Tesco', amountPence: 505, addedBy: { id: owner.id, firstName: 'Rosa' } }]);
    const milk = await book.observations(['semi-skimmed-milk'], '2026-01-01', owner.id);
    expect(milk).toMatchObject([{ chain: 'Tesco', pricePence: 155, loyaltyPricePence: 125, postcodeDistrict: 'M1', date: '2026-11-25' }]);
    const beans = await book.observations(['baked-beans'], '2026-01-01', owner.id);
    expect(beans.map((o) => o.pricePence)).toEqual([140]);
    expect(toLarder).toHaveLength(1);
    expect(toLarder[0]!.lines.map((l) => l.ingredient).sort()).toEqual(['baked-beans', 'bananas', 'red-onions', 'semi-skimmed-milk']);
    expect(toLarder[0]!.lines.find((l) => l.ingredient === 'bananas')!.grams).toBe(512);
  });

  it("applies the household's corrections: another chain, a skipped line, a line's food and price", async () => {
    const { owner, draft, confirm, book } = await setUp();
    const receipt = await draft();
    const onions = receipt.preview.lines.findIndex((l) => l.name === 'RED ONIONS');
    const r = await confirm.confirm(owner.id, receipt.id, { chain: 'aldi', store: ' Ancoats ', lines: [{ index: 0, skip: true }, { index: onions, price: '1.30' }] });
    expect(r.ok && r.value.preview).toMatchObject({ chain: 'Aldi', store: 'Ancoats' });
    expect(await book.observations(['semi-skimmed-milk'], '2026-01-01', owner.id)).toEqual([]);
    expect((await book.observations(['red-onions'], '2026-01-01', owner.id))[0]).toMatchObject({ chain: 'Aldi', pricePence: 65 });
  });

  it('is confirmed once: a second confirmation is refused and nothing is counted twice', async () => {
    const { owner, draft, confirm, budgetReceipts } = await setUp();
    const receipt = await draft();
    expect((await confirm.confirm(owner.id, receipt.id, {})).ok).toBe(true);
    const again = await confirm.confirm(owner.id, receipt.id, {});
    expect(!again.ok && again.error.code).toBe('RECEIPT.ALREADY_CONFIRMED');
    expect(budgetReceipts.rows).toHaveLength(1);
  });

  it("refuses another household's receipt, bad corrections, a future date and one over a year old, saving nothing", async () => {
    const { owner, draft, confirm, book, budgetReceipts, toLarder } = await setUp();
    const receipt = await draft();
    const foreign = await confirm.confirm('someone-else', receipt.id, {});
    expect(!foreign.ok && foreign.error.code).toBe('RECEIPT.NOT_FOUND');
    const cases: Array<[Parameters<ConfirmReceipt['confirm']>[2], string]> = [
      [{ chain: 'Harrods' }, 'chain'],
      [{ date: '25/11/2026' }, 'date'],
      [{ date: '2026-11-30' }, 'date'],
      [{ date: '2025-01-01' }, 'date'],
      [{ lines: [{ index: 40, skip: true }] }, 'lines'],
      [{ lines: [{ index: 0, ingredient: 'caviar' }] }, 'lines'],
      [{ lines: [{ index: 0, price: 'free' }] }, 'lines'],
    ];
    for (const [corrections, field] of cases) {
      const r = await confirm.confirm(owner.id, receipt.id, corrections);
      expect(!r.ok && r.error, JSON.stringify(corrections)).toMatchObject({ code: 'VALIDATION', field });
    }
    expect((await book.find(owner.id, receipt.id))!.status).toBe('draft');
    expect(budgetReceipts.rows).toEqual([]);
    expect(toLarder).toEqual([]);
  });
});
