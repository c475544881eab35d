import { describe, expect, it } from 'vitest';
import { receiptsFixture } from '../../testing/receipts-fixture';
import { ViewReceipts } from './view-receipts.use-case';

describe("the household's scanned receipts", () => {
  it("lists its own receipts newest first, and none of another household's", async () => {
    const f = await receiptsFixture();
    const first = await f.draft();
    f.clock.advanceMinutes(10);
    const second = await f.draft();
    await f.draft(undefined, 'other-household');
    const view = new ViewReceipts(f.book);
    expect((await view.list(f.owner.id)).map((r) => r.id)).toEqual([second.id, first.id]);
    expect(await view.list('nobody')).toEqual([]);
  });

  it("reads one receipt, and answers RECEIPT.NOT_FOUND for another household's or an unknown id", async () => {
    const f = await receiptsFixture();
    const receipt = await f.draft();
    const view = new ViewReceipts(f.book);
    const got = await view.get(f.owner.id, receipt.id);
    expect(got.ok && got.value.preview.chain).toBe('Tesco');
    const foreign = await view.get('other-household', receipt.id);
    expect(!foreign.ok && foreign.error.code).toBe('RECEIPT.NOT_FOUND');
    const unknown = await view.get(f.owner.id, 999);
    expect(!unknown.ok && unknown.error.code).toBe('RECEIPT.NOT_FOUND');
  });
});
