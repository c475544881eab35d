/**
 * The fake Acquired's POST /transactions/{id}/refund (see the ASSUMPTION in acquired-api.ts): a successful transaction
 * is refunded up to what is left of it; the refund is a transaction of its own (recurring_type 'refund'); a repeated
 * reference.order_id answers the first refund and refunds nothing more.
 */
type Transaction = Record<string, unknown>;
type RecordTransaction = (input: { orderId: string; amount: number; currency: string; capture: boolean; customData?: string; status: string; type: string; counted?: boolean }) => Transaction;

const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export function refundTransaction(
  original: Transaction | undefined,
  body: Record<string, unknown>,
  byOrderId: ReadonlyMap<string, Transaction>,
  record: RecordTransaction,
): { status: 200; body: Record<string, unknown> } | { status: 400 | 404; body: { invalid_parameters?: { parameter: string; reason: string }[] } } {
  if (!original) return { status: 404, body: {} };
  const reference = (body.reference ?? {}) as { order_id?: string; custom_data?: string };
  const orderId = String(reference.order_id ?? '');
  const replay = byOrderId.get(orderId);
  if (replay && replay.recurring_type === 'refund') return { status: 200, body: { status: 'success', transaction_id: replay.transaction_id } };
  const left = Math.round(Number((original.transaction as { amount: number }).amount) * 100) - Number(original.refunded_pence ?? 0);
  const pence = Math.round(Number(body.amount) * 100);
  const invalid: { parameter: string; reason: string }[] = [];
  if (!/^[A-Za-z0-9-]{2,50}$/.test(orderId)) invalid.push({ parameter: 'reference.order_id', reason: 'reference.order_id must be 2-50 characters: letters, numbers and hyphens' });
  if (!isMoney(body.amount) || pence <= 0 || pence > left) invalid.push({ parameter: 'amount', reason: `amount must be more than 0 and at most ${left / 100}` });
  if (original.status !== 'success') invalid.push({ parameter: 'transaction_id', reason: 'only a successful transaction can be refunded' });
  if (invalid.length > 0) return { status: 400, body: { invalid_parameters: invalid } };
  original.refunded_pence = Number(original.refunded_pence ?? 0) + pence;
  const refund = record({ orderId, amount: Number(body.amount), currency: 'gbp', capture: true, customData: reference.custom_data, status: 'success', type: 'refund', counted: false });
  refund.parent_transaction_id = original.transaction_id;
  return { status: 200, body: { status: 'success', transaction_id: refund.transaction_id } };
}
