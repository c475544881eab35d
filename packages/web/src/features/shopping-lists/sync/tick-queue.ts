/**
 * Ticks made in the shop, kept until the server has them (pure logic; `tick-store.ts` keeps the queue in
 * localStorage and sends it). The server keeps the newest change of an item by `changedAt`, so a tick sent
 * late, with the time it was made, never undoes a newer one made elsewhere.
 */
export interface PendingTick {
  readonly itemId: number;
  readonly listId: number;
  readonly isChecked: boolean;
  /** ISO datetime of when the tick was made. */
  readonly changedAt: string;
}

const isPendingTick = (value: unknown): value is PendingTick => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.itemId) &&
    Number.isSafeInteger(v.listId) &&
    typeof v.isChecked === 'boolean' &&
    typeof v.changedAt === 'string' &&
    !Number.isNaN(Date.parse(v.changedAt))
  );
};

/** The queue from storage; anything malformed is dropped rather than sent. */
export function parseQueue(text: string | null): PendingTick[] {
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    if (!Array.isArray(data)) return [];
    return sortQueue(
      coalesce(data.filter(isPendingTick).map((t) => ({ itemId: t.itemId, listId: t.listId, isChecked: t.isChecked, changedAt: t.changedAt }))),
    );
  } catch {
    return [];
  }
}

const time = (t: PendingTick) => Date.parse(t.changedAt);

/** Oldest change first (stable for equal times). */
export const sortQueue = (queue: readonly PendingTick[]): PendingTick[] =>
  queue
    .map((t, k) => [t, k] as const)
    .sort(([a, i], [b, j]) => time(a) - time(b) || i - j)
    .map(([t]) => t);

/** One entry per item: its newest change. */
function coalesce(queue: readonly PendingTick[]): PendingTick[] {
  const newest = new Map<number, PendingTick>();
  for (const t of queue) {
    const seen = newest.get(t.itemId);
    if (!seen || time(t) >= time(seen)) newest.set(t.itemId, t);
  }
  return queue.filter((t) => newest.get(t.itemId) === t);
}

/**
 * Adds a tick. Repeated ticks of one item coalesce to its last state (only that is sent), and the queue
 * stays in the order the changes were made. A tick older than the one already queued for the item is ignored.
 */
export function enqueue(queue: readonly PendingTick[], tick: PendingTick): PendingTick[] {
  const existing = queue.find((t) => t.itemId === tick.itemId);
  if (existing && time(existing) > time(tick)) return [...queue];
  return sortQueue([...queue.filter((t) => t.itemId !== tick.itemId), tick]);
}

/**
 * Removes a tick the server has answered, but only if it is still the entry queued for its item: a newer tick
 * of the same item made while the request was in flight stays, to be sent next.
 */
export const settle = (queue: readonly PendingTick[], sent: PendingTick): PendingTick[] =>
  queue.filter((t) => !(t.itemId === sent.itemId && t.changedAt === sent.changedAt && t.isChecked === sent.isChecked));

/** The state each queued item shows until the server has it. */
export function pendingStates(queue: readonly PendingTick[]): Map<number, boolean> {
  return new Map(queue.map((t) => [t.itemId, t.isChecked]));
}

/**
 * What to do with a tick after an attempt: `ok` (saved), `retry` (no network or the server is struggling:
 * keep it and stop, to send later in order), `stop` (signed out: keep it until the household signs in again),
 * `drop` (the server refused it for good, e.g. the list was deleted).
 */
export type SendOutcome = 'ok' | 'retry' | 'stop' | 'drop';

/** How a failed attempt is treated: by HTTP status, or `retry` when there was no answer at all. */
export function outcomeOfFailure(status: number | undefined): Exclude<SendOutcome, 'ok'> {
  if (status === undefined || status === 0) return 'retry';
  if (status === 401) return 'stop';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'drop';
}

export interface DrainResult {
  readonly sent: number;
  readonly dropped: PendingTick[];
  /** Why the drain stopped before the queue was empty, if it did. */
  readonly stoppedBy: 'retry' | 'stop' | null;
}

/**
 * Sends the queue oldest first, one at a time, re-reading it after every answer (ticks may be added meanwhile).
 * Stops at the first tick that must be retried, so later ticks never overtake it.
 */
export async function drainQueue(io: {
  read: () => readonly PendingTick[];
  write: (queue: PendingTick[]) => void;
  send: (tick: PendingTick) => Promise<SendOutcome>;
}): Promise<DrainResult> {
  let sent = 0;
  const dropped: PendingTick[] = [];
  // Each tick is attempted at most once per drain: a tick that keeps coming back cannot loop forever.
  const attempted = new Set<string>();
  for (;;) {
    const head = io.read()[0];
    if (!head) return { sent, dropped, stoppedBy: null };
    const key = `${head.itemId}@${head.changedAt}@${head.isChecked}`;
    if (attempted.has(key)) return { sent, dropped, stoppedBy: 'retry' };
    attempted.add(key);
    const outcome = await io.send(head);
    if (outcome === 'retry' || outcome === 'stop') return { sent, dropped, stoppedBy: outcome };
    io.write(settle(io.read(), head));
    if (outcome === 'ok') sent += 1;
    else dropped.push(head);
  }
}

/** The wait before the next attempt after `failures` failed ones in a row: 2 s, 4 s, 8 s ... at most 60 s. */
export const retryDelayMs = (failures: number): number => Math.min(60_000, 2000 * 2 ** Math.max(0, failures - 1));
