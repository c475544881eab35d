import { DAILY_POST_HOUR_UTC, GenerateDailyPost } from '@larder/domain/content/daily-post/generate-daily-post.use-case';
import { type Operation, OperationFailed } from './operation';

/** "2027-03-01" as that day at 08:00 UTC (the post's time); anything else is refused. */
function postTime(value: unknown): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value);
  const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T${String(DAILY_POST_HOUR_UTC).padStart(2, '0')}:00:00Z`) : null;
  if (!at || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text) throw new OperationFailed(`--date must be a day written YYYY-MM-DD, not "${text}"`);
  return at;
}

/** The content jobs' operations (`blog generate`), run here or inside the running server. */
export const BLOG_OPERATIONS: Record<string, Operation> = {
  'blog.generate': {
    name: 'blog.generate',
    async run(c, params) {
      const at = postTime(params.date);
      const result = await c.get(GenerateDailyPost).execute(at ? { at } : {});
      if (!result.ok) throw new OperationFailed(result.error.message);
      const { status, entry, post } = result.value;
      const what = post ? `"${post.title}" (${post.category}, ${post.readTime} min read, tags: ${post.tags.join(', ')})` : entry.postId;
      return status === 'published'
        ? `Published the post for ${entry.day}: ${what}\n  topic ${entry.topic}; at /blog/${entry.postId}`
        : `The post for ${entry.day} is already published: ${what}\n  topic ${entry.topic}; at /blog/${entry.postId}`;
    },
  },
};
