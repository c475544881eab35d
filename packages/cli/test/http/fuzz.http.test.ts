import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { type TestClient, type TestServer, signInAdmin, signUp, startTestServer } from '../support/test-server';
import { routesOf } from '../support/routes-of';

/** Every field name the contract's schemas know, so the fuzzing bodies reach each route's own fields. */
async function contractFieldNames(): Promise<string[]> {
  const dir = path.resolve(import.meta.dirname, '../../../contract/src');
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (schema: unknown, depth: number) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema) || depth > 12) return;
    seen.add(schema);
    const s = schema as { shape?: Record<string, unknown>; def?: Record<string, unknown> };
    if (s.shape && typeof s.shape === 'object') {
      for (const [key, inner] of Object.entries(s.shape)) {
        names.add(key);
        walk(inner, depth + 1);
      }
    }
    for (const value of Object.values(s.def ?? {})) {
      if (Array.isArray(value)) value.forEach((v) => walk(v, depth + 1));
      else walk(value, depth + 1);
    }
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) walk(value, 0);
  }
  return [...names];
}

const NUL = 'a\u0000b';
const CONTROL = 'x\u0001\u001b[31m\u007f';
/** The values each field is sent: NUL and control characters, huge and odd numbers, wrong types, long text. */
const VALUES: unknown[] = [NUL, CONTROL, 1e308, -1e308, 9007199254740993, Number.MAX_SAFE_INTEGER, -1, 0.5, 'NaN', 'Infinity', '1e308', [], {}, true, null, 'x'.repeat(5000), ['a', NUL], { nested: NUL }];
/** Path parameters: NUL, control characters, huge numbers, wrong types, traversal, bad percent-encoding. */
const PARAMS = ['%00', '%01', 'a%00b', '1e308', '99999999999999999999999', '-1', 'NaN', 'not-a-uuid', '00000000-0000-4000-8000-000000000000', '..%2F..%2Fetc', '%E0%A4%A', '%'];

const fill = (route: string, value: string) => route.replace(/:[A-Za-z_]+(\([^)]*\))?\??/g, value).replace(/\{[^}]+\}/g, value);

for (const target of oneDatabaseTarget()) {
  describe(`no input is a 500 (${target.name})`, () => {
    let server: TestServer;
    let household: TestClient;
    let admin: TestClient;
    let fields: string[];
    beforeAll(async () => {
      server = await startTestServer(target);
      household = await signUp(server, { email: 'fuzz@example.com' });
      admin = await signInAdmin(server);
      fields = await contractFieldNames();
    }, 120_000);
    afterAll(() => server?.close());

    it('every route, signed out, as a household and as an operator: NUL, control characters, huge numbers and wrong types in every field, query and path parameter', async () => {
      const routes = routesOf(server);
      expect(routes.length).toBeGreaterThan(100);
      expect(fields.length).toBeGreaterThan(100);
      const failures: string[] = [];
      let sent = 0;
      const send = async (client: TestClient, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
        const reply = await client.request(method, url, body, headers);
        sent += 1;
        // 503 is a provider that is not configured here (an honest answer); anything else from 500 up is a fault.
        if (reply.status >= 500 && reply.status !== 503) failures.push(`${reply.status} ${method} ${url} ${JSON.stringify(body)?.slice(0, 120)} -> ${JSON.stringify(reply.body)?.slice(0, 160)}`);
      };
      const visitor = server.client();
      for (const { method, path: route } of routes) {
        // The webhooks are checked apart (signed bodies); the fuzz still sends them garbage.
        for (const client of [visitor, household, admin]) {
          for (const param of PARAMS) {
            const url = fill(route, param);
            await send(client, method, `${url}?id=%00&q=%01&startDate=%00&endDate=1e308&limit=1e308&offset=-1&range=%00&token=%00&to=%00`, method === 'GET' ? undefined : {});
          }
          const url = fill(route, '1');
          if (method === 'GET') continue;
          for (const value of VALUES) {
            const body = Object.fromEntries(fields.map((f) => [f, value]));
            await send(client, method, url, body);
          }
          await send(client, method, url, [NUL]);
          await send(client, method, url, NUL);
          await send(client, method, url, '{"email": "a\\u0000b"', { 'content-type': 'application/json' });
        }
      }
      // Fields in small groups, as the operator (the widest access), on every route that takes a body: each group
      // with a huge number, then with "NaN", so a route's later checks are reached and not only its first.
      const groups: string[][] = [];
      for (let i = 0; i < fields.length; i += 40) groups.push(fields.slice(i, i + 40));
      for (const { method, path: route } of routes.filter((r) => r.method !== 'GET')) {
        for (const group of groups) {
          for (const value of [1e308, 'NaN', NUL]) await send(admin, method, fill(route, '1'), Object.fromEntries(group.map((f) => [f, value])));
        }
      }
      console.log(`fuzzing: ${routes.length} routes, ${fields.length} field names, ${sent} requests, ${failures.length} answered 5xx`);
      expect(failures).toEqual([]);
    }, 900_000);

    it('GET /api/leads/%00 and a changed case of an admin path', async () => {
      expect((await server.client().get('/api/leads/%00')).status).toBe(400);
      const shouted = await admin.post('/API/ADMIN/GENERATE-DAILY-POST', {});
      expect(shouted.status).toBe(404);
      expect((await server.db.knex('admin_audit_log').whereRaw("lower(action) like '%generate-daily-post%'")).length).toBe(0);
      const nul = await server.client().post('/api/login', { email: 'jo\u0000@example.com', password: 'x' });
      expect(nul).toMatchObject({ status: 400, body: { field: 'email' } });
    });
  });
}
