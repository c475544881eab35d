/**
 * `pnpm bench`: the daily billing run over 100,000 due subscriptions, on the simulated provider, against
 * PostgreSQL (TEST_DATABASE_URL, else the local server at 127.0.0.1:5432/test), in a schema of its own that is
 * dropped afterwards. Prints the time and counts the charges; the target is at most 60 s and exactly 100,000.
 * Then the same run shared by three processes (bench/billing-share-worker.ts) in another schema: time and count.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@larder/adapters-db/database';
import { openDatabase } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { KnexBillingStore } from '@larder/adapters-db/repositories/knex-billing.repository';
import { KnexSubscriptionRepository } from '@larder/adapters-db/repositories/knex-subscription.repository';
import { KnexUserRepository } from '@larder/adapters-db/repositories/knex-user.repository';
import { SimulatedPaymentGateway } from '@larder/adapters-payments/simulated/simulated-payment-gateway';
import { RunDailyBilling } from '@larder/domain/billing/run-daily-billing/run-daily-billing.use-case';
import { ChargeCollector } from '@larder/domain/billing/charge-collector';
import { silentLogger } from '@larder/domain/shared/logger';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { RecordingMailer } from '@larder/domain/testing/in-memory-support';

const COUNT = Number(process.env.BILLING_BENCH_COUNT ?? 100_000);
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_${randomBytes(4).toString('hex')}`;

/** COUNT households, each with a subscription due on 10 March 2027. */
async function seed(knex: Database['knex']) {
  await knex.raw(
    `insert into users (email, first_name, last_name) select 'bench' || g || '@example.com', 'Bench', 'Household' from generate_series(1, ?) g`,
    [COUNT],
  );
  await knex.raw(
    `insert into subscriptions (user_id, status, provider, provider_customer_id, payment_method_id, card_brand, card_last4, card_bin,
       preferred_pay_day, trial_ends_at, billing_period, next_charge_at, created_at, updated_at)
     select id, 'trialing', 'simulated', 'cus_bench', 'pm_card_visa', 'visa', '4242', '424242', 10,
       '2027-03-08T10:00:00Z', '2027-03-10T00:00:00Z', '2027-03-10T00:00:00Z', now(), now() from users`,
  );
}

let db;
try {
  db = await openDatabase({ url, schema, poolMax: 10 });
  await db.knex.raw('select 1');
} catch (error) {
  console.log(`billing run bench skipped: PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')} did not answer (${(error as Error).message})`);
  process.exit(0);
}
try {
  await migrateLatest(db.knex, schema);
  const clock = new FixedClock('2027-03-10T09:00:00Z');
  const seedStart = performance.now();
  await seed(db.knex);
  console.log(`seeded ${COUNT} due subscriptions in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const gateway = new SimulatedPaymentGateway();
  const store = new KnexBillingStore(db.knex, db.kind);
  const gateways = { primary: gateway, cardForm: gateway, byName: (name: string) => (name === gateway.provider ? gateway : null) };
  const collector = new ChargeCollector(store, gateways, new KnexUserRepository(db.knex, clock), new RecordingMailer(), clock, silentLogger);
  const run = new RunDailyBilling(store, new KnexSubscriptionRepository(db.knex, clock), gateways, collector, clock, silentLogger);
  const start = performance.now();
  const summary = await run.execute();
  const seconds = (performance.now() - start) / 1000;
  const charges = Number((await db.knex('charge_attempts').where({ status: 'succeeded' }).count<Array<{ count: number }>>('* as count'))[0]!.count);
  const again = await run.execute();
  const after = Number((await db.knex('charge_attempts').where({ status: 'succeeded' }).count<Array<{ count: number }>>('* as count'))[0]!.count);
  console.log(
    `billing run, ${COUNT} due subscriptions (simulated provider, PostgreSQL): ${seconds.toFixed(1)} s, ${(COUNT / seconds).toFixed(0)} per s; ` +
      `charged ${summary.charged}, charges recorded ${charges} (target <= 60 s and exactly ${COUNT}: ${seconds <= 60 && charges === COUNT ? 'met' : 'MISSED'})`,
  );
  console.log(`a second run the same day: due ${again.due}, charged ${again.charged}; charges recorded ${after}`);
} finally {
  await db.knex.raw('drop schema if exists ?? cascade', [schema]);
  await db.close();
}

// The same day's billing shared by three server processes (each its own pool and share, claiming batches with
// FOR UPDATE SKIP LOCKED), as on several servers behind a load balancer.
const sharedSchema = `${schema}_shared`;
const shared = await openDatabase({ url, schema: sharedSchema, poolMax: 4 });
try {
  await migrateLatest(shared.knex, sharedSchema);
  await seed(shared.knex);
  const start = performance.now();
  const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'billing-share-worker.ts');
  // The third server is killed (SIGKILL) 1.5 s into its share: what it had claimed stays in flight.
  const share = (at: string, killAfterMs?: number) =>
    new Promise<{ charged: number; due: number; reconciled: number }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', worker, url, sharedSchema, at], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (c: string) => (out += c));
      child.stderr.on('data', (c: Buffer) => {
        if (!c.toString().includes('share started')) process.stderr.write(c);
        else if (killAfterMs) setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      });
      child.once('exit', (code, signal) =>
        signal === 'SIGKILL' ? resolve({ charged: 0, due: 0, reconciled: 0 }) : code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`a billing share exited with ${code}`)),
      );
    });
  const shares = await Promise.all([share('2027-03-10T09:00:00Z'), share('2027-03-10T09:00:00Z'), share('2027-03-10T09:00:00Z', 1500)]);
  const seconds = (performance.now() - start) / 1000;
  const left = Number((await shared.knex('charge_attempts').where({ status: 'processing' }).count<Array<{ count: number }>>('* as count'))[0]!.count);
  // The job engine gives the dead server's share to another server once it expires (15 min): its clock is later.
  const takeover = await share('2027-03-10T09:16:00Z');
  // Where the kill falls (mid-batch, or between batches) is not controlled: `left` says what it left in flight.
  console.log(`  one process killed (SIGKILL) 1.5 s into its share: ${left} attempts left in flight; the share taken over 15 minutes later settled ${takeover.reconciled} and charged ${takeover.charged} more`);
  const charges = Number((await shared.knex('charge_attempts').where({ status: 'succeeded' }).count<Array<{ count: number }>>('* as count'))[0]!.count);
  const distinct = Number((await shared.knex('charges').where({ status: 'succeeded' }).countDistinct<Array<{ count: number }>>('subscription_id as count'))[0]!.count);
  console.log(
    `billing run shared by three processes, ${COUNT} due subscriptions: ${seconds.toFixed(1)} s (processes' start included, takeover not), ` +
      `charged ${shares.map((s) => s.charged).join(' + ')} (the third killed); successful attempts recorded ${charges}, ` +
      `subscriptions charged ${distinct} (exactly ${COUNT}: ${charges === COUNT && distinct === COUNT ? 'met' : 'MISSED'}); load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
} finally {
  await shared.knex.raw('drop schema if exists ?? cascade', [sharedSchema]);
  await shared.close();
}
