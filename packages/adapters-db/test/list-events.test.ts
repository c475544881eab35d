import { afterEach, describe, expect, it } from 'vitest';
import type { ListEvent, ListEvents } from '@larder/domain/shopping/list-events';
import { InMemoryListEvents } from '@larder/domain/testing/in-memory-households';
import { openDatabase } from '../src/database';
import { InProcessListEvents, PostgresListEvents, listEventsChannel } from '../src/list-events';

const event = (listId: number, kind: ListEvent['kind'] = 'item-checked'): ListEvent => ({ listId, kind, itemId: 7, by: 'Sam', at: '2026-11-20T10:00:00.000Z' });
const nextEvent = (events: ListEvents, listId: number, ms = 1000) =>
  new Promise<ListEvent>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no event within ${ms} ms`));
    }, ms);
    const stop = events.subscribe(listId, (e) => {
      clearTimeout(timer);
      stop();
      resolve(e);
    });
  });

/** One contract: a listener hears the events of its list only, and stops hearing once unsubscribed. */
function listEventsContract(make: () => Promise<{ publisher: ListEvents; listener: ListEvents; ready: () => Promise<void> }>) {
  it('delivers a list’s events to its listeners, not to another list’s', async () => {
    const { publisher, listener, ready } = await make();
    const heard: ListEvent[] = [];
    const other: ListEvent[] = [];
    const stopA = listener.subscribe(1, (e) => heard.push(e));
    const stopB = listener.subscribe(2, (e) => other.push(e));
    await ready();
    const arrival = nextEvent(listener, 1);
    await publisher.publish(event(1));
    expect(await arrival).toEqual(event(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual([event(1)]);
    expect(other).toEqual([]);
    stopA();
    stopB();
  });

  it('an unsubscribed listener hears nothing more', async () => {
    const { publisher, listener, ready } = await make();
    const heard: ListEvent[] = [];
    const stop = listener.subscribe(3, (e) => heard.push(e));
    const keep = listener.subscribe(4, () => {});
    await ready();
    stop();
    const arrival = nextEvent(listener, 4);
    await publisher.publish(event(3));
    await publisher.publish(event(4, 'list-changed'));
    await arrival;
    expect(heard).toEqual([]);
    keep();
  });
}

describe('list events: in-memory fake', () => {
  listEventsContract(async () => {
    const events = new InMemoryListEvents();
    return { publisher: events, listener: events, ready: async () => {} };
  });
});

describe('list events: in process (embedded database)', () => {
  listEventsContract(async () => {
    const events = new InProcessListEvents();
    return { publisher: events, listener: events, ready: async () => {} };
  });
});

const url = process.env.TEST_DATABASE_URL;
// Runs only where PostgreSQL answers (LISTEN/NOTIFY between instances needs a real server; .ci/run sets TEST_DATABASE_URL).
describe.runIf(url)('list events: PostgreSQL LISTEN/NOTIFY between two instances', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const o of opened.splice(0)) await o.close();
  });
  listEventsContract(async () => {
    const channel = listEventsChannel(`t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
    const a = await openDatabase({ url: url!, poolMax: 2 });
    const b = await openDatabase({ url: url!, poolMax: 2 });
    const publisher = new PostgresListEvents(a.knex, url!, channel);
    const listener = new PostgresListEvents(b.knex, url!, channel);
    opened.push(publisher, listener, a, b);
    return { publisher, listener, ready: () => listener.ensureListening() };
  });
});
