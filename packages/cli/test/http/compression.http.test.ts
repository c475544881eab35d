import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { type TestServer, startTestServer } from '../support/test-server';

/** A raw GET (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const [pglite] = databaseTargets();

describe('compressed answers and static files', () => {
  let server: TestServer;
  let dist: string;
  const script = `console.log(${JSON.stringify('larder '.repeat(400))});`;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'larder-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Larder</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    // The build's copies: marked so the test can tell they, not a per-request compression, were sent.
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(`${script}//br`));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(`${script}//gz`));
    server = await startTestServer(pglite!, { WEB_DIST: dist });
    await seedCatalogue(server.db.knex);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('compresses a JSON answer with brotli or gzip as the client prefers, and not when it accepts neither', async () => {
    const url = `${server.url}/api/recipes?pageSize=20`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await get(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
  });

  it('leaves small answers as they are', async () => {
    const small = await get(`${server.url}/api/health`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends the precompressed copy of a hashed asset, cached for a year', async () => {
    const br = await get(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(brotliDecompressSync(br.body).toString()).toBe(`${script}//br`);
    const gz = await get(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(`${script}//gz`);
    const plain = await get(`${server.url}/assets/app-abc123.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });
});
