import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { CatalogueSnapshot } from '@larder/domain/catalogue/snapshot';
import { GenerateDailyPost, TOPIC_COOLDOWN_DAYS } from '@larder/domain/content/daily-post/generate-daily-post.use-case';
import { BLOG_CATEGORIES } from '@larder/domain/site/blog/blog-post';
import { htmlText, sanitizeHtml } from '@larder/domain/site/sanitize-html';
import { silentLogger } from '@larder/domain/shared/logger';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { InMemoryCatalogueSource } from '@larder/domain/testing/in-memory-catalogue';
import { InMemoryBlogContentStore, InMemoryDailyPostStore } from '@larder/domain/testing/in-memory-content';
import { InMemoryBlogPostRepository } from '@larder/domain/testing/in-memory-site';
import { catalogueDataFromFiles, readCatalogueFiles } from '../src/catalogue-seed';

/** The daily blog job over the catalogue we ship: many simulated days, every article read and checked. */
function job(start: string) {
  const data = catalogueDataFromFiles(readCatalogueFiles()!);
  const clock = new FixedClock(start);
  const blog = new InMemoryBlogPostRepository();
  const content = new InMemoryBlogContentStore(blog);
  const daily = new InMemoryDailyPostStore(content);
  const generate = new GenerateDailyPost(new CatalogueCache(new InMemoryCatalogueSource(data), clock), daily, content, clock, silentLogger);
  return { clock, blog, daily, generate, snapshot: new CatalogueSnapshot(data) };
}

async function runDays(t: ReturnType<typeof job>, days: number) {
  const results = [];
  for (let i = 0; i < days; i += 1) {
    const result = await t.generate.execute();
    expect(result.ok, JSON.stringify(!result.ok && result.error)).toBe(true);
    if (result.ok) results.push(result.value);
    t.clock.advanceDays(1);
  }
  return results;
}

describe('the daily blog post over the shipped catalogue', () => {
  for (const start of ['2027-03-01T08:00:00Z', '2027-09-20T08:00:00Z', '2027-12-15T08:00:00Z']) {
    it(`30 simulated days from ${start.slice(0, 10)} give 30 different, well-formed articles`, async () => {
      const t = job(start);
      const results = await runDays(t, 30);
      expect(results.every((r) => r.status === 'published')).toBe(true);
      const posts = (await t.blog.listPublished(t.clock.now())).reverse();
      expect(posts).toHaveLength(30);
      const recipeIds = new Set(t.snapshot.allRecipes().map((v) => v.recipe.id));
      expect(new Set(results.map((r) => r.entry.topic)).size).toBe(30);
      expect(new Set(posts.map((p) => p.title)).size).toBe(30);
      expect(new Set(posts.map((p) => htmlText(p.content))).size).toBe(30);
      const lines: string[] = [];
      posts.forEach((post, i) => {
        const entry = results[i]!.entry;
        expect(post.id).toBe(entry.postId);
        expect(post.id.startsWith(entry.day)).toBe(true);
        expect(BLOG_CATEGORIES).toContain(post.category);
        expect(post.title.length).toBeGreaterThan(20);
        expect(post.excerpt.length).toBeGreaterThan(40);
        expect(post.excerpt.length).toBeLessThanOrEqual(240);
        expect(post.metaDescription.length).toBeLessThanOrEqual(200);
        expect(post.tags.length).toBeGreaterThanOrEqual(3);
        expect(post.readTime).toBeGreaterThanOrEqual(1);
        expect(post.author).toBe('Larder Kitchen');
        expect(sanitizeHtml(post.content)).toBe(post.content);
        expect(post.content).toMatch(/<h2[ >]/);
        expect((post.content.match(/<table>/g) ?? []).length).toBe((post.content.match(/<\/table>/g) ?? []).length);
        const text = htmlText(post.content);
        for (const bad of ['undefined', 'NaN', 'null', '[object', '£-', 'Infinity']) expect(text, `${post.title}: ${bad}`).not.toContain(bad);
        expect(text.split(' ').length, post.title).toBeGreaterThan(150);
        const links = [...post.content.matchAll(/href="\/recipe\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
        expect(links.length, post.title).toBeGreaterThanOrEqual(2);
        for (const id of links) expect(recipeIds.has(id), id).toBe(true);
        lines.push(`${entry.day} ${entry.kind.padEnd(10)} ${post.category.padEnd(13)} ${String(post.readTime).padStart(2)} min  ${post.title}`);
      });
      console.log(lines.join('\n'));
      // A week has exactly one best-value article.
      const weeks = results.filter((r) => r.entry.kind === 'best-value').map((r) => r.entry.topic);
      expect(new Set(weeks).size).toBe(weeks.length);
      expect(weeks.length).toBeGreaterThanOrEqual(4);
    });
  }

  it('over 120 days no topic comes back within 30 days, and asking twice on one day gives the same post', async () => {
    const t = job('2027-01-01T08:00:00Z');
    const results = await runDays(t, 120);
    const byTopic = new Map<string, string[]>();
    for (const r of results) byTopic.set(r.entry.topic, [...(byTopic.get(r.entry.topic) ?? []), r.entry.day]);
    for (const [topic, days] of byTopic) {
      for (let i = 1; i < days.length; i += 1) {
        const gap = (Date.parse(days[i]!) - Date.parse(days[i - 1]!)) / 86_400_000;
        expect(gap, `${topic} on ${days[i - 1]} and ${days[i]}`).toBeGreaterThanOrEqual(TOPIC_COOLDOWN_DAYS);
      }
    }
    t.clock.set('2027-06-01T15:00:00Z');
    const first = await t.generate.execute();
    const again = await t.generate.execute();
    expect(first.ok && first.value.status).toBe('published');
    expect(again.ok && again.value).toMatchObject({ status: 'already_published', entry: first.ok ? first.value.entry : {} });
  });
});
