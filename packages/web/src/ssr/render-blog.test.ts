import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TBlogPost } from '@larder/contract/site';
import { renderBlogDocument } from './render-blog';
import { SEEDED_QUERIES_ID } from './document';

// The source index.html: the same head and #root the build's template has (Vite only adds its scripts and styles).
const template = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
const ORIGIN = 'https://larder.example';

const post = (id: string, title: string, extra: Partial<TBlogPost> = {}): TBlogPost => ({
  id,
  title,
  excerpt: `What ${title} is about.`,
  content: `<p>The body of ${title}.</p>`,
  category: 'nutrition',
  tags: ['budget'],
  imageUrl: `/api/blog-posts/${id}/image.svg`,
  author: 'Sam Baker',
  authorImage: `/api/blog-posts/${id}/author.svg`,
  publishedAt: '2026-11-20T08:00:00.000Z',
  readTime: 4,
  metaDescription: `The meta description of ${title}.`,
  ...extra,
});

const seeded = (html: string) => JSON.parse(new RegExp(`<script id="${SEEDED_QUERIES_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!) as unknown[];

describe('the blog drawn on the server', () => {
  it('draws the list it is given, and a new article as soon as the data has it', async () => {
    const first = [post('lentil-ragu', 'Lentil ragu for four'), post('oat-breakfasts', 'Oat breakfasts')];
    const before = (await renderBlogDocument(template, '/blog', ORIGIN, { kind: 'list', posts: first }))!;
    expect(before).toContain('data-prerendered="app"');
    expect(before).toContain('<title>Health &amp; Nutrition Blog | Larder</title>');
    expect(before).toContain('<meta property="og:url" content="https://larder.example/blog" />');
    expect(before).toMatch(/<h1[^>]*>Health &amp; Nutrition Blog<\/h1>/);
    expect(before).toContain('Lentil ragu for four');
    expect(before).toContain('Oat breakfasts');
    expect(before).not.toContain('Daily post: winter soups');
    expect(seeded(before)).toEqual([[['/api/blog-posts'], first]]);

    const after = (await renderBlogDocument(template, '/blog', ORIGIN, { kind: 'list', posts: [post('winter-soups', 'Daily post: winter soups'), ...first] }))!;
    expect(after).toContain('Daily post: winter soups');
  });

  it('draws an article with its head, Open Graph tags and BlogPosting JSON-LD, escaped', async () => {
    const article = post('safe-title', 'Beans </script><script>alert(1)</script> & rice');
    const html = (await renderBlogDocument(template, '/blog/safe-title', ORIGIN, { kind: 'article', post: article, related: [post('other', 'Another article')] }))!;
    expect(html).toContain('<title>Beans &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; rice | Larder</title>');
    expect(html).toContain('<meta name="description" content="The meta description of Beans &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; rice." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:url" content="https://larder.example/blog/safe-title" />');
    expect(html).toContain('<meta property="og:image" content="https://larder.example/api/blog-posts/safe-title/image.svg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // One template title only, no stray tag from the injected text.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'BlogPosting', headline: article.title, mainEntityOfPage: 'https://larder.example/blog/safe-title', image: 'https://larder.example/api/blog-posts/safe-title/image.svg' });
    expect(html).toContain('The body of Beans');
    expect(html).toContain('Another article');
    expect(seeded(html)).toEqual([
      [['/api/blog-posts', 'safe-title'], article],
      [['/api/blog-posts', 'safe-title', 'related'], [post('other', 'Another article')]],
    ]);
  });

  it('draws nothing for a path that is not a page', async () => {
    expect(await renderBlogDocument(template, '/blog/a/b/c', ORIGIN, { kind: 'list', posts: [] })).toBeNull();
  });
});
