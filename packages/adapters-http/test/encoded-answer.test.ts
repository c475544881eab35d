import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedEntry, preferredCoding } from '../src/read-cache/encoded-answer';
import { RenderedAnswers } from '../src/read-cache/rendered-answers';

describe('a kept answer, compressed once', () => {
  it('chooses brotli, else gzip, as the client accepts; q=0 refuses; * stands for what is not named', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredCoding('BR;Q=0.1')).toBe('br');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding('gzip;q=0, br;q=0, *;q=1')).toBeNull();
    expect(preferredCoding('')).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
  });

  it('makes each coding once, however many ask at once, and the copies decode to the body', async () => {
    const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, name: `line ${i}` })) }));
    const grown: number[] = [];
    const entry = encodedEntry(body, '"e"', (bytes) => grown.push(bytes));
    const [a, b] = await Promise.all([entry.encoded('br'), entry.encoded('br')]);
    expect(a).toBe(b);
    expect(brotliDecompressSync(a).equals(body)).toBe(true);
    expect(gunzipSync(await entry.encoded('gzip')).equals(body)).toBe(true);
    expect(a.length).toBeLessThan(body.length / 4);
    expect(grown).toHaveLength(2);
  });

  it('counts the compressed copies towards the cache bound, and drops the least recently read for them', async () => {
    const big = (n: number) => async () => ({ text: Array.from({ length: n }, (_, i) => `word${i % 50} `).join('') });
    const answers = new RenderedAnswers(12_000);
    const first = await answers.answer('a', 's', big(800));
    const second = await answers.answer('b', 's', big(800));
    const before = answers.size.bytes;
    expect(before).toBe(first.body.length + second.body.length);
    const copy = await second.encoded('gzip');
    await new Promise((resolve) => setImmediate(resolve));
    expect(answers.size.bytes).toBe(before + copy.length);
    // Past the bound: 'a', read least recently, goes.
    await answers.answer('c', 's', big(600));
    expect(answers.kept('a', 's')).toBeUndefined();
    expect(answers.kept('b', 's')).toBe(second);
  });
});
