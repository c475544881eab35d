/**
 * `pnpm bench`: the figures that must stay fast, printed (not asserted):
 * catalogue snapshot build, recipe search, password hashing, and HTTP calls on the embedded database.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { catalogueDataFromFiles, readCatalogueFiles, seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { HTTP_APP } from '@larder/adapters-http/http.module';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { silentLogger } from '@larder/domain/shared/logger';
import { loadConfig } from '../src/config';
import { buildContainer } from '../src/container/container';
import { Argon2PasswordHasher } from '../src/infrastructure/argon2-password-hasher';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
async function measure(name: string, runs: number, fn: () => unknown | Promise<unknown>) {
  for (let i = 0; i < Math.min(5, runs); i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(44)} runs ${String(runs).padStart(5)}  p50 ${percentile(times, 50).toFixed(2).padStart(8)} ms  p95 ${percentile(times, 95).toFixed(2).padStart(8)} ms`);
}

const files = readCatalogueFiles();
if (!files) throw new Error('no catalogue files');
const data = catalogueDataFromFiles(files);
await measure('catalogue snapshot build (300 recipes x 6 chains)', 20, () => new CatalogueSnapshot(data));
const snapshot = new CatalogueSnapshot(data);
await measure('recipe search: text + diet + allergy', 500, () => snapshot.search({ text: 'chicken', diet: 'Halal', allergenFree: ['Nuts'], page: 1, pageSize: 20 }));
await measure('recipe search: max cost + max minutes', 500, () => snapshot.search({ maxCostPerServingPence: 150, maxMinutes: 30, page: 1, pageSize: 20 }));
const hasher = new Argon2PasswordHasher();
await measure('argon2id hash (19 MiB, t=2)', 20, () => hasher.hash('correct horse battery'));

const db = await openDatabase({});
await migrateLatest(db.knex);
await seedCatalogue(db.knex, files);
const container = await buildContainer(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }, '/'), db, { logger: silentLogger });
const app = container.get<{ listen: (port: number, host: string) => Server }>(HTTP_APP);
const server = await new Promise<Server>((resolve) => {
  const s = app.listen(0, '127.0.0.1');
  s.once('listening', () => resolve(s));
});
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
await measure('HTTP GET /api/health (PGlite)', 300, async () => (await fetch(`${base}/api/health`)).text());
await measure('HTTP GET /api/recipes?q=pasta&diet=vegetarian', 300, async () => (await fetch(`${base}/api/recipes?q=pasta&diet=vegetarian`)).text());
await measure('HTTP GET /api/recipes/{id}', 300, async () => (await fetch(`${base}/api/recipes/spaghetti-bolognese`)).text());
server.close();
await db.close();
