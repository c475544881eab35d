/** A small RFC 4180 reader: commas, double-quoted fields with "" escapes and line breaks inside quotes, CRLF or LF. */
export interface CsvRow {
  /** 1-based line number where the row starts in the file. */
  readonly line: number;
  readonly fields: string[];
}

export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  const input = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) rows.push({ line: rowStart, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowStart = line;
    } else {
      field += c;
    }
  }
  if (field !== '' || fields.length) endRow();
  return rows;
}
