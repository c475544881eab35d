import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TBlogPost } from '@larder/contract/site';
import { type BlogSource, type WebRenderer, publicPages } from './public-pages';

// The web app's real server renderer, from its source (the build makes dist-ssr/prerender.js of the same file).
const web = path.resolve(import.meta.dirname, '../../../web');
const loadRenderer = () => import(path.join(web, 'src/prerender.tsx')) as Promise<WebRenderer>;

const root = mkdtempSync(path.join(os.tmpdir(), 'larder-public-pages-'));
writeFileSync(path.join(root, 'index.html'), readFileSync(path.join(web, 'index.html')));
mkdirSync(path.join(root, 'prerendered'));
writeFileSync(path.join(root, 'prerendered', 'login.html'), '<!doctype html><title>Log In | Larder</title>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const post = (id: string, title: string): TBlogPost => ({
  id,
  title,
  excerpt: `About ${title}.`,
  content: `<p>${title}, the article.</p>`,
  category: 'cooking-tips',
  tags: [],
  imageUrl: `/api/blog-posts/${id}/image.svg`,
  author: 'Sam Baker',
  authorImage: `/api/blog-posts/${id}/author.svg`,
  publishedAt: '2026-11-20T08:00:00.000Z',
  readTime: 3,
  metaDescription: `${title} in short.`,
});

/** The database's blog, which the daily job and operators change while the server runs. */
class ChangingBlog implements BlogSource {
  posts = [post('freezer-basics', 'Freezer basics')];
  reads = 0;
  async list() {
    this.reads += 1;
    return this.posts;
  }
  async article(id: string) {
    const found = this.posts.find((p) => p.id === id);
    return found ? { post: found, related: this.posts.filter((p) => p !== found) } : null;
  }
}

describe('public pages drawn for a visitor without a session', () => {
  it('draws the blog from the database on each page load: a new or edited article shows at once', async () => {
    const blog = new ChangingBlog();
    const pages = publicPages(root, { blog }, loadRenderer);
    const first = await pages.blogPage('/blog', '', 'http://shop.test');
    expect(first).toContain('Freezer basics');
    // Unchanged data: the same drawing, from the cache (the database is still asked, so a change is never missed).
    expect(await pages.blogPage('/blog', '', 'http://shop.test')).toBe(first);
    expect(blog.reads).toBe(2);

    blog.posts = [post('daily-soup', 'Daily post: a pot of soup'), ...blog.posts];
    const second = await pages.blogPage('/blog', '', 'http://shop.test');
    expect(second).toContain('Daily post: a pot of soup');
    const article = await pages.blogPage('/blog/daily-soup', '', 'http://shop.test');
    expect(article).toContain('<title>Daily post: a pot of soup | Larder</title>');
    expect(article).toContain('"@type":"BlogPosting"');

    blog.posts = blog.posts.map((p) => (p.id === 'daily-soup' ? { ...p, title: 'Edited: a pot of soup' } : p));
    expect(await pages.blogPage('/blog/daily-soup', '', 'http://shop.test')).toContain('<title>Edited: a pot of soup | Larder</title>');
    // The first test loads (and transforms) the whole web app's source: slow on a busy machine.
  }, 180_000);

  it('leaves to the app what it cannot draw: an unknown article, another path, no renderer', async () => {
    const pages = publicPages(root, { blog: new ChangingBlog() }, loadRenderer);
    expect(await pages.blogPage('/blog/no-such-article', '', 'http://shop.test')).toBeNull();
    expect(await pages.blogPage('/recipes', '', 'http://shop.test')).toBeNull();
    expect(await publicPages(root, { blog: new ChangingBlog() }, async () => null).blogPage('/blog', '', 'http://shop.test')).toBeNull();
  });

  it('names the file drawn at build for a public path, when the build has it', async () => {
    const pages = publicPages(root, {}, loadRenderer);
    expect(await pages.prerenderedFile('/login')).toBe('prerendered/login.html');
    // /about is a public page, but this build folder has no file for it: the app's index.html answers.
    expect(await pages.prerenderedFile('/about')).toBeNull();
    expect(await pages.prerenderedFile('/account')).toBeNull();
  });
});
