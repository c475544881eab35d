import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { HeavyWork } from '../../src/infrastructure/work-pool/heavy-work';
import { catalogueFixture } from '../support/catalogue-fixture';
import { signedInHousehold } from '../support/household';
import { type TestServer, startTestServer } from '../support/test-server';

/** The longest a health call may take while the heavy work runs beside it: seconds on the loop, well under one in a worker. */
const HEALTH_GUARD_MS = 1_000;

/** A page near the cost limits (2.9 MB, 58,000 tags, nested 398 deep) with a recipe in its lists first. */
const heavyPage = () =>
  ('<h1>Toast</h1><h2>Ingredients</h2><ul><li>1 slice bread<li>20g butter</ul><h2>Method</h2><ol><li>Toast the bread.<li>Butter it.</ol>' +
    '<div><span>'.repeat(199) + '<a>x</a>'.repeat(29_000)).padEnd(2_900_000, ' ');

/** Health calls one after another while `work` runs: each one's time. */
async function healthDuring(server: TestServer, work: Promise<unknown>): Promise<number[]> {
  let done = false;
  void work.finally(() => (done = true));
  const times: number[] = [];
  const client = server.client();
  while (!done) {
    const started = performance.now();
    expect((await client.get('/api/health')).status).toBe(200);
    times.push(performance.now() - started);
  }
  return times;
}

for (const target of oneDatabaseTarget()) {
  describe(`costly reading runs in worker pools (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex, catalogueFixture());
    }, 120_000);
    afterAll(async () => {
      await server.container.get(HeavyWork).close();
      await server.close();
    });

    it('a pasted page at the cost limits is read in the page pool while the health call answers fast', async () => {
      const home = await signedInHousehold(server);
      expect((await home.post('/api/recipes/import', { html: '<p>warm</p>' })).status).toBe(422); // starts the worker
      const page = heavyPage();
      // The page is read by the page pool's workers, not on the server's own thread.
      const reads = vi.spyOn(server.container.get(HeavyWork).pages, 'run');
      for (let i = 0; i < 2; i++) {
        const reply = home.post('/api/recipes/import', { html: page });
        const times = await healthDuring(server, reply);
        expect((await reply).status).toBe(200);
        expect((await reply).body).toMatchObject({ foundIn: 'page', draft: { name: 'Toast' } });
        // A guard against the event loop being blocked (on the loop, a page like this stopped every call for seconds),
        // not the health target itself: that is measured by the soak bench. A loaded CI machine adds its own delays.
        expect(Math.max(...times), times.map(Math.round).join(' ')).toBeLessThan(HEALTH_GUARD_MS);
      }
      expect(reads).toHaveBeenCalledTimes(2);
      reads.mockRestore();
    }, 120_000);

    it('a page worker killed mid-read is replaced and the read tried again on the new one (200); killed again, that import answers 503 with Retry-After', async () => {
      const home = await signedInHousehold(server);
      const pages = server.container.get(HeavyWork).pages;
      const before = pages.stats().replaced;
      const page = heavyPage();
      const running = async () => {
        const deadline = Date.now() + 20_000;
        while (pages.stats().busy === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
      };
      const retried = home.post('/api/recipes/import', { html: page });
      await running();
      expect(pages.kill()).toBe(true);
      expect((await retried).status).toBe(200);
      expect(pages.stats().replaced).toBe(before + 1);

      const reply = home.post('/api/recipes/import', { html: page });
      await running();
      expect(pages.kill()).toBe(true);
      await new Promise((r) => setTimeout(r, 20));
      await running();
      expect(pages.kill()).toBe(true);
      const killed = await reply;
      expect(killed.status).toBe(503);
      expect(killed.body.message).toMatch(/the reader stopped/);
      expect(Number(killed.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await server.client().get('/api/health')).status).toBe(200);
      expect((await home.post('/api/recipes/import', { html: page })).status).toBe(200);
      expect(pages.stats().replaced).toBe(before + 3);
    }, 120_000);

    it('the 100 × 60,000 px receipt photo is refused with 413 naming the limit while the health call answers; a killed OCR worker is replaced', async () => {
      const home = await signedInHousehold(server);
      const thin = await sharp({ create: { width: 100, height: 60_000, channels: 3, background: '#fff' } }).png().toBuffer();
      const cookie = [...home.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const send = async () => {
        const r = await fetch(`${server.url}/api/receipts`, { method: 'POST', body: new Uint8Array(thin), headers: { cookie, origin: home.origin ?? '', 'content-type': 'image/png' } });
        return { status: r.status, body: (await r.json()) as { message: string } };
      };
      const reply = send();
      const times = await healthDuring(server, reply);
      expect((await reply).status).toBe(413);
      expect((await reply).body.message).toMatch(/each side may be at most 10,000 pixels/);
      expect(Math.max(...times), times.map(Math.round).join(' ')).toBeLessThan(HEALTH_GUARD_MS);
      const ocr = server.container.get(HeavyWork).ocr;
      expect(ocr.kill()).toBe(true);
      expect((await send()).status).toBe(413);
      expect(ocr.stats()).toMatchObject({ workers: 1 });
      expect(ocr.stats().replaced).toBeGreaterThanOrEqual(1);
    }, 120_000);
  });
}
