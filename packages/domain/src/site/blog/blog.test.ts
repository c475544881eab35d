import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryBlogPostRepository } from '../../testing/in-memory-site';
import type { NewBlogPost } from './blog-post';
import { Blog } from './blog.use-case';

const post = (id: string, category: NewBlogPost['category'], day: number, extra: Partial<NewBlogPost> = {}): NewBlogPost => ({
  id,
  title: `Title ${id}`,
  excerpt: 'Excerpt',
  content: '<p>Some words about food.</p>',
  category,
  tags: ['a'],
  author: 'Larder Kitchen Team',
  publishedAt: new Date(Date.UTC(2026, 10, day, 8)),
  metaDescription: 'Meta',
  ...extra,
});

describe('Blog', () => {
  const setup = async () => {
    const clock = new FixedClock('2026-11-20T12:00:00Z');
    const blog = new Blog(new InMemoryBlogPostRepository(), clock);
    for (const p of [post('a', 'nutrition', 1), post('b', 'nutrition', 3), post('c', 'cooking-tips', 5), post('d', 'cooking-tips', 7), post('e', 'nutrition', 9), post('future', 'nutrition', 25)]) {
      expect((await blog.publish(p)).ok).toBe(true);
    }
    return { blog, clock };
  };

  it('lists published posts newest first; a post dated later is hidden until its day', async () => {
    const { blog, clock } = await setup();
    expect((await blog.list()).map((p) => p.id)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect((await blog.get('future')).ok).toBe(false);
    clock.set('2026-11-25T09:00:00Z');
    expect((await blog.get('future')).ok).toBe(true);
  });

  it('related: two others, the same category first, then the newest of the rest', async () => {
    const { blog } = await setup();
    const related = await blog.related('a');
    expect(related.ok && related.value.map((p) => p.id)).toEqual(['e', 'b']);
    const lonely = await blog.related('c');
    expect(lonely.ok && lonely.value.map((p) => p.id)).toEqual(['d', 'e']);
    const missing = await blog.related('nope');
    expect(!missing.ok && missing.error.message).toBe('Article Not Found');
  });

  it('sanitises content on save and refuses a post without text, id or known category', async () => {
    const { blog } = await setup();
    const saved = await blog.publish(post('x', 'nutrition', 2, { content: '<p onclick="x()">Hi<script>alert(1)</script></p>' }));
    expect(saved.ok && saved.value.content).toBe('<p>Hi</p>');
    const empty = await blog.publish(post('y', 'nutrition', 2, { content: '<script>only()</script>' }));
    expect(!empty.ok && empty.error.field).toBe('content');
    const badId = await blog.publish(post('Bad Id', 'nutrition', 2));
    expect(!badId.ok && badId.error.field).toBe('id');
    const badCategory = await blog.publish(post('z', 'gossip' as never, 2));
    expect(!badCategory.ok && badCategory.error.field).toBe('category');
  });
});
