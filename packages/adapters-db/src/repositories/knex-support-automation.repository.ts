import type { Knex } from 'knex';
import type { HelpdeskEventLog, HelpdeskEventRecord } from '@larder/domain/support-automation/ports';

const toRecord = (r: Record<string, any>): HelpdeskEventRecord => ({
  eventId: r.event_id,
  eventType: r.event_type,
  receivedAt: new Date(r.received_at),
  customerEmail: r.customer_email,
  status: r.status,
  intent: r.intent,
  shouldReply: r.should_reply,
  actions: typeof r.actions === 'string' ? JSON.parse(r.actions) : r.actions,
  draft: r.draft,
});

/** Help-desk webhook events, one row per event id: the insert that wins the primary key handles the event. */
export class KnexHelpdeskEventLog implements HelpdeskEventLog {
  constructor(private readonly knex: Knex) {}

  async claim(event: { eventId: string; eventType: string; customerEmail: string | null }, at: Date) {
    const inserted = await this.knex('helpdesk_events')
      .insert({ event_id: event.eventId, event_type: event.eventType, customer_email: event.customerEmail, received_at: at, status: 'processing', actions: JSON.stringify([]) })
      .onConflict('event_id')
      .ignore()
      .returning('event_id');
    return inserted.length === 1;
  }

  async finish(eventId: string, outcome: Parameters<HelpdeskEventLog['finish']>[1]) {
    await this.knex('helpdesk_events')
      .where({ event_id: eventId })
      .update({
        status: outcome.status,
        intent: outcome.decision?.intent ?? null,
        should_reply: outcome.decision?.shouldReply ?? null,
        actions: JSON.stringify(outcome.actions),
        draft: outcome.decision?.draft ?? null,
      });
  }

  async latest(limit: number) {
    const rows = await this.knex('helpdesk_events').orderBy([{ column: 'received_at', order: 'desc' }, { column: 'event_id', order: 'desc' }]).limit(limit);
    return rows.map(toRecord);
  }
}
