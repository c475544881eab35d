/**
 * One "server" of the shared billing bench (bench/billing.ts): opens its own pool on the schema given, runs its share
 * of the day's billing (RunDailyBilling.executeShare, as the job engine starts it on each server) and prints the summary.
 *   node --import tsx bench/billing-share-worker.ts URL SCHEMA ISO-DATE
 */
import { openDatabase } from '@larder/adapters-db/database';
import { KnexBillingStore } from '@larder/adapters-db/repositories/knex-billing.repository';
import { KnexSubscriptionRepository } from '@larder/adapters-db/repositories/knex-subscription.repository';
import { KnexUserRepository } from '@larder/adapters-db/repositories/knex-user.repository';
import { SimulatedPaymentGateway } from '@larder/adapters-payments/simulated/simulated-payment-gateway';
import { RunDailyBilling } from '@larder/domain/billing/run-daily-billing/run-daily-billing.use-case';
import { ChargeCollector } from '@larder/domain/billing/charge-collector';
import { silentLogger } from '@larder/domain/shared/logger';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { RecordingMailer } from '@larder/domain/testing/in-memory-support';

const [url, schema, at] = process.argv.slice(2) as [string, string, string];
const db = await openDatabase({ url, schema, poolMax: 10 });
try {
  const clock = new FixedClock(at);
  const gateway = new SimulatedPaymentGateway();
  const store = new KnexBillingStore(db.knex, db.kind);
  const gateways = { primary: gateway, cardForm: gateway, byName: (name: string) => (name === gateway.provider ? gateway : null) };
  const collector = new ChargeCollector(store, gateways, new KnexUserRepository(db.knex, clock), new RecordingMailer(), clock, silentLogger);
  const run = new RunDailyBilling(store, new KnexSubscriptionRepository(db.knex, clock), gateways, collector, clock, silentLogger);
  process.stderr.write('share started\n'); // the bench kills one share a moment after this
  process.stdout.write(JSON.stringify(await run.executeShare()));
} finally {
  await db.close();
}
