import { randomUUID } from 'node:crypto';
import type { AdminAnalyticsSource, AdminAuditEntry, AdminAuditLog, AnalyticsRows, BinDirectory, BinRange, NewAdminAuditEntry } from '../admin/ports';

/** The audit trail in memory: append-only, newest first when read. */
export class InMemoryAdminAuditLog implements AdminAuditLog {
  readonly entries: AdminAuditEntry[] = [];
  async record(entry: NewAdminAuditEntry, at: Date): Promise<AdminAuditEntry> {
    const saved = { ...entry, id: randomUUID(), createdAt: new Date(at) };
    this.entries.push(saved);
    return saved;
  }
  async latest({ limit, offset }: { limit: number; offset: number }) {
    const sorted = [...this.entries].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { entries: sorted.slice(offset, offset + limit), total: this.entries.length };
  }
  async latestOf(actions: readonly string[], limit: number) {
    return (await this.latest({ limit: this.entries.length, offset: 0 })).entries.filter((e) => actions.includes(e.action)).slice(0, limit);
  }
}

export class InMemoryBinDirectory implements BinDirectory {
  private rows = new Map<string, BinRange>();
  async replaceAll(rows: readonly BinRange[]): Promise<void> {
    this.rows = new Map(rows.map((r) => [r.bin, r]));
  }
  async lookup(bins: readonly string[]) {
    return new Map(bins.filter((b) => this.rows.has(b)).map((b) => [b, this.rows.get(b)!]));
  }
  async count() {
    return this.rows.size;
  }
}

/** Rows handed out as given (the `since` filter applied), for the use case's tests. */
export class StaticAnalyticsSource implements AdminAnalyticsSource {
  constructor(public data: AnalyticsRows) {}
  async rows({ since }: { since: Date }): Promise<AnalyticsRows> {
    return {
      ...this.data,
      charges: this.data.charges.filter((c) => c.periodDate.getTime() >= since.getTime()),
      attempts: this.data.attempts.filter((a) => a.startedAt.getTime() >= since.getTime()),
    };
  }
}
