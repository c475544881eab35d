import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE } from '@larder/adapters-db/database.module';
import type { Database } from '@larder/adapters-db/database';
import { silentLogger } from '@larder/domain/shared/logger';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { serve } from '../src/commands/serve';
import { loadConfig } from '../src/config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'larder-blog-schedule-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server runs the daily blog post at 08:00 UTC', () => {
  it('a server started after 08:00 catches up once: today gets one post, and a restart adds none', async () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SCHEDULER: 'on', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' }, '/');
    const clock = new FixedClock('2027-03-01T09:30:00Z');
    for (let start = 0; start < 2; start += 1) {
      const server = await serve(config, { clock, logger: silentLogger });
      try {
        const knex = server.container.get<Database>(DATABASE).knex;
        const deadline = Date.now() + 60_000;
        let rows: Array<{ topic: string }> = [];
        while (Date.now() < deadline) {
          rows = await knex('daily_posts').select('topic');
          if (rows.length) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        // Let a second (wrong) run have its chance before counting.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await knex('daily_posts').select('topic')).toEqual([{ topic: 'best-value:2027-W09' }]);
      } finally {
        await server.close();
      }
    }
  }, 240_000);
});
