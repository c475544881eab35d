import { describe, expect, it } from 'vitest';
import type { TBlogPost } from '@larder/contract/site';
import { filterPosts, formatPostDate } from '../src/features/blog/utils';

const post = (id: string, category: TBlogPost['category'], title: string, tags: string[] = []): TBlogPost => ({
  id,
  title,
  excerpt: `About ${title}`,
  content: '<p>x</p>',
  category,
  tags,
  imageUrl: '',
  author: 'Larder Kitchen Team',
  authorImage: '',
  publishedAt: '2026-11-03T08:00:00.000Z',
  readTime: 2,
  metaDescription: '',
});

const posts = [post('a', 'nutrition', 'Five a day for less', ['fruit']), post('b', 'quick-meals', 'Twenty-minute dinners', ['storecupboard']), post('c', 'nutrition', 'Salt and sugar')];

describe('blog filters (category and search together)', () => {
  it('filters by category, by words in the title, excerpt or tags, and by both', () => {
    expect(filterPosts(posts, 'all', '').map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(filterPosts(posts, 'nutrition', '').map((p) => p.id)).toEqual(['a', 'c']);
    expect(filterPosts(posts, 'all', 'STORECUPBOARD').map((p) => p.id)).toEqual(['b']);
    expect(filterPosts(posts, 'all', '  salt   sugar ').map((p) => p.id)).toEqual(['c']);
    expect(filterPosts(posts, 'quick-meals', 'salt')).toEqual([]);
  });

  it('writes dates the British way', () => {
    expect(formatPostDate('2026-11-03T08:00:00.000Z')).toBe('3 November 2026');
    expect(formatPostDate('not a date')).toBe('');
  });
});
