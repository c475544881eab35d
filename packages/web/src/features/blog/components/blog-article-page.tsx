import { ArrowLeft, Tag } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { sanitizeHtml } from '@larder/domain/site/sanitize-html';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useBlogPost, useRelatedPosts } from '../api/get-blog-posts';
import { CATEGORY_LABELS } from '../utils';
import { BlogCard } from './blog-card';
import { NewsletterBox } from './newsletter-box';
import { PostMeta } from './post-meta';
import { useDocumentHead } from './use-document-head';
import { buildArticleJsonLd } from './article-json-ld';
import { jsonLdText } from '../../recipes/utils/recipe-json-ld';
import { useSiteOrigin } from '../../../lib/site-origin';

/** /blog/{id} (document 002): the article, its tags and 2 related articles; "Article Not Found" otherwise. */
export function BlogArticlePage() {
  const { id = '' } = useParams();
  const post = useBlogPost(id);
  const related = useRelatedPosts(id, post.isSuccess);
  // Stored sanitised; sanitised again here, just before it is shown.
  const html = useMemo(() => (post.data ? sanitizeHtml(post.data.content) : ''), [post.data]);
  const origin = useSiteOrigin();
  const jsonLd = useMemo(() => (post.data ? jsonLdText(buildArticleJsonLd(post.data, origin)) : null), [post.data, origin]);
  useDocumentHead(post.data ? { title: `${post.data.title} | Larder`, description: post.data.metaDescription, image: post.data.imageUrl, type: 'article' } : null);

  if (post.isLoading) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" aria-busy="true">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (post.isError || !post.data) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? 'Article Not Found' : 'We could not load this article'}</h1>
        <p className="mt-2 text-muted-foreground">{missing ? 'The article you are looking for does not exist or has been moved.' : 'Check your connection and try again.'}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/blog">
            <ArrowLeft aria-hidden /> Back to Blog
          </Link>
        </Button>
      </div>
    );
  }
  const p = post.data;
  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <article className="mx-auto max-w-3xl">
        {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
        <Link to="/blog" className="mb-6 flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden /> Back to Blog
        </Link>
        <Badge className="mb-3 block w-fit">{CATEGORY_LABELS[p.category]}</Badge>
        <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">{p.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{p.excerpt}</p>
        <div className="mt-4">
          <PostMeta post={p} withAvatar />
        </div>
        <img src={p.imageUrl} alt={`Illustration for ${p.title}`} width={320} height={240} className="mt-6 aspect-[16/9] w-full rounded-2xl border border-border object-cover" />
        <div className="article-content mt-8" data-testid="article-content" dangerouslySetInnerHTML={{ __html: html }} />
        {p.tags.length ? (
          <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2 border-t border-border pt-6">
            {p.tags.map((tag) => (
              <li key={tag}>
                <Link to={`/blog?q=${encodeURIComponent(tag)}`} className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
                  <Tag className="size-3.5" aria-hidden />
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      {related.data?.length ? (
        <section aria-labelledby="related-title" className="mx-auto mt-12 max-w-5xl">
          <h2 id="related-title" className="mb-4 text-2xl font-bold tracking-tight">
            Related articles
          </h2>
          <div className="grid gap-6 sm:grid-cols-2">
            {related.data.map((r) => (
              <BlogCard key={r.id} post={r} />
            ))}
          </div>
        </section>
      ) : null}
      <div className="mx-auto mt-12 max-w-5xl">
        <NewsletterBox />
      </div>
    </div>
  );
}
