import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHealth } from './health';

let server: http.Server;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(request.url ?? '');
    if (request.url === '/ok/api/health') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    if (request.url === '/down/api/health') return void response.writeHead(503).end();
    if (request.url === '/redirect/api/health') return void response.writeHead(302, { location: 'http://example.com/' }).end();
    if (request.url === '/slow/api/health') return; // never answers
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('checkHealth against a real HTTP server', () => {
  it('is ok when GET /api/health answers 2xx', async () => {
    expect(await checkHealth(`${base}/ok`)).toEqual({ ok: true });
    expect(seen).toContain('/ok/api/health');
  });

  it('reports the status of any other answer, redirects included', async () => {
    expect(await checkHealth(`${base}/down`)).toEqual({
      ok: false,
      message: `The server at ${base}/down answered GET /api/health with HTTP 503.`,
    });
    expect(await checkHealth(`${base}/redirect`)).toMatchObject({ ok: false, message: expect.stringContaining('HTTP 302') });
    expect(await checkHealth(base)).toMatchObject({ ok: false, message: expect.stringContaining('HTTP 404') });
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    expect(await checkHealth(`${base}/slow`, { timeoutMs: 300 })).toEqual({
      ok: false,
      message: `The server at ${base}/slow did not answer GET /api/health within 300 ms.`,
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('says why a server cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await checkHealth(`http://127.0.0.1:${port}`);
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/Could not reach the server at .*ECONNREFUSED/) });
  });
});
