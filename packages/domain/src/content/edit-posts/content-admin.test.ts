import { describe, expect, it } from 'vitest';
import { Blog } from '../../site/blog/blog.use-case';
import { silentLogger } from '../../shared/logger';
import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryBlogContentStore } from '../../testing/in-memory-content';
import { InMemoryBlogPostRepository } from '../../testing/in-memory-site';
import { ContentAdmin, type PostEdit } from './content-admin.use-case';

const edit = (overrides: Partial<PostEdit> = {}): PostEdit => ({
  title: 'Batch cooking on a budget',
  excerpt: 'Cook once, eat three times.',
  content: '<h2>Why</h2><p>It saves money.</p><script>alert(1)</script><p onclick="x()">Really <a href="javascript:alert(1)">it does</a>.</p>',
  category: 'cooking-tips',
  tags: ['Batch', 'budget', 'budget'],
  author: 'Larder Kitchen',
  metaDescription: 'How to batch cook.',
  ...overrides,
});

function setup() {
  const clock = new FixedClock('2027-03-01T10:00:00Z');
  const blogRows = new InMemoryBlogPostRepository();
  const store = new InMemoryBlogContentStore(blogRows);
  return { clock, admin: new ContentAdmin(store, clock, silentLogger), blog: new Blog(blogRows, clock) };
}

describe('the admin Content tab', () => {
  it('creates a draft (sanitised on save), publishes it to the blog and unpublishes it again', async () => {
    const t = setup();
    const created = await t.admin.create('batch-cooking', edit());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.value.state).toBe('draft');
    expect(created.value.post.content).toBe('<h2>Why</h2><p>It saves money.</p><p>Really <a>it does</a>.</p>');
    expect(created.value.post.tags).toEqual(['batch', 'budget']);
    expect(await t.blog.list()).toEqual([]);

    await t.admin.publish('batch-cooking');
    expect((await t.blog.list()).map((p) => p.id)).toEqual(['batch-cooking']);
    const edited = await t.admin.update('batch-cooking', edit({ title: 'Batch cooking, costed', content: '<p>New <em>words</em><img src=x onerror=alert(1)></p>' }));
    expect(edited.ok && edited.value).toMatchObject({ state: 'published', post: { title: 'Batch cooking, costed', content: '<p>New <em>words</em></p>' } });
    expect((await t.blog.get('batch-cooking')).ok).toBe(true);

    const hidden = await t.admin.unpublish('batch-cooking');
    expect(hidden.ok && hidden.value.state).toBe('draft');
    expect(await t.blog.get('batch-cooking')).toMatchObject({ ok: false, error: { code: 'BLOG.NOT_FOUND' } });
    expect((await t.admin.list()).map((c) => [c.post.id, c.state])).toEqual([['batch-cooking', 'draft']]);
  });

  it('refuses bad input with the field, an existing id, and unknown posts', async () => {
    const t = setup();
    expect(await t.admin.create('Not A Slug', edit())).toMatchObject({ ok: false, error: { field: 'id' } });
    expect(await t.admin.create('ok-id', edit({ category: 'gossip' }))).toMatchObject({ ok: false, error: { field: 'category' } });
    expect(await t.admin.create('ok-id', edit({ title: ' ' }))).toMatchObject({ ok: false, error: { field: 'title' } });
    expect(await t.admin.create('ok-id', edit({ content: '<script>only a script</script>' }))).toMatchObject({ ok: false, error: { field: 'content' } });
    expect(await t.admin.create('ok-id', edit({ publishedAt: 'soon' }))).toMatchObject({ ok: false, error: { field: 'publishedAt' } });
    expect((await t.admin.create('ok-id', edit())).ok).toBe(true);
    expect(await t.admin.create('ok-id', edit())).toMatchObject({ ok: false, error: { field: 'id' } });
    expect(await t.admin.publish('missing')).toMatchObject({ ok: false, error: { code: 'BLOG.NOT_FOUND' } });
    expect(await t.admin.update('missing', edit())).toMatchObject({ ok: false, error: { code: 'BLOG.NOT_FOUND' } });
  });

  it('a post published with a future date appears on the blog from that date', async () => {
    const t = setup();
    await t.admin.create('next-week', edit({ publishedAt: '2027-03-08T08:00:00Z' }));
    await t.admin.publish('next-week');
    expect(await t.blog.list()).toEqual([]);
    t.clock.set('2027-03-08T08:00:00Z');
    expect((await t.blog.list()).map((p) => p.id)).toEqual(['next-week']);
  });
});
