import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { NewLead, RateCount, RateLimited, RecordedLead } from '@larder/domain/leads/ports';
import type { CountRow, KnexRateLimiter } from './knex-rate-limiter';
import { KnexLeadStore } from './knex-leads.repository';
import {
  EARLIER,
  type LeadRow,
  RECORD_DUPLICATE,
  RECORD_IF_PASSED,
  RECORD_VALUES_BEFORE_MARK,
  duplicateValues,
  isHeldClaim,
  numbered,
  recordValues,
  scopeOf,
  storedOf,
  toLead,
} from './lead-record-statements';

/** The statements' names on each pipelined connection (PostgreSQL parses and plans each once per connection). */
const STATEMENTS = {
  count: { name: 'larder_lead_rate_count' },
  record: { name: 'larder_lead_record_if_passed', text: numbered(RECORD_IF_PASSED) },
  duplicate: { name: 'larder_lead_record_duplicate', text: numbered(RECORD_DUPLICATE) },
  earlier: { name: 'larder_lead_earlier', text: numbered(EARLIER) },
} as const;

/** Each count's pass mark is unique to this process and request, so no other count's pass can ever match it. */
const MARKS = randomUUID();
let marks = 0;

interface Corkable {
  readonly connection?: { readonly stream?: { cork?(): void; uncork?(): void } };
}

/**
 * The lead store on PostgreSQL: as KnexLeadStore, but the intake's step (`recordCounted`) is one round trip. The rate
 * count and the record are two statements, each its own transaction as before (the count committed without waiting
 * for the disk, so a busy buyer's counter row is never locked through a disk write; the lead durable), sent together
 * on one pipelined connection in one write as named prepared statements. The record only inserts when the count just
 * before it on that connection passed: the count leaves its pass mark in a session setting, which the record checks.
 */
export class PostgresLeadStore extends KnexLeadStore {
  constructor(
    knex: Knex,
    private readonly intakeLimiter: KnexRateLimiter,
    private readonly pipelined: pg.Pool,
  ) {
    super(knex, intakeLimiter);
  }

  override async recordCounted(count: RateCount, lead: NewLead, duplicateSince: Date, duplicateMessage: string): Promise<RecordedLead | RateLimited> {
    marks += 1;
    const mark = `${MARKS}:${marks}`;
    const counting = this.intakeLimiter.countStatement(count.limit, count.key, mark);
    const values = recordValues(lead, duplicateSince);
    values.splice(RECORD_VALUES_BEFORE_MARK, 0, mark);
    const client = await this.pipelined.connect();
    try {
      const stream = (client as unknown as Corkable).connection?.stream;
      stream?.cork?.();
      const counted = client.query<CountRow>({ name: STATEMENTS.count.name, text: counting.text, values: counting.values });
      const recorded = client.query<{ id: string }>({ name: STATEMENTS.record.name, text: STATEMENTS.record.text, values });
      stream?.uncork?.();
      const [countAnswer, recordAnswer] = await Promise.allSettled([counted, recorded]);
      if (countAnswer.status === 'rejected') throw countAnswer.reason;
      const decision = counting.decide(countAnswer.value.rows[0]!);
      if (!decision.allowed) return { kind: 'limited', retryAfterSeconds: decision.retryAfterSeconds };
      if (recordAnswer.status === 'fulfilled') {
        if (recordAnswer.value.rows[0]) return { kind: 'recorded', lead: storedOf(lead, recordAnswer.value.rows[0].id) };
      } else {
        if (!isHeldClaim(recordAnswer.reason)) throw recordAnswer.reason;
        // Held by another lead within the window: stored as a refused duplicate, with nothing personal.
        const duplicate = await client.query<LeadRow>({ ...STATEMENTS.duplicate, values: duplicateValues(lead, duplicateMessage) });
        if (duplicate.rows[0]) return { kind: 'duplicate', lead: toLead(duplicate.rows[0]) };
      }
      // No row: the buyer sent this reference before. (Or the record did not see the pass, which only a connection
      // pooler between us and PostgreSQL could cause: then the lead is recorded on its own, its count already taken.)
      if (lead.reference !== null) {
        const earlier = await client.query<LeadRow>({ ...STATEMENTS.earlier, values: [scopeOf(lead.buyerId), lead.reference] });
        if (earlier.rows[0]) return { kind: 'existing', lead: toLead(earlier.rows[0]) };
      }
      return await this.record(lead, duplicateSince, duplicateMessage);
    } finally {
      client.release();
    }
  }
}
