import { describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { ADMIN_AUDIT_LOG } from '@larder/domain/admin/ports';
import { CLOCK } from '@larder/domain/shared/clock';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryAdminAuditLog } from '@larder/domain/testing/in-memory-admin';
import { audited } from '../src/commands/audited-operations';
import { OPERATIONS } from '../src/commands/operations';

function container(audit: InMemoryAdminAuditLog | null) {
  const clock = new FixedClock('2027-03-01T10:00:00Z');
  return {
    get(token: symbol) {
      if (token === CLOCK) return clock;
      if (token === ADMIN_AUDIT_LOG && audit) return audit;
      throw new Error('not bound');
    },
  } as unknown as Container;
}

describe('operator commands in the audit log', () => {
  it('records who ran a command that changes something, and whether it worked; never its parameters or output', async () => {
    const audit = new InMemoryAdminAuditLog();
    const create = audited({ name: 'admin.create', run: async () => 'Created admin ops@example.com' });
    expect(await create.run(container(audit), { email: 'ops@example.com', password: 'secret pass 1' })).toBe('Created admin ops@example.com');
    const failing = audited({ name: 'prices.import', run: async () => { throw new Error('3 rows rejected'); } });
    await expect(failing.run(container(audit), { csv: 'x' })).rejects.toThrow('3 rows rejected');
    expect(audit.entries.map((e) => [e.action, e.outcome, e.detail])).toEqual([
      ['cli admin.create', 'succeeded', null],
      ['cli prices.import', 'failed', null],
    ]);
    expect(audit.entries[0]!.actorEmail).toMatch(/^cli(:.+)?$/);
    expect(JSON.stringify(audit.entries)).not.toContain('secret pass 1');
    expect(audit.entries[0]!.createdAt.toISOString()).toBe('2027-03-01T10:00:00.000Z');
  });

  it('leaves out reads and dry runs, and still answers when the log cannot be written (before db migrate)', async () => {
    const audit = new InMemoryAdminAuditLog();
    await audited({ name: 'user.list', run: async () => 'list' }).run(container(audit), {});
    await audited({ name: 'billing.run', run: async () => 'dry' }).run(container(audit), { dryRun: true });
    await audited({ name: 'leads.replay', run: async () => 'dry' }).run(container(audit), {});
    expect(audit.entries).toEqual([]);
    expect(await audited({ name: 'db.migrate', run: async () => 'Applied 9' }).run(container(null), {})).toBe('Applied 9');
  });

  it('records every backup, though it changes nothing: it copies everyone\'s data out (issue 34, L10)', async () => {
    const audit = new InMemoryAdminAuditLog();
    await OPERATIONS['db.backup']!.run(container(audit), { file: '/nonexistent/dir/larder.jsonl' }).catch(() => undefined);
    await audited({ name: 'db.backup', run: async () => 'Backed up 12 rows' }).run(container(audit), { file: '/secret/place.jsonl' });
    expect(audit.entries.map((e) => [e.action, e.outcome, e.detail])).toEqual([
      ['cli db.backup', 'failed', null],
      ['cli db.backup', 'succeeded', null],
    ]);
  });

  it('every command of the CLI goes through it', async () => {
    const audit = new InMemoryAdminAuditLog();
    const names = Object.keys(OPERATIONS);
    expect(names).toContain('billing.run');
    // A command that changes something fails here (no database), and the failure is on record.
    await OPERATIONS['billing.reconcile']!.run(container(audit), {}).catch(() => undefined);
    expect(audit.entries.map((e) => [e.action, e.outcome])).toEqual([['cli billing.reconcile', 'failed']]);
  });
});
