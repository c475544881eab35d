import type { Clock } from '../../shared/clock';

/** Every record that belongs to one account, by kind, as plain rows (no secrets: no hashes, tokens or keys). */
export type AccountRecords = Readonly<Record<string, ReadonlyArray<Readonly<Record<string, unknown>>>>>;

export interface AccountDataSource {
  recordsOf(userId: string): Promise<AccountRecords>;
}
export const ACCOUNT_DATA_SOURCE = Symbol('AccountDataSource');

/** The CSV files of an export: what a household would open in a spreadsheet. */
export const EXPORT_CSV_PARTS = {
  lists: ['shopping_lists', 'shopping_list_items'],
  plans: ['meal_plans', 'meal_plan_items'],
  spending: ['budget_receipts', 'charges'],
} as const;
export type ExportCsvPart = keyof typeof EXPORT_CSV_PARTS;

/** The right of access: all the account's data as JSON, and its lists, plans and spending as CSV. */
export class ExportAccountData {
  constructor(
    private readonly source: AccountDataSource,
    private readonly clock: Clock,
  ) {}

  async json(userId: string): Promise<{ exportedAt: string; records: AccountRecords }> {
    return { exportedAt: this.clock.now().toISOString(), records: await this.source.recordsOf(userId) };
  }

  /** One CSV per part: a `record` column names the table each row came from, then the union of the columns. */
  async csv(userId: string, part: ExportCsvPart): Promise<string> {
    const records = await this.source.recordsOf(userId);
    const rows = EXPORT_CSV_PARTS[part].flatMap((table) => (records[table] ?? []).map((row) => ({ record: table, ...row })));
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    if (columns.length === 0) columns.push('record');
    const cell = (value: unknown) => (value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
    return toCsv([columns, ...rows.map((row) => columns.map((c) => cell((row as Record<string, unknown>)[c])))]);
  }
}

/** RFC 4180 CSV; a cell a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with a quote. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
