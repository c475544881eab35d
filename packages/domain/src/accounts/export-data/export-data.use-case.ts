import type { Clock } from '../../shared/clock';

/** Every record that belongs to one account, by kind, as plain rows (no secrets: no hashes, tokens or keys). */
export type AccountRecords = Readonly<Record<string, ReadonlyArray<Readonly<Record<string, unknown>>>>>;

/** Who asks (their own account, sessions and messages) and whose household (plans, lists, larder... are the household's). */
export interface ExportRequest {
  readonly userId: string;
  readonly householdOwnerId: string;
}

export interface AccountDataSource {
  recordsOf(request: ExportRequest): Promise<AccountRecords>;
}
export const ACCOUNT_DATA_SOURCE = Symbol('AccountDataSource');

/**
 * The CSV files of an export, by subject: what a household would open in a spreadsheet. Together they hold every
 * record of the JSON export (a test checks it); a single record kind is also a CSV of its own (`larder_items.csv`).
 */
export const EXPORT_CSV_PARTS = {
  lists: ['shopping_lists', 'shopping_list_items', 'household_usuals'],
  plans: ['meal_plans', 'meal_plan_items', 'plan_settings', 'household_meal_times'],
  spending: ['budget_receipts', 'charges'],
  receipts: ['scanned_receipts', 'price_observations', 'household_loyalty'],
  larder: ['larder_items', 'larder_removals', 'larder_staples', 'larder_staples_chosen', 'larder_cooked_meals'],
  recipes: ['own_recipes', 'own_recipe_photos', 'own_recipe_settings', 'saved_recipes'],
  chats: ['chat_conversations', 'chat_messages', 'chat_preferences'],
  household: ['households', 'household_members', 'household_invitations', 'household_activity', 'household_pay_cycle', 'household_data_versions'],
  account: ['account', 'signed_in_devices', 'emails_sent', 'api_tokens', 'calendar_tokens', 'newsletter_subscriptions', 'support_messages', 'helpdesk_events', 'leads', 'lead_events'],
  billing: ['subscriptions', 'charges', 'charge_attempts', 'authorization_events', 'refunds'],
} as const satisfies Record<string, readonly string[]>;
export type ExportCsvGroup = keyof typeof EXPORT_CSV_PARTS;
/** A subject (`larder`) or one record kind (`larder_items`). */
export type ExportCsvPart = string;
export const ALL_EXPORT_RECORDS: readonly string[] = [...new Set(Object.values(EXPORT_CSV_PARTS).flat())];
export const isExportCsvPart = (part: string): boolean => part in EXPORT_CSV_PARTS || ALL_EXPORT_RECORDS.includes(part);

/** The right of access: all the account's data as JSON, and its lists, plans and spending as CSV. */
export class ExportAccountData {
  constructor(
    private readonly source: AccountDataSource,
    private readonly clock: Clock,
  ) {}

  async json(request: ExportRequest): Promise<{ exportedAt: string; records: AccountRecords }> {
    return { exportedAt: this.clock.now().toISOString(), records: await this.source.recordsOf(request) };
  }

  /** One CSV per part: a `record` column names the table each row came from, then the union of the columns. */
  async csv(request: ExportRequest, part: ExportCsvPart): Promise<string> {
    const records = await this.source.recordsOf(request);
    const tables: readonly string[] = part in EXPORT_CSV_PARTS ? EXPORT_CSV_PARTS[part as ExportCsvGroup] : [part];
    const rows = tables.flatMap((table) => (records[table] ?? []).map((row) => ({ record: table, ...row })));
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
