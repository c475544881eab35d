import pg from 'pg';
import type { Knex } from 'knex';
import type { ListEvent, ListEventListener, ListEvents } from '@larder/domain/shopping/list-events';

/** With the embedded database there is one server: changes go straight to its own listeners. */
export class InProcessListEvents implements ListEvents {
  private readonly listeners = new Map<number | string, Set<ListEventListener>>();

  async publish(event: ListEvent): Promise<void> {
    this.deliver(event);
  }

  deliver(event: ListEvent): void {
    const household = event.household ? [...(this.listeners.get(`household:${event.household}`) ?? [])] : [];
    for (const listener of [...(this.listeners.get(event.listId) ?? []), ...household]) {
      try {
        listener(event);
      } catch {
        /* one broken stream does not stop the others */
      }
    }
  }

  subscribe(listId: number, listener: ListEventListener): () => void {
    return this.add(listId, listener);
  }

  subscribeHousehold(householdId: string, listener: ListEventListener): () => void {
    return this.add(`household:${householdId}`, listener);
  }

  private add(key: number | string, listener: ListEventListener): () => void {
    const set = this.listeners.get(key) ?? new Set<ListEventListener>();
    set.add(listener);
    this.listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(key);
    };
  }

  async ready(): Promise<void> {}

  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }
}

const isListEvent = (value: unknown): value is ListEvent =>
  typeof value === 'object' && value !== null && Number.isSafeInteger((value as ListEvent).listId) && typeof (value as ListEvent).kind === 'string';

/**
 * Several servers on one PostgreSQL: a change is a NOTIFY on one channel; each server holds one LISTEN connection
 * (opened while any of its clients is watching a list, closed when none is) and hands each notification to its own
 * event streams. A dropped connection is reopened after a second.
 */
export class PostgresListEvents implements ListEvents {
  private readonly local = new InProcessListEvents();
  private client: pg.Client | null = null;
  private starting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly knex: Knex,
    private readonly connection: string | pg.ClientConfig,
    readonly channel: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async publish(event: ListEvent): Promise<void> {
    await this.knex.raw('select pg_notify(?, ?)', [this.channel, JSON.stringify(event)]);
  }

  subscribe(listId: number, listener: ListEventListener): () => void {
    return this.listening(this.local.subscribe(listId, listener));
  }

  subscribeHousehold(householdId: string, listener: ListEventListener): () => void {
    return this.listening(this.local.subscribeHousehold(householdId, listener));
  }

  private listening(unsubscribe: () => void): () => void {
    void this.ensureListening();
    return () => {
      unsubscribe();
      if (this.local.size === 0) void this.stop();
    };
  }

  ready(): Promise<void> {
    return this.ensureListening();
  }

  /** Resolves once this server is listening. */
  ensureListening(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.starting ??= this.listen().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  async close(): Promise<void> {
    await this.stop();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(typeof this.connection === 'string' ? { connectionString: this.connection } : { ...this.connection });
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      try {
        const event: unknown = JSON.parse(message.payload);
        if (isListEvent(event)) this.local.deliver(event);
      } catch {
        /* not ours */
      }
    });
    const lost = (error?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      if (error) this.onError(error);
      void client.end().catch(() => {});
      if (this.local.size > 0 && !this.retry) {
        this.retry = setTimeout(() => {
          this.retry = null;
          if (this.local.size > 0) void this.ensureListening().catch(this.onError);
        }, 1000);
        this.retry.unref();
      }
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      this.onError(error);
      this.client = client;
      lost(error);
      return;
    }
    // The LISTEN connection never keeps a process alive on its own.
    (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    this.client = client;
    if (this.local.size === 0) await this.stop();
  }

  private async stop(): Promise<void> {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    if (this.starting) await this.starting.catch(() => {});
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}

/** The channel: one per database schema, so test runs in their own schemas never hear each other. */
export const listEventsChannel = (schema: string | undefined): string => (schema ? `larder_list_events_${schema}` : 'larder_list_events').slice(0, 63);
