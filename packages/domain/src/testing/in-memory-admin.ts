import type { AdminSecondFactors } from '../admin/ports';
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

export class InMemoryAdminSecondFactors implements AdminSecondFactors {
  readonly factors = new Map<string, { secret: string; lastStep: number }>();
  readonly codes = new Map<string, { userId: string; usedAt: Date | null }>();
  async enrol(userId: string, secret: string, recoveryCodeHashes: readonly string[]) {
    this.factors.set(userId, { secret, lastStep: 0 });
    for (const [hash, row] of this.codes) if (row.userId === userId) this.codes.delete(hash);
    for (const hash of recoveryCodeHashes) this.codes.set(hash, { userId, usedAt: null });
  }
  async find(userId: string) {
    const row = this.factors.get(userId);
    return row ? { ...row } : null;
  }
  async useStep(userId: string, step: number) {
    const row = this.factors.get(userId);
    if (!row || step <= row.lastStep) return false;
    row.lastStep = step;
    return true;
  }
  async useRecoveryCode(userId: string, codeHash: string, at: Date) {
    const row = this.codes.get(codeHash);
    if (!row || row.userId !== userId || row.usedAt) return false;
    row.usedAt = at;
    return true;
  }
}
