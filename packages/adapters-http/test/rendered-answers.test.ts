import { describe, expect, it } from 'vitest';
import { RenderedAnswers } from '../src/read-cache/rendered-answers';

describe('rendered answers', () => {
  it('renders once per stamp: the same bytes while the stamp holds, a new rendering when it moves', async () => {
    const answers = new RenderedAnswers();
    let renders = 0;
    const render = async () => ({ n: ++renders });
    const first = await answers.answer('h1 /api/x', 'v1', render);
    const again = await answers.answer('h1 /api/x', 'v1', render);
    expect(again).toBe(first);
    expect(JSON.parse(first.body.toString())).toEqual({ n: 1 });
    const moved = await answers.answer('h1 /api/x', 'v2', render);
    expect(JSON.parse(moved.body.toString())).toEqual({ n: 2 });
    expect(moved.etag).not.toBe(first.etag);
    // The older stamp is not kept beside the newer: one answer a key.
    expect(answers.size.answers).toBe(1);
  });

  it('renders once for requests that arrive together', async () => {
    const answers = new RenderedAnswers();
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = async () => {
      renders += 1;
      await gate;
      return { ok: true };
    };
    const together = [answers.answer('k', 's', render), answers.answer('k', 's', render), answers.answer('k', 's', render)];
    release();
    const got = await Promise.all(together);
    expect(renders).toBe(1);
    expect(new Set(got).size).toBe(1);
  });

  it('a failed rendering is not kept: the next request renders again', async () => {
    const answers = new RenderedAnswers();
    await expect(answers.answer('k', 's', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await answers.answer('k', 's', async () => [1])).body.toString()).toBe('[1]');
  });

  it('keeps at most its bytes, the least recently read leaving first', async () => {
    const answers = new RenderedAnswers(100);
    const body = (n: number) => async () => 'x'.repeat(n); // JSON adds the two quotes
    await answers.answer('a', 's', body(38));
    await answers.answer('b', 's', body(38));
    await answers.answer('a', 's', body(38)); // read again: now the most recent
    await answers.answer('c', 's', body(38));
    expect(answers.size).toEqual({ answers: 2, bytes: 80 });
    let renders = 0;
    await answers.answer('a', 's', async () => ((renders += 1), 'y'));
    expect(renders).toBe(0); // a stayed
    await answers.answer('b', 's', async () => ((renders += 1), 'y'));
    expect(renders).toBe(1); // b had left
    // An answer larger than the whole budget is sent, never kept.
    const huge = await answers.answer('h', 's', body(500));
    expect(huge.body.length).toBe(502);
    expect(answers.size.bytes).toBeLessThanOrEqual(100);
  });

  it('numbers each catalogue snapshot it sees', () => {
    const answers = new RenderedAnswers();
    const one = {};
    const two = {};
    expect(answers.catalogueId(one)).toBe(answers.catalogueId(one));
    expect(answers.catalogueId(two)).not.toBe(answers.catalogueId(one));
  });
});
