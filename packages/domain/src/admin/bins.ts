import { parseCsv } from '../shared/csv';
import type { Clock } from '../shared/clock';
import { type DomainError, fail } from '../shared/errors';
import { type Result, ok } from '../shared/result';
import type { AdminAuditLog, BinDirectory, BinRange } from './ports';

/** What BIN reporting says when no BIN list names the issuer: never an invented bank. */
export const ISSUER_UNKNOWN = 'issuer unknown';

export { cardScheme } from '../billing/card-scheme';

export interface RejectedBinRow {
  readonly line: number;
  readonly reason: string;
}

const COLUMNS = {
  bin: ['bin', 'iin', 'bin_prefix', 'prefix'],
  issuer: ['issuer', 'issuer_name', 'bank', 'bank_name', 'issuing_bank'],
  scheme: ['scheme', 'brand', 'network', 'card_scheme'],
  country: ['country', 'country_code', 'country_alpha2', 'issuer_country'],
} as const;

const header = (name: string) => name.trim().toLowerCase().replace(/[\s-]+/g, '_');

/**
 * Reads a BIN list: a CSV with a header row naming at least a BIN column (bin, iin) and an issuer column
 * (issuer, bank, bank_name); scheme and country are optional. Every BIN must be six digits, and appear once.
 * One bad row and nothing is accepted; every rejected row is listed by its line.
 */
export function parseBinList(csv: string): Result<BinRange[], DomainError & { rejected?: RejectedBinRow[] }> {
  const rows = parseCsv(csv);
  const head = rows[0];
  if (!head) return fail('VALIDATION', 'The BIN list is empty: it needs a header row (bin,issuer[,scheme][,country]) and at least one row.');
  const names = head.fields.map(header);
  const find = (options: readonly string[]) => names.findIndex((n) => options.includes(n));
  const at = { bin: find(COLUMNS.bin), issuer: find(COLUMNS.issuer), scheme: find(COLUMNS.scheme), country: find(COLUMNS.country) };
  if (at.bin < 0 || at.issuer < 0) {
    return fail('VALIDATION', `The BIN list's header must name a BIN column (bin or iin) and an issuer column (issuer or bank); found: ${head.fields.join(', ')}`);
  }
  const rejected: RejectedBinRow[] = [];
  const seen = new Map<string, number>();
  const ranges: BinRange[] = [];
  for (const row of rows.slice(1)) {
    const cell = (index: number) => (index < 0 ? '' : (row.fields[index] ?? '').trim());
    const bin = cell(at.bin).replace(/\s+/g, '');
    const issuer = cell(at.issuer);
    if (!/^\d{6}$/.test(bin)) {
      rejected.push({ line: row.line, reason: `BIN "${cell(at.bin)}" is not six digits` });
      continue;
    }
    if (!issuer) {
      rejected.push({ line: row.line, reason: `BIN ${bin} has no issuer name` });
      continue;
    }
    if (issuer.length > 200) {
      rejected.push({ line: row.line, reason: `BIN ${bin}: the issuer name is longer than 200 characters` });
      continue;
    }
    const earlier = seen.get(bin);
    if (earlier !== undefined) {
      rejected.push({ line: row.line, reason: `BIN ${bin} is listed twice (first on line ${earlier})` });
      continue;
    }
    seen.set(bin, row.line);
    const scheme = cell(at.scheme).toLowerCase();
    const country = cell(at.country).toUpperCase();
    ranges.push({ bin, issuer, scheme: scheme || null, country: country || null });
  }
  if (rejected.length) return { ok: false, error: { code: 'VALIDATION', message: `The BIN list has ${rejected.length} bad row(s); nothing was imported.`, field: 'rows', rejected } };
  if (ranges.length === 0) return fail('VALIDATION', 'The BIN list has a header but no rows; nothing was imported.');
  return ok(ranges);
}

/** `npm run cli -- bins import FILE.csv`: replaces the BIN list that names issuers in BIN reporting. */
export class ImportBins {
  constructor(
    private readonly directory: BinDirectory,
    private readonly audit: AdminAuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(csv: string, source: string): Promise<Result<{ imported: number }, DomainError & { rejected?: RejectedBinRow[] }>> {
    const parsed = parseBinList(csv);
    if (!parsed.ok) return parsed;
    const now = this.clock.now();
    await this.directory.replaceAll(parsed.value, now);
    await this.audit.record(
      { actorId: null, actorEmail: 'cli', action: 'bins.import', outcome: 'succeeded', detail: { imported: parsed.value.length, source }, address: null },
      now,
    );
    return ok({ imported: parsed.value.length });
  }
}
