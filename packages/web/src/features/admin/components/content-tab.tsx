import { Loader2, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/operator/stat-card';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { dayLabel } from '../../../lib/operator-format';
import { useGenerateDailyPost } from '../api/admin-actions';
import { useRecentPosts } from '../api/admin-reports';
import { ContentManager } from '../../admin-content/components/content-manager';

/** Content: the daily blog post (generated at 08:00 UTC) and the newest articles. */
export function ContentTab() {
  const generate = useGenerateDailyPost();
  const posts = useRecentPosts();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Daily blog post</CardTitle>
          <CardDescription>A new article is generated every day at 08:00 UTC. Generate today's now if it is missing.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => generate.mutate()} disabled={generate.isPending}>
            {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            Generate Daily Post
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Newest articles</CardTitle>
          <CardDescription>What readers see first on the blog</CardDescription>
        </CardHeader>
        <CardContent>
          {!posts.data ? (
            posts.error ? <p role="alert" className="text-sm text-destructive">The articles could not be loaded.</p> : <Skeleton className="h-32" />
          ) : posts.data.length === 0 ? (
            <EmptyState title="No articles yet" />
          ) : (
            <ul className="divide-y divide-border" data-testid="recent-posts">
              {posts.data.map((post) => (
                <li key={post.id} className="flex items-baseline justify-between gap-3 py-2.5 text-sm">
                  <Link to={`/blog/${post.id}`} className="min-w-0 font-medium hover:underline">
                    {post.title}
                  </Link>
                  <span className="shrink-0 text-muted-foreground">{dayLabel(post.publishedAt, false)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <div className="lg:col-span-2">
        <ContentManager />
      </div>
    </div>
  );
}
