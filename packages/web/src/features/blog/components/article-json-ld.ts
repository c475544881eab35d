import type { TBlogPost } from '@larder/contract/site';

/** A schema.org BlogPosting (https://schema.org/BlogPosting) for search engines; data only, never executed. */
export function buildArticleJsonLd(post: TBlogPost, origin: string): Record<string, unknown> {
  const absolute = (url: string) => {
    try {
      return new URL(url, origin).href;
    } catch {
      return url;
    }
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    image: absolute(post.imageUrl),
    datePublished: post.publishedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: 'Larder' },
    mainEntityOfPage: absolute(`/blog/${encodeURIComponent(post.id)}`),
    keywords: post.tags.join(', '),
    articleSection: post.category,
    timeRequired: `PT${post.readTime}M`,
  };
}
