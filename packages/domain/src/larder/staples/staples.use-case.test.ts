import { describe, expect, it } from 'vitest';
import { USUAL_STAPLES } from '../larder-item';
import { larderFixture } from '../../testing/larder-fixture';
import { Staples } from './staples.use-case';

function setUp() {
  const f = larderFixture();
  return { ...f, staples: new Staples(f.repo, f.catalogue) };
}

describe("the household's staples", () => {
  it('a household that has not chosen has the usual ten, none run out', async () => {
    const { staples } = setUp();
    expect(await staples.staples('h1')).toEqual([...USUAL_STAPLES].sort());
    const state = await staples.state('h1');
    expect(state.chosen).toBe(false);
    expect(state.runOut.size).toBe(0);
  });

  it('saves a chosen set (sorted, without repeats); an empty choice is kept as a choice', async () => {
    const { staples } = setUp();
    const saved = await staples.setStaples('h1', ['i3', 'i1', 'i3']);
    expect(saved.ok && saved.value).toEqual(['i1', 'i3']);
    expect(await staples.staples('h1')).toEqual(['i1', 'i3']);
    await staples.setStaples('h1', []);
    expect(await staples.staples('h1')).toEqual([]);
  });

  it('marks a staple run out (the usual ten are stored first) and back again', async () => {
    const { staples } = setUp();
    const out = await staples.setRunOut('h1', 'salt', true);
    expect(out.ok && [...out.value.runOut]).toEqual(['salt']);
    expect(out.ok && out.value.kept.has('salt')).toBe(false);
    expect(out.ok && out.value.all).toEqual([...USUAL_STAPLES].sort());
    const back = await staples.setRunOut('h1', 'salt', false);
    expect(back.ok && back.value.kept.has('salt')).toBe(true);
  });

  it('refuses a list that is not one of strings, more than 200, an unknown ingredient, a non-staple and a non-boolean mark', async () => {
    const { staples } = setUp();
    for (const bad of ['salt', [1, 2], Array.from({ length: 201 }, (_, i) => `i${i}`), ['i1', 'unicorn-dust']]) {
      const r = await staples.setStaples('h1', bad);
      expect(!r.ok && r.error, JSON.stringify(bad).slice(0, 40)).toMatchObject({ code: 'VALIDATION', field: 'staples' });
    }
    const notOne = await staples.setRunOut('h1', 'i5', true);
    expect(!notOne.ok && notOne.error).toMatchObject({ code: 'VALIDATION', field: 'ingredient' });
    const notBool = await staples.setRunOut('h1', 'salt', 'yes');
    expect(!notBool.ok && notBool.error).toMatchObject({ code: 'VALIDATION', field: 'runOut' });
    expect((await staples.state('h1')).chosen).toBe(false);
  });
});
