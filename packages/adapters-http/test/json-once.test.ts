import Koa from 'koa';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { jsonOnce } from '../src/middleware/json-once';
import { responseCompression } from '../src/middleware/compression';

async function serve(body: () => unknown, type?: string) {
  const app = new Koa();
  app.use(responseCompression());
  app.use(jsonOnce());
  let stringified = 0;
  app.use((ctx) => {
    const value = body();
    if (value && typeof value === 'object' && !(value instanceof Readable)) {
      // Counts how often the answer is serialised (without jsonOnce: twice, once for its length).
      (value as { toJSON?: () => unknown }).toJSON = function toJSON() {
        stringified += 1;
        return Object.fromEntries(Object.entries(this).filter(([k]) => k !== 'toJSON'));
      };
    }
    ctx.body = value;
    if (type) ctx.type = type;
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  return { url, count: () => stringified, close: () => server.close() };
}

describe('JSON answers serialised once', () => {
  it('an object answer is serialised once, sent as JSON, and compressed when large', async () => {
    const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
    const s = await serve(() => ({ ...big }));
    const plain = await fetch(s.url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await plain.json()).toEqual(big);
    expect(s.count()).toBe(1);
    const zipped = await fetch(s.url, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.json()).toEqual(big);
    s.close();
  });

  it('keeps a type the handler set, and leaves strings, buffers and streams alone', async () => {
    const typed = await serve(() => ({ problem: 'x' }), 'application/problem+json');
    expect((await fetch(typed.url)).headers.get('content-type')).toBe('application/problem+json');
    typed.close();
    const text = await serve(() => 'hello', 'text/plain');
    expect(await (await fetch(text.url)).text()).toBe('hello');
    text.close();
    const stream = await serve(() => Readable.from(['a', 'b']), 'text/plain');
    expect(await (await fetch(stream.url)).text()).toBe('ab');
    stream.close();
  });
});
