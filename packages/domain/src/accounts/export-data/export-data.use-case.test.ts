import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock';
import { type AccountDataSource, type ExportRequest, ALL_EXPORT_RECORDS, EXPORT_CSV_PARTS, ExportAccountData, isExportCsvPart, toCsv } from './export-data.use-case';

/** Records by who asks: the member's own, and the household's (keyed by its owner). */
function source(): AccountDataSource & { asked: ExportRequest[] } {
  const asked: ExportRequest[] = [];
  return {
    asked,
    async recordsOf(request) {
      asked.push(request);
      return {
        larder_items: [{ id: 'a', name: 'Spinach', grams: 200, added_at: new Date('2026-03-01T09:00:00Z') }],
        larder_removals: [{ id: 'r', reason: 'used', detail: { by: 'Sam' } }],
        larder_staples: [],
        account: [{ id: request.userId, email: 'sam@example.com', note: '=HYPERLINK("http://evil")' }],
      };
    },
  };
}

describe('exporting an account', () => {
  it('JSON: every record, for the member asking and their household, stamped with the time', async () => {
    const s = source();
    const exported = await new ExportAccountData(s, new FixedClock('2026-03-02T09:00:00Z')).json({ userId: 'm1', householdOwnerId: 'o1' });
    expect(exported.exportedAt).toBe('2026-03-02T09:00:00.000Z');
    expect(exported.records.account).toEqual([expect.objectContaining({ id: 'm1' })]);
    expect(s.asked).toEqual([{ userId: 'm1', householdOwnerId: 'o1' }]);
  });

  it("CSV of a subject: one row per record, a 'record' column, the union of the columns, dates in ISO, objects as JSON", async () => {
    const csv = await new ExportAccountData(source(), new FixedClock()).csv({ userId: 'm1', householdOwnerId: 'o1' }, 'larder');
    expect(csv.split('\r\n')).toEqual([
      'record,id,name,grams,added_at,reason,detail',
      'larder_items,a,Spinach,200,2026-03-01T09:00:00.000Z,,',
      'larder_removals,r,,,,used,"{""by"":""Sam""}"',
      '',
    ]);
  });

  it('CSV of one record kind; a formula in a cell is defused; a kind with no rows is just its header', async () => {
    const exporter = new ExportAccountData(source(), new FixedClock());
    const account = await exporter.csv({ userId: 'm1', householdOwnerId: 'o1' }, 'account');
    expect(account).toBe(`record,id,email,note\r\naccount,m1,sam@example.com,"'=HYPERLINK(""http://evil"")"\r\n`);
    expect(await exporter.csv({ userId: 'm1', householdOwnerId: 'o1' }, 'larder_staples')).toBe('record\r\n');
  });

  it('knows its parts: every subject and every record kind, nothing else', () => {
    expect(isExportCsvPart('larder')).toBe(true);
    expect(isExportCsvPart('larder_items')).toBe(true);
    expect(isExportCsvPart('passwords')).toBe(false);
    expect(ALL_EXPORT_RECORDS).toContain('charges');
    expect(ALL_EXPORT_RECORDS.filter((r) => r === 'charges')).toHaveLength(1);
    expect(Object.values(EXPORT_CSV_PARTS).flat().length).toBeGreaterThan(ALL_EXPORT_RECORDS.length - 1);
    expect(toCsv([['-1', '+2', '@x', 'a,b']])).toBe(`'-1,'+2,'@x,"a,b"\r\n`);
  });
});
