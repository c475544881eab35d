import type { HelpdeskEventLog, HelpdeskEventRecord, RefundRequest, Refunds } from '../support-automation/ports';

/** The help-desk event log without a database: the contract suite holds it to the same rules as Postgres. */
export class InMemoryHelpdeskEventLog implements HelpdeskEventLog {
  readonly rows = new Map<string, HelpdeskEventRecord>();
  async claim(event: { eventId: string; eventType: string; customerEmail: string | null }, at: Date) {
    if (this.rows.has(event.eventId)) return false;
    this.rows.set(event.eventId, { ...event, receivedAt: at, status: 'processing', intent: null, shouldReply: null, actions: [], draft: null });
    return true;
  }
  async finish(eventId: string, outcome: Parameters<HelpdeskEventLog['finish']>[1]) {
    const row = this.rows.get(eventId);
    if (!row) return;
    this.rows.set(eventId, {
      ...row,
      status: outcome.status,
      intent: outcome.decision?.intent ?? null,
      shouldReply: outcome.decision?.shouldReply ?? null,
      actions: [...outcome.actions],
      draft: outcome.decision?.draft ?? null,
    });
  }
  async latest(limit: number) {
    return [...this.rows.values()]
      .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime() || b.eventId.localeCompare(a.eventId))
      .slice(0, limit)
      .map((r) => structuredClone(r));
  }
}

/** Refunds for domain tests: succeeds (and remembers the request) unless told to refuse. */
export class FakeRefunds implements Refunds {
  readonly made: RefundRequest[] = [];
  constructor(private readonly answer: 'ok' | 'refuse' = 'ok') {}
  async refund(request: RefundRequest) {
    if (this.answer === 'refuse') return { ok: false as const, message: 'refunds are not available from this provider' };
    this.made.push(request);
    return { ok: true as const };
  }
}
