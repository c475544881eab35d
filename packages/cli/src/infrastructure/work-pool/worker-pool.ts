import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ResourceLimits, type Transferable, Worker } from 'node:worker_threads';

/**
 * A fixed set of worker threads for costly work (parsing pasted pages, decoding photos, OCR), so that no request
 * holds the event loop and none takes the process with it. Each worker runs under V8 resource limits (its heap: a
 * worker over it is stopped by V8, not the process); each task has a time limit (past it, the worker is terminated);
 * the queue has a length limit. A worker that dies, whatever the cause, is replaced; its task is answered with why.
 */
export interface WorkerPoolOptions {
  /** For messages and stats. */
  readonly name: string;
  /** The worker module (TypeScript, loaded through tsx's API: a worker does not inherit tsx's loader). */
  readonly module: URL;
  readonly size: number;
  /** Each task's time on a worker, unless the task says otherwise. */
  readonly timeoutMs: number;
  /** The worker's heap limit. */
  readonly maxHeapMb: number;
  /** Tasks waiting for a worker, at most; more are answered 'busy'. */
  readonly maxQueue: number;
}

/** Why a task was not done: the time limit, the memory limit, the worker stopped, or every worker busy. */
export type PoolFailure =
  | { readonly reason: 'time'; readonly limitMs: number }
  | { readonly reason: 'memory'; readonly limitMb: number }
  | { readonly reason: 'stopped'; readonly detail: string }
  | { readonly reason: 'busy'; readonly queued: number };
export type PoolOutcome<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & PoolFailure);

interface Job {
  readonly id: number;
  readonly task: string;
  readonly input: unknown;
  readonly transfer: readonly Transferable[];
  readonly timeoutMs: number;
  readonly resolve: (outcome: PoolOutcome<unknown>) => void;
  /** Workers it has been given to: a task whose worker stopped under it is tried once more on a fresh one. */
  attempts: number;
}
interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  /** Being terminated: takes no more work. */
  stopping: boolean;
  /** Loaded (its module imported): a task's time counts from then, not from the worker's start. */
  ready: boolean;
}
/** What a worker posts back: the task's value, or an exception thrown by it (a bug or a broken input). */
export type WorkerReply = { readonly id: number; readonly value: unknown } | { readonly id: number; readonly thrown: string };

const require = createRequire(import.meta.url);
// tsx's ESM API by its file (the CommonJS entry that require.resolve finds does not load inside a worker).
const TSX_API = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
const BOOT_LIMIT_MS = 60_000;
const MAX_ATTEMPTS = 2;
const BOOT = "const { workerData } = require('node:worker_threads'); import(workerData.api).then((api) => api.tsImport(workerData.file, workerData.file));";

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Workers started to replace one that stopped (died, ran out of memory, timed out or was killed). */
  replaced = 0;

  constructor(readonly options: WorkerPoolOptions) {}

  get limits(): ResourceLimits {
    return { maxOldGenerationSizeMb: this.options.maxHeapMb, maxYoungGenerationSizeMb: Math.max(8, Math.round(this.options.maxHeapMb / 8)), stackSizeMb: 4 };
  }

  /** Runs `task` on a worker; never throws, never rejects. */
  run<T>(task: string, input: unknown, options: { transfer?: readonly Transferable[]; timeoutMs?: number } = {}): Promise<PoolOutcome<T>> {
    if (this.closed) return Promise.resolve({ ok: false, reason: 'stopped', detail: `the ${this.options.name} workers are shut down` });
    return new Promise((resolve) => {
      const job: Job = { id: this.nextId++, task, input, transfer: options.transfer ?? [], timeoutMs: options.timeoutMs ?? this.options.timeoutMs, resolve: resolve as Job['resolve'], attempts: 0 };
      const idle = this.idleSlot();
      if (idle) return this.start(idle, job);
      if (this.queue.length >= this.options.maxQueue) return resolve({ ok: false, reason: 'busy', queued: this.queue.length });
      this.queue.push(job);
    });
  }

  /** Terminates one worker (the busiest first), as a crash would: for fault tests. Answers whether there was one. */
  kill(): boolean {
    const live = this.slots.filter((s) => !s.stopping);
    const slot = live.find((s) => s.job) ?? live[0];
    if (!slot) return false;
    slot.stopping = true;
    void slot.worker.terminate();
    return true;
  }

  stats() {
    // busy: workers running a task (loaded, the task posted); queued: tasks waiting, or given to a worker still loading.
    const busy = this.slots.filter((s) => s.job && s.timer).length;
    return { name: this.options.name, workers: this.slots.length, busy, queued: this.queue.length + this.slots.filter((s) => s.job && !s.timer).length, replaced: this.replaced };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve({ ok: false, reason: 'stopped', detail: `the ${this.options.name} workers are shut down` });
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((s) => !s.job && !s.stopping);
    if (idle) return idle;
    if (this.slots.length < this.options.size) return this.spawn();
    return null;
  }

  private spawn(): Slot {
    const worker = new Worker(BOOT, { eval: true, workerData: { api: TSX_API, file: this.options.module.href }, resourceLimits: this.limits, stdout: false, stderr: false });
    const slot: Slot = { worker, job: null, timer: null, stopping: false, ready: false };
    worker.unref(); // an idle worker never keeps the process alive
    // A worker that does not load in BOOT_LIMIT_MS is stopped (its task answers that it stopped).
    const boot = setTimeout(() => void worker.terminate(), BOOT_LIMIT_MS).unref();
    worker.on('message', (reply: WorkerReply | 'ready') => {
      if (reply === 'ready') {
        clearTimeout(boot);
        slot.ready = true;
        if (slot.job) this.post(slot, slot.job);
        return;
      }
      const job = slot.job;
      if (!job || reply.id !== job.id) return;
      this.finish(slot, 'thrown' in reply ? { ok: false, reason: 'stopped', detail: reply.thrown } : { ok: true, value: reply.value });
      if (!slot.stopping) this.next(slot);
    });
    let failure: PoolFailure | null = null;
    worker.on('error', (error: Error & { code?: string }) => {
      failure =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { reason: 'memory', limitMb: this.options.maxHeapMb }
          : { reason: 'stopped', detail: error.message };
    });
    worker.on('exit', () => {
      clearTimeout(boot);
      const at = this.slots.indexOf(slot);
      if (at >= 0) this.slots.splice(at, 1);
      const job = slot.job;
      if (job) {
        const why: PoolFailure = failure ?? { reason: 'stopped', detail: `a ${this.options.name} worker stopped` };
        // A worker stopped under a task (killed, crashed): the task goes first in the queue for one more try.
        // Out of memory is the task's own cost, and a second stop is answered: neither is tried again.
        if (why.reason === 'stopped' && job.attempts < MAX_ATTEMPTS && !this.closed) {
          if (slot.timer) clearTimeout(slot.timer);
          slot.timer = null;
          slot.job = null;
          this.queue.unshift(job);
        } else this.finish(slot, { ok: false, ...why });
      }
      if (this.closed) return;
      this.replaced += 1;
      if (!slot.ready && !slot.stopping) {
        // It never loaded: another would not either. What waits is answered rather than fed to worker after worker.
        for (const job of this.queue.splice(0)) job.resolve({ ok: false, ...(failure ?? { reason: 'stopped', detail: `a ${this.options.name} worker did not start` }) });
        return;
      }
      // Its place is taken at once when work is waiting; otherwise on the next task.
      const waiting = this.queue.shift();
      if (waiting) this.start(this.spawn(), waiting);
    });
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    if (slot.ready) this.post(slot, job);
  }

  private post(slot: Slot, job: Job): void {
    job.attempts += 1;
    slot.timer = setTimeout(() => {
      if (slot.job !== job) return;
      slot.stopping = true;
      this.finish(slot, { ok: false, reason: 'time', limitMs: job.timeoutMs });
      void slot.worker.terminate(); // a task past its time may be stuck in a loop: only terminating stops it
    }, job.timeoutMs);
    slot.worker.postMessage({ id: job.id, task: job.task, input: job.input }, job.transfer as Transferable[]);
  }

  private finish(slot: Slot, outcome: PoolOutcome<unknown>): void {
    const job = slot.job;
    if (!job) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
    job.resolve(outcome);
  }

  private next(slot: Slot): void {
    const job = this.queue.shift();
    if (job) this.start(slot, job);
  }
}
