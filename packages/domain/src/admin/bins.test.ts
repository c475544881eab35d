import { describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryAdminAuditLog, InMemoryBinDirectory } from '../testing/in-memory-admin';
import { ISSUER_UNKNOWN, ImportBins, cardScheme, parseBinList } from './bins';

describe('cardScheme (the prefix rule, copied from the simulated provider)', () => {
  it.each([
    ['424242', 'visa'],
    ['400001', 'visa'],
    ['555555', 'mastercard'],
    ['222100', 'mastercard'],
    ['272099', 'mastercard'],
    ['273000', 'unknown'],
    ['378282', 'amex'],
    ['601111', 'discover'],
    ['352800', 'jcb'],
    ['675900', 'maestro'],
    ['999999', 'unknown'],
  ])('%s is %s', (bin, scheme) => expect(cardScheme(bin)).toBe(scheme));
});

describe('parseBinList', () => {
  it('reads bin and issuer, with optional scheme and country, under several header names', () => {
    const parsed = parseBinList('IIN,Bank Name,Brand,Country Code\r\n424242,"Stripe Test Bank, N.A.",VISA,us\n555555,Mastercard Test Issuer,,\n');
    expect(parsed).toEqual({
      ok: true,
      value: [
        { bin: '424242', issuer: 'Stripe Test Bank, N.A.', scheme: 'visa', country: 'US' },
        { bin: '555555', issuer: 'Mastercard Test Issuer', scheme: null, country: null },
      ],
    });
  });

  it('refuses the whole file when a row is bad, naming every bad line', () => {
    const parsed = parseBinList(['bin,issuer', '42424,Short', '424242,Good', '424242,Twice', '555555,', 'abcdef,Letters'].join('\n'));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.rejected).toEqual([
      { line: 2, reason: 'BIN "42424" is not six digits' },
      { line: 4, reason: 'BIN 424242 is listed twice (first on line 3)' },
      { line: 5, reason: 'BIN 555555 has no issuer name' },
      { line: 6, reason: 'BIN "abcdef" is not six digits' },
    ]);
  });

  it('needs a header with a BIN and an issuer column, and at least one row', () => {
    expect(parseBinList('').ok).toBe(false);
    expect(parseBinList('number,name\n424242,X')).toMatchObject({ ok: false, error: { message: expect.stringContaining('header') } });
    expect(parseBinList('bin,issuer\n')).toMatchObject({ ok: false, error: { message: expect.stringContaining('no rows') } });
  });
});

describe('ImportBins', () => {
  it('replaces the list and records the import; issuers not listed stay unknown', async () => {
    const directory = new InMemoryBinDirectory();
    const audit = new InMemoryAdminAuditLog();
    const importer = new ImportBins(directory, audit, new FixedClock('2027-03-01T10:00:00Z'));
    expect(await importer.execute('bin,issuer\n424242,First\n400001,Second', 'a.csv')).toEqual({ ok: true, value: { imported: 2 } });
    expect(await importer.execute('bin,issuer\n424242,Replaced', 'b.csv')).toEqual({ ok: true, value: { imported: 1 } });
    expect(await directory.count()).toBe(1);
    expect((await directory.lookup(['424242', '400001'])).get('424242')?.issuer).toBe('Replaced');
    expect((await directory.lookup(['400001'])).get('400001')?.issuer ?? ISSUER_UNKNOWN).toBe('issuer unknown');
    expect(audit.entries.map((e) => e.detail)).toEqual([{ imported: 2, source: 'a.csv' }, { imported: 1, source: 'b.csv' }]);
    expect((await importer.execute('bin,issuer\nbad,X', 'c.csv')).ok).toBe(false);
    expect(await directory.count()).toBe(1);
  });
});
