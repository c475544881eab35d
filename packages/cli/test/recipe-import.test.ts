import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SafePageFetcher, isBlockedAddress } from '../src/infrastructure/recipe-pages/safe-page-fetcher';
import { readStructuredData } from '../src/infrastructure/recipe-pages/structured-data';
import { isoDurationMinutes, recipeFromJsonLd, recipeFromText, yieldServes } from '@larder/domain/catalogue/own-recipes/import/schema-org-recipe';
import { roleFromCategory } from '@larder/domain/catalogue/own-recipes/import/import-recipe.use-case';

describe('the page fetcher refuses what an import must never reach', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.9', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1'])('%s is blocked', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });
  it.each(['93.184.216.34', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946'])('%s is allowed', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/slow') return; // never answers
      if (req.url === '/to-metadata') return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('refuses loopback and private addresses, by name too, unless the setting allows them', async () => {
    const strict = new SafePageFetcher();
    for (const url of [`${base}/`, `http://localhost:${new URL(base).port}/`, 'http://[::1]/', 'http://169.254.169.254/latest/meta-data/']) {
      const r = await strict.fetch(url);
      expect(r.ok ? 'fetched' : r.error.code, url).toBe('IMPORT.BLOCKED_ADDRESS');
    }
    const lenient = new SafePageFetcher({ allowPrivateAddresses: true });
    expect((await lenient.fetch(`${base}/`)).ok).toBe(true);
  });

  it('gives up after its time limit', async () => {
    const started = Date.now();
    const r = await new SafePageFetcher({ allowPrivateAddresses: true, timeoutMs: 300 }).fetch(`${base}/slow`);
    expect(r.ok ? null : r.error.message).toMatch(/longer than/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('schema.org reading', () => {
  it('reads ISO 8601 durations and every form of recipeYield', () => {
    expect([isoDurationMinutes('PT1H30M'), isoDurationMinutes('P0DT0H20M'), isoDurationMinutes('PT45S'), isoDurationMinutes('PT'), isoDurationMinutes('soon'), isoDurationMinutes(25)]).toEqual([90, 20, 1, null, null, 25]);
    expect([yieldServes(4), yieldServes('4'), yieldServes('Serves 4-6'), yieldServes(['6', '6 servings']), yieldServes('Makes 12 muffins'), yieldServes({ value: 3 }), yieldServes('some'), yieldServes(0)]).toEqual([4, 4, 4, 6, 12, 3, null, null]);
  });
  it('finds the recipe in nested JSON-LD, skips broken blocks, and reads a page without running it', () => {
    const html = `<script type="application/ld+json">{ broken</script>
      <script type="application/ld+json">{"@type":"WebPage","mainEntity":{"@type":"Recipe","name":"Deep","recipeIngredient":["1 onion"],"recipeInstructions":"Chop.<br>Fry."}}</script>`;
    const data = readStructuredData(html);
    expect(data.jsonLd).toHaveLength(1);
    expect(recipeFromJsonLd(data.jsonLd, null)).toMatchObject({ name: 'Deep', lines: ['1 onion'], steps: ['Chop.', 'Fry.'] });
  });
  it('reads what real pages write: "recipe" in lower case, a control character inside a string, entities, the page\'s own total time', () => {
    const html = '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"recipe","name":"Tesco\tstyle","recipeIngredient":["1 onion"],' +
      '"prepTime":"PT20M","cookTime":"PT1H","totalTime":"PT3H20M","recipeInstructions":[{"@type":"howtostep","text":"Heat the oven to 180&deg;C &ndash; fan 160&deg;C."}]}]}</script>';
    const data = readStructuredData(html);
    expect(data.jsonLd).toHaveLength(1);
    const r = recipeFromJsonLd(data.jsonLd, null);
    expect(r).toMatchObject({ name: 'Tesco style', lines: ['1 onion'], steps: ['Heat the oven to 180°C – fan 160°C.'], prepMinutes: 20 });
    // 200 minutes in all (it chills for two hours): the page's total is kept, the extra counted as hands-off time.
    expect(r!.prepMinutes! + r!.cookMinutes!).toBe(200);
  });
  it('reads a page with no structured data from lists named "ingredients" and "method"', () => {
    const html = `<html><head><meta property="og:title" content="Quick dhal"></head><body><div class="recipe-ingredients"><ul><li>200g red lentils</li><li>1 onion</li></ul></div>
      <div class="recipe-method"><ol><li>Boil the lentils.</li><li>Fry the onion and stir it in.</li></ol></div><p>Serves: 2</p></body></html>`;
    expect(readStructuredData(html).page).toEqual({ name: 'Quick dhal', ingredients: ['200g red lentils', '1 onion'], steps: ['Boil the lentils.', 'Fry the onion and stir it in.'], serves: 2 });
    expect(readStructuredData('<h1>Tips</h1><ul><li>one</li></ul>').page).toBeNull();
  });
  it('reads pasted text with or without headings', () => {
    expect(recipeFromText('Toast\nIngredients\n2 slices bread\nMethod\nToast it.')).toMatchObject({ name: 'Toast', lines: ['2 slices bread'], steps: ['Toast it.'] });
    expect(recipeFromText('Beans on toast\n1 tin baked beans\n2 slices bread\nWarm the beans.\nPour over toast.')).toMatchObject({ lines: ['1 tin baked beans', '2 slices bread'], steps: ['Warm the beans.', 'Pour over toast.'] });
    expect(recipeFromText('only a title')).toBeNull();
  });
  it('guesses the role from the category first, then the name', () => {
    expect(roleFromCategory('Main course', 'Pasta bake')).toBe('main');
    expect(roleFromCategory(null, 'Victoria sponge cake')).toBe('dessert');
    expect(roleFromCategory('Breakfast', 'Eggs')).toBe('breakfast');
    expect(roleFromCategory('Side dish', 'Roast potatoes')).toBe('side');
    expect(roleFromCategory(null, 'Shepherd’s pie')).toBe('main');
  });
});
