import { CalendarDays, Clock } from 'lucide-react';
import type { TBlogPost } from '@larder/contract/site';
import { formatPostDate } from '../utils';

/** Author, date and read time in one line. */
export function PostMeta({ post, withAvatar = false }: { post: TBlogPost; withAvatar?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="flex items-center gap-2 font-medium text-foreground">
        {withAvatar ? <img src={post.authorImage} alt="" width={28} height={28} className="size-7 rounded-full" /> : null}
        {post.author}
      </span>
      <span className="flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden />
        <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
      </span>
      <span className="flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden />
        {post.readTime} min read
      </span>
    </div>
  );
}
