import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { type TestServer, signUp, startTestServer } from '../support/test-server';
import { accountErasureJob } from '../../src/commands/purge-jobs';

const DAY = 86_400_000;

/**
 * Issue 34, L3: erasure leaves no row that names the person. The support notification (name, address, message,
 * sent to the support address) stayed in `email_outbox`; now every outbox row addressed to them or naming their
 * address, their account id or one of their support messages goes. The test walks every table of the schema.
 */
describe.each(databaseTargets())('erasure removes every outbox row that names the person ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { SUPPORT_EMAIL: 'help@larder.example' });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.truncate();
    server.clock.set(new Date('2026-11-25T10:00:00Z'));
  });

  /** Every row of every table whose text holds `needle` (any case), as "table: row". */
  const rowsNaming = async (needle: string): Promise<string[]> => {
    const { rows: tables } = await server.db.knex.raw<{ rows: Array<{ table_name: string }> }>(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const { table_name: table } of tables) {
      const { rows } = await server.db.knex.raw<{ rows: Array<{ row: string }> }>(`select t::text as row from "${table}" t where position(lower(?) in lower(t::text)) > 0`, [needle]);
      for (const { row } of rows) found.push(`${table}: ${row.slice(0, 160)}`);
    }
    return found;
  };

  it('after the daily erasure no table holds the address, the support email to the team included; another person keeps theirs', async () => {
    const jo = await signUp(server, { email: 'jo.bloggs@example.com', firstName: 'Jo' });
    const ann = await signUp(server, { email: 'ann@example.com', firstName: 'Ann' });
    const joId = (await server.db.knex('users').where({ email: 'jo.bloggs@example.com' }).first()).id as string;
    // Signed in, under another address of theirs; and signed out, under the account's address.
    const support = (client: typeof jo, email: string, message: string, name = 'Jo Bloggs') => client.post('/api/support/send-message', { name, email, subject: 'My order', message });
    expect((await support(jo, 'jo.work@example.net', 'Please call me on 07700 900123')).status).toBe(201);
    expect((await support(server.client(), 'Jo.Bloggs@Example.com', 'I live at 1 Acacia Avenue')).status).toBe(201);
    expect((await support(ann, 'ann@example.com', 'Ann here', 'Ann Other')).status).toBe(201);
    // Another household invites Jo: an email addressed to her.
    expect((await ann.post('/api/household/invitations', { email: 'jo.bloggs@example.com' })).status).toBe(201);
    const teamEmails = await server.db.knex('email_outbox').where({ to_address: 'help@larder.example' });
    expect(teamEmails.filter((e) => /Jo Bloggs/.test(e.text_body))).toHaveLength(2);
    expect(await rowsNaming('jo.bloggs@example.com')).not.toEqual([]);

    expect((await jo.post('/api/acquired/cancel-subscription')).status).toBe(200);
    expect((await jo.request('DELETE', '/api/user', { password: 'correct horse' })).status).toBe(200);
    server.clock.set(new Date(server.clock.now().getTime() + 15 * DAY));
    expect(await accountErasureJob(server.container).run()).toEqual({ erased: 1, kept: 0 });

    expect(await rowsNaming('jo.bloggs@example.com')).toEqual([]);
    expect(await rowsNaming('jo.work@example.net')).toEqual([]);
    expect(await rowsNaming('07700 900123')).toEqual([]);
    expect(await rowsNaming('Acacia Avenue')).toEqual([]);
    // No email names the account id either (it stays on the anonymised user row and the payment records).
    expect((await rowsNaming(joId)).filter((r) => r.startsWith('email_outbox:'))).toEqual([]);
    // Ann's own message and its email to the team stay.
    const left = await server.db.knex('email_outbox').where({ to_address: 'help@larder.example' });
    expect(left.map((e) => e.text_body.split('\n')[0])).toEqual(['From: Ann Other <ann@example.com> (signed-in account ' + (await server.db.knex('users').where({ email: 'ann@example.com' }).first()).id + ')']);
  });
});
