import { describe, expect, it } from 'vitest';
import {
  drainQueue,
  enqueue,
  outcomeOfFailure,
  parseQueue,
  pendingStates,
  retryDelayMs,
  settle,
  type PendingTick,
  type SendOutcome,
} from '../src/features/shopping-lists/sync/tick-queue';

const at = (s: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, s)).toISOString();
const tick = (itemId: number, isChecked: boolean, s: number, listId = 1): PendingTick => ({ itemId, listId, isChecked, changedAt: at(s) });

/** A queue in memory and a server that records what it was sent. */
function harness(initial: PendingTick[], answers: (t: PendingTick, n: number) => SendOutcome = () => 'ok') {
  let queue = initial;
  const sent: PendingTick[] = [];
  return {
    io: {
      read: () => queue,
      write: (q: PendingTick[]) => {
        queue = q;
      },
      send: async (t: PendingTick) => {
        sent.push(t);
        return answers(t, sent.length);
      },
    },
    sent,
    queue: () => queue,
    set: (q: PendingTick[]) => {
      queue = q;
    },
  };
}

describe('the tick queue', () => {
  it('keeps ticks in the order they were made', () => {
    let q: PendingTick[] = [];
    q = enqueue(q, tick(2, true, 5));
    q = enqueue(q, tick(1, true, 3));
    q = enqueue(q, tick(3, true, 9));
    expect(q.map((t) => t.itemId)).toEqual([1, 2, 3]);
  });

  it('coalesces repeated ticks of one item to its last state, placed at its last change', () => {
    let q: PendingTick[] = [];
    q = enqueue(q, tick(1, true, 1));
    q = enqueue(q, tick(2, true, 2));
    q = enqueue(q, tick(1, false, 3));
    q = enqueue(q, tick(1, true, 4));
    expect(q).toEqual([tick(2, true, 2), tick(1, true, 4)]);
    expect(pendingStates(q)).toEqual(new Map([[2, true], [1, true]]));
  });

  it('never lets an older tick replace a newer one of the same item', () => {
    const q = enqueue([tick(1, false, 10)], tick(1, true, 5));
    expect(q).toEqual([tick(1, false, 10)]);
  });

  it('settles only the entry that was sent (a newer tick made meanwhile stays)', () => {
    const sent = tick(1, true, 1);
    const q = enqueue([sent], tick(1, false, 2));
    expect(settle(q, sent)).toEqual([tick(1, false, 2)]);
    expect(settle([sent, tick(2, true, 3)], sent)).toEqual([tick(2, true, 3)]);
  });

  it('reads back what it stored, dropping what is malformed', () => {
    const q = [tick(1, true, 1), tick(2, false, 2)];
    expect(parseQueue(JSON.stringify(q))).toEqual(q);
    expect(parseQueue(JSON.stringify([{ itemId: 'x' }, tick(3, true, 3), { itemId: 4, listId: 1, isChecked: true, changedAt: 'never' }]))).toEqual([tick(3, true, 3)]);
    expect(parseQueue('not json')).toEqual([]);
    expect(parseQueue(null)).toEqual([]);
    // Stored duplicates of one item (two tabs) keep the newest only.
    expect(parseQueue(JSON.stringify([tick(1, false, 5), tick(1, true, 2)]))).toEqual([tick(1, false, 5)]);
  });
});

describe('sending the queue', () => {
  it('sends everything once, oldest first, and empties the queue', async () => {
    const h = harness([tick(1, true, 1), tick(2, true, 2), tick(3, false, 3)]);
    const result = await drainQueue(h.io);
    expect(h.sent.map((t) => t.itemId)).toEqual([1, 2, 3]);
    expect(result).toEqual({ sent: 3, dropped: [], stoppedBy: null });
    expect(h.queue()).toEqual([]);
  });

  it('stops at a failure that must be retried, keeping it and everything after it in order; a retry sends them', async () => {
    let down = true;
    const h = harness([tick(1, true, 1), tick(2, true, 2), tick(3, true, 3)], (t) => (down && t.itemId === 2 ? 'retry' : 'ok'));
    const first = await drainQueue(h.io);
    expect(first).toEqual({ sent: 1, dropped: [], stoppedBy: 'retry' });
    expect(h.queue().map((t) => t.itemId)).toEqual([2, 3]);
    down = false;
    const second = await drainQueue(h.io);
    expect(second.sent).toBe(2);
    expect(h.sent.map((t) => t.itemId)).toEqual([1, 2, 2, 3]);
    expect(h.queue()).toEqual([]);
  });

  it('sends a tick made while a request was in flight, and does not lose it', async () => {
    const h = harness([tick(1, true, 1)]);
    const send = h.io.send;
    let injected = false;
    h.io.send = async (t) => {
      if (!injected) {
        injected = true;
        h.set(enqueue(h.io.read(), tick(1, false, 2)));
      }
      return send(t);
    };
    await drainQueue(h.io);
    expect(h.sent).toEqual([tick(1, true, 1), tick(1, false, 2)]);
    expect(h.queue()).toEqual([]);
  });

  it('drops what the server refuses for good and goes on; stops (keeping it) when signed out', async () => {
    const h = harness([tick(1, true, 1), tick(2, true, 2)], (t) => (t.itemId === 1 ? 'drop' : 'ok'));
    const result = await drainQueue(h.io);
    expect(result.dropped).toEqual([tick(1, true, 1)]);
    expect(result.sent).toBe(1);
    const signedOut = harness([tick(1, true, 1)], () => 'stop');
    expect((await drainQueue(signedOut.io)).stoppedBy).toBe('stop');
    expect(signedOut.queue()).toEqual([tick(1, true, 1)]);
  });

  it('never sends one tick twice in a drain, even if storage hands it back', async () => {
    const h = harness([tick(1, true, 1)]);
    h.io.write = () => undefined; // storage that refuses to change
    const result = await drainQueue(h.io);
    expect(h.sent).toHaveLength(1);
    expect(result.stoppedBy).toBe('retry');
  });

  it('classifies failures: no answer and 5xx retry, 401 stops, other 4xx drop', () => {
    expect(outcomeOfFailure(undefined)).toBe('retry');
    expect(outcomeOfFailure(0)).toBe('retry');
    expect(outcomeOfFailure(503)).toBe('retry');
    expect(outcomeOfFailure(429)).toBe('retry');
    expect(outcomeOfFailure(401)).toBe('stop');
    expect(outcomeOfFailure(404)).toBe('drop');
    expect(outcomeOfFailure(400)).toBe('drop');
  });

  it('waits longer after each failure, up to a minute', () => {
    expect([1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 60000]);
  });
});
