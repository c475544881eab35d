import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { HeavyWork, PooledPhotoResizer, PooledReceiptReader, PooledStructuredDataReader } from '../src/infrastructure/work-pool/heavy-work';
import { WorkerPool } from '../src/infrastructure/work-pool/worker-pool';

const fixture = new URL('./fixtures/pool-test.worker.ts', import.meta.url);
const pools: Array<{ close(): Promise<void> }> = [];
const pool = (options: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}) => {
  const p = new WorkerPool({ name: 'test', module: fixture, size: 1, timeoutMs: 5_000, maxHeapMb: 64, maxQueue: 4, ...options });
  pools.push(p);
  return p;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

/** The event loop's longest stall while `work` runs, measured by a 10 ms timer. */
async function longestStall<T>(work: Promise<T>): Promise<{ value: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last - 10);
    last = now;
  }, 10);
  try {
    return { value: await work, stallMs };
  } finally {
    clearInterval(timer);
  }
}

describe('the worker pool for costly work', () => {
  it('stops a task past its time limit by terminating its worker, which is replaced; the event loop stays free meanwhile', async () => {
    const p = pool({ timeoutMs: 400 });
    const first = await p.run<number>('threadId', null);
    expect(first.ok).toBe(true);
    const { value, stallMs } = await longestStall(p.run('spin', 5_000));
    expect(value).toEqual({ ok: false, reason: 'time', limitMs: 400 });
    expect(stallMs).toBeLessThan(150);
    const after = await p.run<number>('threadId', null);
    expect(after.ok && first.ok && after.value !== first.value).toBe(true); // a new worker
    expect(p.stats()).toMatchObject({ replaced: 1 });
  }, 30_000);

  it('a worker that outgrows its heap is stopped by V8, not the process: the task answers the memory limit, the next one runs', async () => {
    const p = pool({ maxHeapMb: 48, timeoutMs: 20_000 });
    expect(await p.run('hoard', null)).toEqual({ ok: false, reason: 'memory', limitMb: 48 });
    expect(await p.run('echo', 'still here')).toEqual({ ok: true, value: 'still here' });
  }, 30_000);

  it('a killed worker is replaced: its task is tried once more on the new one (a second stop is answered), queued tasks run; a full queue answers busy', async () => {
    const p = pool({ maxQueue: 1 });
    expect(await p.run('echo', 'loaded')).toEqual({ ok: true, value: 'loaded' });
    const busy = async () => {
      while (p.stats().busy === 0 || p.stats().workers === 0) await new Promise((r) => setTimeout(r, 5));
    };
    const survives = p.run('spin', 300);
    await busy();
    expect(p.kill()).toBe(true);
    expect(await survives).toEqual({ ok: true, value: 300 });
    const running = p.run('spin', 1_500);
    const queued = p.run('echo', 'queued');
    expect(await p.run('echo', 'one too many')).toEqual({ ok: false, reason: 'busy', queued: 1 });
    await busy();
    expect(p.kill()).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    await busy(); // the retry, running on the new worker
    expect(p.kill()).toBe(true);
    expect(await running).toMatchObject({ ok: false, reason: 'stopped' });
    expect(await queued).toEqual({ ok: true, value: 'queued' });
    expect(p.stats()).toMatchObject({ workers: 1, busy: 0, queued: 0, replaced: 3 });
    expect(await p.run('throws', null)).toEqual({ ok: false, reason: 'stopped', detail: 'a broken input' });
  }, 30_000);
});

describe('the readers on the heavy-work pools', () => {
  const work = new HeavyWork({ pages: { size: 1, timeoutMs: 1_000, maxHeapMb: 256, maxQueue: 4 } });
  pools.push(work);

  it('750 KB of nested unclosed tags, were it to pass the cost check, is read off the event loop and stopped at the time limit (400 naming it)', async () => {
    const reader = new PooledStructuredDataReader(work);
    // Warm: the worker's start (loading tsx and htmlparser2) is not the page's cost.
    expect(await reader.read('<p>hello</p>')).toMatchObject({ ok: true, value: { jsonLd: [], microdata: [] } });
    const nested = '<div><span>'.repeat(750_000 / 11);
    const started = performance.now();
    const { value, stallMs } = await longestStall(reader.read(nested));
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(value).toMatchObject({ ok: false, error: { code: 'IMPORT.TOO_LARGE', message: expect.stringMatching(/more than 1 s to read \(the time limit\)/) } });
    expect(stallMs).toBeLessThan(150);
    expect(await reader.read('<script type="application/ld+json">{"@type":"Recipe","name":"Soup"}</script>')).toMatchObject({ ok: true, value: { jsonLd: [{ name: 'Soup' }] } });
  }, 60_000);

  it('a recipe photo is decoded and resized in the pool; a file that is not an image says so', async () => {
    const resizer = new PooledPhotoResizer(work);
    const png = new Uint8Array(await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#7a5' } }).png().toBuffer());
    const resized = await resizer.resize({ contentType: 'image/png', bytes: png });
    expect(resized.ok).toBe(true);
    if (resized.ok) expect(await sharp(Buffer.from(resized.value.bytes)).metadata()).toMatchObject({ width: 1200, height: 800 });
    const broken = await resizer.resize({ contentType: 'image/png', bytes: png.subarray(0, 200) });
    expect(broken).toMatchObject({ ok: false, error: { code: 'RECIPE.PHOTO_INVALID' } });
  }, 60_000);

  it('the 100 × 60,000 px receipt photo is refused by the OCR worker from its header, and the reader goes on', async () => {
    const reader = new PooledReceiptReader(work);
    const thin = new Uint8Array(await sharp({ create: { width: 100, height: 60_000, channels: 3, background: '#fff' } }).png().toBuffer());
    const { value, stallMs } = await longestStall(reader.read({ kind: 'image', bytes: thin }));
    expect(value).toMatchObject({ ok: false, error: { code: 'RECEIPT.TOO_LARGE', message: expect.stringMatching(/each side may be at most 10,000 pixels/) } });
    expect(stallMs).toBeLessThan(150);
    expect(work.ocr.kill()).toBe(true);
    const again = await reader.read({ kind: 'image', bytes: thin });
    expect(again).toMatchObject({ ok: false, error: { code: 'RECEIPT.TOO_LARGE' } });
    expect(work.ocr.stats()).toMatchObject({ workers: 1, replaced: 1 });
  }, 60_000);
});
