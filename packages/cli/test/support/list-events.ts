import type { TestClient } from './test-server';

export interface EventStream {
  /** The next event of this kind (within `ms`). */
  next(kind: string, ms?: number): Promise<any>;
  close(): void;
  /** Settles when the server ends the stream. */
  readonly ended: Promise<void>;
}

/** Opens GET /api/simple-shopping-lists/{id}/events (or the household's own, GET /api/household/events) as the client and reads the server-sent events. */
export async function openEvents(baseUrl: string, client: TestClient | { authorization: string }, listId: number | 'household'): Promise<EventStream> {
  const controller = new AbortController();
  const auth = 'cookies' in client ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : client;
  const path = listId === 'household' ? '/api/household/events' : `/api/simple-shopping-lists/${listId}/events`;
  const response = await fetch(`${baseUrl}${path}`, { headers: { ...auth, accept: 'text/event-stream' }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`events: ${response.status}`);
  let ended!: () => void;
  const endedPromise = new Promise<void>((resolve) => (ended = resolve));
  const received: Array<{ kind: string; data: any }> = [];
  const waiters: Array<{ kind: string; resolve: (data: any) => void }> = [];
  const deliver = () => {
    for (const waiter of [...waiters]) {
      const index = received.findIndex((e) => e.kind === waiter.kind);
      if (index >= 0) {
        const [event] = received.splice(index, 1);
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event!.data);
      }
    }
  };
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return ended();
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const kind = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (kind === 'ready') ready();
          else if (kind && data) received.push({ kind, data: JSON.parse(data) });
          deliver();
        }
      }
    } catch {
      // Aborted by the test, or the connection cut by the server (which ends the stream too).
      if (!controller.signal.aborted) ended();
    }
  })();
  await isReady;
  return {
    next(kind, ms = 1000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${kind} event within ${ms} ms`)), ms);
        waiters.push({ kind, resolve: (data) => (clearTimeout(timer), resolve(data)) });
        deliver();
      });
    },
    close: () => controller.abort(),
    ended: endedPromise,
  };
}
