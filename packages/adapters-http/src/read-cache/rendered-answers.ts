import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { type EncodedEntry, encodedEntry, sendEntry } from './encoded-answer';
import type { AppState } from '../app-state';
import type { Clock } from '@larder/domain/shared/clock';

/** What the big signed-in reads are kept under in one server's memory, at most (the least recently read go first). */
export const RENDERED_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;

interface Entry extends EncodedEntry {
  readonly stamp: string;
}

/**
 * The household's plans and lists as last rendered by this server, each under the stamp it was rendered at: the
 * household's data version (read with the session, in the same statement, so any server's committed change shows),
 * the catalogue this server holds and the day (prices age by the day). A read under the same stamp sends the same
 * bytes again without reading or pricing anything; any change makes a new stamp, so nothing stale is ever sent.
 */
export class RenderedAnswers {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  private bytes = 0;
  /** An entry's bytes with its compressed copies, once it has any. */
  private readonly sizes = new WeakMap<Entry, number>();
  private readonly catalogues = new WeakMap<object, number>();
  private nextCatalogue = 1;

  constructor(private readonly maxBytes = RENDERED_ANSWERS_MAX_BYTES) {}

  /** A number for each catalogue snapshot this server has held: a new snapshot, a new number. */
  catalogueId(snapshot: object): number {
    let id = this.catalogues.get(snapshot);
    if (id === undefined) {
      id = this.nextCatalogue++;
      this.catalogues.set(snapshot, id);
    }
    return id;
  }

  /** A catalogue and a day as part of a stamp ("-" for either a read is not made from). */
  catalogueStamp(parts: { readonly catalogue?: object; readonly day?: string }): string {
    return `${parts.catalogue ? this.catalogueId(parts.catalogue) : '-'} ${parts.day ?? '-'}`;
  }

  /** Whether an answer is kept under `key`, at whatever stamp. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The answer kept under `key` at `stamp`, if any (nothing is rendered). */
  kept(key: string, stamp: string): Entry | undefined {
    const kept = this.entries.get(key);
    if (!kept || kept.stamp !== stamp) return undefined;
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept;
  }

  /** The answer under `key` at `stamp`: the kept one, or rendered now (once, however many ask at the same time). */
  async answer(key: string, stamp: string, render: () => Promise<unknown>): Promise<Entry> {
    const kept = this.kept(key, stamp);
    if (kept) return kept;
    const waiting = `${key}\n${stamp}`;
    const inFlight = this.pending.get(waiting);
    if (inFlight) return inFlight;
    const made = render()
      .then((value) => {
        const body = Buffer.from(JSON.stringify(value));
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        const entry: Entry = { stamp, ...encodedEntry(body, etag, (copy) => this.grew(key, entry, copy)) };
        this.keep(key, entry);
        return entry;
      })
      .finally(() => this.pending.delete(waiting));
    this.pending.set(waiting, made);
    return made;
  }

  get size(): { readonly answers: number; readonly bytes: number } {
    return { answers: this.entries.size, bytes: this.bytes };
  }

  /** A compressed copy was made for `entry`: it counts towards the bound while the entry is kept. */
  private grew(key: string, entry: Entry, bytes: number): void {
    if (this.entries.get(key) !== entry) return;
    this.sizes.set(entry, this.sizeOf(entry) + bytes);
    this.bytes += bytes;
    this.trim();
  }

  private sizeOf(entry: Entry): number {
    return this.sizes.get(entry) ?? entry.body.length;
  }

  private keep(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= this.sizeOf(old);
      this.entries.delete(key);
    }
    if (entry.body.length > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    this.trim();
  }

  /** The least recently read go first, until the bytes are within the bound. */
  private trim(): void {
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= this.sizeOf(e);
    }
  }
}

/** What a read made from the catalogue is good for besides its data: the catalogue this server holds now, and the day (prices age by the day). */
export async function catalogueAndDay(deps: { readonly recipeLibrary: { snapshot(): Promise<object> }; readonly clock: Clock }) {
  return { catalogue: await deps.recipeLibrary.snapshot(), day: deps.clock.now().toISOString().slice(0, 10) };
}

/** The parts of a household read's stamp besides the data version: whose, which catalogue, which day. */
export async function stampParts(deps: Parameters<typeof catalogueAndDay>[0], household: string) {
  return { household, ...(await catalogueAndDay(deps)) };
}

/**
 * Answers a household read from the rendered answers when the session's look-up read a data version, else renders
 * it as any call does. The answer carries an ETag (a request that already holds it gets 304) and goes compressed
 * as the client accepts, from bytes compressed once per rendering.
 */
export async function sendRendered(
  ctx: Context & { state: AppState },
  answers: RenderedAnswers,
  parts: { readonly household: string; readonly catalogue?: object; readonly day?: string },
  render: () => Promise<unknown>,
): Promise<void> {
  const version = ctx.state.dataVersion;
  if (version === undefined) {
    ctx.body = await render();
    return;
  }
  const entry = await answers.answer(`${parts.household} ${ctx.path}`, `${version} ${answers.catalogueStamp(parts)}`, render);
  await sendEntry(ctx, entry);
}
