import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields, escaped quotes, CRLF and line breaks inside quotes, with line numbers', () => {
    const rows = parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""",3\n"two\nlines",,end\n\n');
    expect(rows).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', '3'] },
      { line: 3, fields: ['two\nlines', '', 'end'] },
    ]);
  });
  it('round-trips any table written with quoting', () => {
    const cell = fc.string({ maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (table) => {
        const text = table.map((row) => row.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n');
        expect(parseCsv(text).map((r) => r.fields)).toEqual(table);
      }),
    );
  });
});
