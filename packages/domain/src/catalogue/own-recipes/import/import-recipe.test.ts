import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/result';
import { InMemoryRateLimiter } from '../../../testing/in-memory-support';
import { StaticPageFetcher } from '../../../testing/fake-recipe-pages';
import { ownRecipePorts } from '../../../testing/own-recipes-fixture';
import { WriteOwnRecipe } from '../write-recipe/write-recipe.use-case';
import { ImportRecipe, PAGE_FETCHES_PER_HOUSEHOLD } from './import-recipe.use-case';

describe('own recipes', () => {
  it('the import fetches at most 30 pages an hour for a household', async () => {
    const { repo, cache, clock } = ownRecipePorts();
    const page = '{"@type":"Recipe","name":"P","recipeIngredient":["1 onion"]}';
    const fetcher = new StaticPageFetcher({ 'https://example.com/r': page });
    const importer = new ImportRecipe(fetcher, { read: async (html) => ok({ jsonLd: [JSON.parse(html)], microdata: [] }) }, new WriteOwnRecipe(repo, cache, clock), new InMemoryRateLimiter(clock));
    for (let i = 0; i < PAGE_FETCHES_PER_HOUSEHOLD.points; i += 1) expect((await importer.preview('h1', { url: 'https://example.com/r' })).ok).toBe(true);
    expect(await importer.preview('h1', { url: 'https://example.com/r' })).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect(fetcher.requested).toHaveLength(PAGE_FETCHES_PER_HOUSEHOLD.points);
    expect((await importer.preview('h1', { text: 'Soup\n1 onion\nBoil it.' })).ok).toBe(true);
    expect((await importer.preview('h2', { url: 'https://example.com/r' })).ok).toBe(true);
    expect(await importer.preview('h2', { url: 'https://example.com/gone' })).toMatchObject({ ok: false, error: { code: 'IMPORT.UNREACHABLE' } });
  });
});
