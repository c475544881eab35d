import { Link } from 'react-router-dom';
import type { TBlogPost } from '@larder/contract/site';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { CATEGORY_LABELS } from '../utils';
import { PostMeta } from './post-meta';

/** One article in the grid (or, featured, the large card on top). */
export function BlogCard({ post, featured = false, headingLevel = 3 }: { post: TBlogPost; featured?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cn('group relative flex overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md', featured ? 'flex-col md:flex-row' : 'flex-col')}
      data-testid={featured ? 'featured-post' : 'blog-card'}
    >
      <img src={post.imageUrl} alt="" width={320} height={240} className={cn('aspect-[4/3] w-full bg-muted object-cover', featured && 'md:w-1/2')} />
      <div className={cn('flex flex-1 flex-col gap-3 p-5', featured && 'md:justify-center md:p-8')}>
        <div className="flex flex-wrap items-center gap-2">
          {featured ? <Badge variant="accent">Featured</Badge> : null}
          <Badge>{CATEGORY_LABELS[post.category]}</Badge>
        </div>
        <Heading className={cn('font-bold leading-snug tracking-tight', featured ? 'text-2xl sm:text-3xl' : 'text-lg')}>
          <Link to={`/blog/${post.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </Link>
        </Heading>
        <p className={cn('text-muted-foreground', featured ? 'text-base' : 'line-clamp-3 text-sm')}>{post.excerpt}</p>
        <div className="mt-auto pt-1">
          <PostMeta post={post} />
        </div>
      </div>
    </article>
  );
}
