import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { API_ROUTES } from '@larder/contract/api/api-routes';
import { pathShape } from '@larder/contract/api/api-route';
import { type TestServer, startTestServer } from '../support/test-server';
import { routesOf } from '../support/routes-of';

const REDOCLY = path.resolve(import.meta.dirname, '../../node_modules/.bin/redocly');

/** Runs Redocly's lint (recommended rules, offline, no telemetry) on a document; its JSON report. */
function redoclyLint(document: unknown): { errors: string[]; warnings: number; status: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'larder-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const run = spawnSync(REDOCLY, ['lint', file, '--format=json', '--extends=recommended'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      timeout: 300_000,
    });
    const start = run.stdout.indexOf('{');
    if (start < 0) throw new Error(`redocly printed no report (status ${run.status}): ${run.stderr}`);
    const report = JSON.parse(run.stdout.slice(start)) as { problems: Array<{ ruleId: string; severity: string; message: string; location?: Array<{ pointer?: string }> }> };
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? '?'}`);
    return { errors, warnings: report.problems.length - errors.length, status: run.status ?? 1 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A call as `METHOD /path/{}`: parameter names aside, as the document may name them otherwise. */
const key = (method: string, path: string) => `${method.toUpperCase()} ${pathShape(path)}`;

for (const target of databaseTargets().slice(0, 1)) {
  describe(`the API's OpenAPI document (${target.name})`, () => {
    let server: TestServer;
    let doc: { openapi: string; paths: Record<string, Record<string, { operationId: string; tags: string[] }>>; components: { securitySchemes: Record<string, unknown> } };
    beforeAll(async () => {
      server = await startTestServer(target);
      doc = (await server.client().get('/api/openapi.json')).body;
    }, 300_000); // a busy machine starts the server slowly
    afterAll(() => server?.close());

    it('is OpenAPI 3.1, names the server, and every operation has a unique id and a tag', () => {
      expect(doc.openapi).toBe('3.1.0');
      const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThan(100);
    });

    it('every route the server answers is documented, and every documented call is routed', () => {
      const routed = new Set(routesOf(server).map((r) => key(r.method, r.path)));
      const documented = new Set(Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => key(m, p))));
      expect([...routed].filter((r) => !documented.has(r)), 'routed but not in the document (add them to packages/contract/src/api)').toEqual([]);
      expect([...documented].filter((d) => !routed.has(d)), 'documented but not routed').toEqual([]);
      // The registry has no call twice.
      expect(new Set(API_ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(API_ROUTES.length);
    });

    it('each documented request body is the schema the server parses with: a body the schema refuses is a 400 naming a field', async () => {
      const op = doc.paths['/api/newsletter/subscribe']!.post as unknown as { requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } } };
      expect(op.requestBody.content['application/json'].schema.required).toContain('email');
      const reply = await server.client().post('/api/newsletter/subscribe', { email: 12 });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/email/);
    });

    it('roles: household calls need the session, operator calls the operator session', () => {
      const op = (p: string, m: string) => doc.paths[p]![m] as unknown as { security: unknown[]; responses: Record<string, unknown> };
      expect(op('/api/simple-meal-plans', 'post').security).toEqual([{ SessionCookie: [] }, { ApiToken: [] }]);
      // A personal API token: on the household's own calls, never on the token, password or billing calls.
      expect(doc.components.securitySchemes.ApiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(op('/api/user/api-tokens', 'post').security).toEqual([{ SessionCookie: [] }]);
      expect(op('/api/user/password', 'post').security).toEqual([{ SessionCookie: [] }]);
      expect(op('/api/acquired/cancel-subscription', 'post').security).toEqual([{ SessionCookie: [] }]);
      expect(op('/api/admin/users', 'get').security).toEqual([{ OperatorSession: [] }]);
      expect(op('/api/admin/users', 'get').responses['403']).toBeDefined();
      expect(op('/api/health', 'get').security).toEqual([]);
    });

    it('the buyers, household and own recipes documents are views of it', async () => {
      const buyer = (await server.client().get('/api/buyer/openapi.json')).body;
      expect(Object.keys(buyer.paths)).toEqual(['/api/buyer/process-lead']);
      expect(buyer.paths['/api/buyer/process-lead'].post).toEqual(doc.paths['/api/buyer/process-lead']!.post);
      const household = (await server.client().get('/api/household/openapi.json')).body;
      expect(household.paths['/api/household/leave'].post).toEqual(doc.paths['/api/household/leave']!.post);
      const recipes = (await server.client().get('/api/openapi/recipes.json')).body;
      expect(Object.keys(recipes.paths)).toEqual(expect.arrayContaining(['/api/recipes/import', '/api/own-recipes']));
      expect(recipes.paths['/api/recipes/{id}'].get).toBeUndefined(); // the library's recipe is not an own-recipe call
    });

    it('Redocly lints the document and each view with no errors', async () => {
      // Every document is fetched first: the lint runs synchronously and would hold the server's sockets meanwhile.
      const paths = ['/api/openapi.json', '/api/buyer/openapi.json', '/api/household/openapi.json', '/api/openapi/recipes.json'];
      const documents = await Promise.all(paths.map(async (path) => (await server.client().get(path)).body));
      paths.forEach((path, i) => expect(redoclyLint(documents[i]).errors, path).toEqual([]));
    }, 900_000);

    it('the lint itself fails on a broken document', () => {
      const broken = { openapi: '3.1.0', info: { title: 'x', version: '1' }, paths: { '/a': { get: { responses: { 200: { description: 'x', content: { 'application/json': { schema: { $ref: '#/components/schemas/Missing' } } } } } } } } };
      expect(redoclyLint(broken).errors.join('\n')).toMatch(/no-unresolved-refs/);
    }, 120_000);
  });
}
