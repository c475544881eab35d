import type { TBlogPost } from '@larder/contract/site';

export const CATEGORY_LABELS: Record<TBlogPost['category'], string> = {
  nutrition: 'Nutrition',
  'quick-meals': 'Quick Meals',
  'weight-loss': 'Weight Loss',
  'family-health': 'Family Health',
  'cooking-tips': 'Cooking Tips',
};

/** Document 002: the category buttons, "all" first. */
export const CATEGORY_FILTERS = ['all', 'nutrition', 'quick-meals', 'weight-loss', 'family-health', 'cooking-tips'] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const formatPostDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : DATE.format(d);
};

/** Category and search text together (document 002 section 4); search looks at title, excerpt and tags. */
export function filterPosts(posts: readonly TBlogPost[], category: CategoryFilter, search: string): TBlogPost[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((p) => {
    if (category !== 'all' && p.category !== category) return false;
    const haystack = `${p.title} ${p.excerpt} ${p.tags.join(' ')}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
