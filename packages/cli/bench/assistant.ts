/**
 * `pnpm bench` (cli): the built-in chat assistant's reply time over the household corpus, printed (not
 * asserted). Each of the corpus messages is answered by the built-in assistant on the embedded database
 * with the real catalogue: reading the message, planning (whole packs at every chain within reach),
 * storing the plan and its list, or answering from the catalogue. Changes run against a stored plan.
 */
import { randomUUID } from 'node:crypto';
import { openDatabase } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { readCatalogueFiles, seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { EMPTY_PROFILE } from '@larder/domain/accounts/user';
import { BuiltInAssistant } from '@larder/domain/assistant/built-in-assistant';
import { EMPTY_STATE } from '@larder/domain/assistant/ports';
import { HOUSEHOLD_MESSAGES } from '@larder/domain/assistant/understand/household-messages.corpus';
import { understandMessage } from '@larder/domain/assistant/understand/understand-message';
import type { Pence } from '@larder/domain/shared/money';
import { silentLogger } from '@larder/domain/shared/logger';
import { loadConfig } from '../src/config';
import { buildContainer } from '../src/container/container';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const line = (name: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${name.padEnd(44)} runs ${String(sorted.length).padStart(5)}  p50 ${percentile(sorted, 50).toFixed(2).padStart(8)} ms  p95 ${percentile(sorted, 95).toFixed(2).padStart(8)} ms`);
};

const files = readCatalogueFiles();
if (!files) throw new Error('no catalogue files');
const db = await openDatabase({});
await migrateLatest(db.knex);
await seedCatalogue(db.knex, files);
const container = await buildContainer(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }, '/'), db, { logger: silentLogger });
const users = container.get<UserRepository>(USER_REPOSITORY);
const user = (await users.create({
  email: `bench-${randomUUID()}@example.com`,
  passwordHash: null,
  firstName: 'Bench',
  lastName: 'Household',
  role: 'user',
  profile: { ...EMPTY_PROFILE, householdSize: 4, weeklyBudget: 6000 as Pence, cookingSkill: 'intermediate' },
}))!;
const assistant = container.get(BuiltInAssistant);
const quiet = () => undefined;

// A stored plan for the changes and questions to work on.
const base = await assistant.reply({ userId: user.id, message: 'plan my week for 4, £60', state: EMPTY_STATE, history: [], today: 0 }, quiet);
const planState = base.state;

// Warm-up (the catalogue snapshot is built on first use).
for (const { message } of HOUSEHOLD_MESSAGES.slice(0, 5)) await assistant.reply({ userId: user.id, message, state: planState, history: [], today: 0 }, quiet);

const reading: number[] = [];
for (let round = 0; round < 20; round += 1) {
  for (const { message } of HOUSEHOLD_MESSAGES) {
    const start = performance.now();
    understandMessage(message);
    reading.push(performance.now() - start);
  }
}
const replies: number[] = [];
const kinds = new Map<string, number[]>();
for (const { message, expected } of HOUSEHOLD_MESSAGES) {
  // Changes and questions go to the conversation that has a plan; new requests start fresh.
  const state = expected.intent === 'change' || expected.intent === 'question' ? planState : EMPTY_STATE;
  const start = performance.now();
  await assistant.reply({ userId: user.id, message, state, history: [], today: 0 }, quiet);
  const ms = performance.now() - start;
  replies.push(ms);
  kinds.set(expected.intent, [...(kinds.get(expected.intent) ?? []), ms]);
}
console.log(`\nBuilt-in chat assistant over the ${HOUSEHOLD_MESSAGES.length}-message household corpus (PGlite, real catalogue):`);
line('reading a message (understandMessage)', reading);
line('reply, every corpus message', replies);
for (const [intent, times] of [...kinds].sort()) line(`  reply: ${intent}`, times);
await db.close();
