import { EyeOff, FilePlus2, Pencil, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TContentPost } from '@larder/contract/content';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { dateTimeLabel } from '../../../lib/operator-format';
import { useContentPosts, useSetPostState } from '../api/content';
import { CATEGORY_NAMES, PostEditor } from './post-editor';

const PAGE = 20;

function StateBadge({ post }: { post: TContentPost }) {
  if (post.state === 'draft') return <Badge variant="muted">Draft</Badge>;
  if (post.scheduled) return <Badge variant="accent">Scheduled</Badge>;
  return <Badge>Published</Badge>;
}

/**
 * The admin Content tab's posts (document 002): every post, published or draft, to edit, publish and unpublish.
 * The server checks the role and sanitises the HTML on save.
 */
export function ContentManager() {
  const posts = useContentPosts();
  const setState = useSetPostState();
  const [editing, setEditing] = useState<TContentPost | null | 'new'>(null);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const filtered = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return (posts.data?.posts ?? []).filter((p) => words.every((w) => `${p.title} ${p.tags.join(' ')} ${p.category}`.toLowerCase().includes(w)));
  }, [posts.data, query]);
  const drafts = posts.data?.posts.filter((p) => p.state === 'draft').length ?? 0;

  return (
    <Card data-testid="content-manager">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Posts</CardTitle>
          <CardDescription>
            {posts.data ? `${posts.data.posts.length} post${posts.data.posts.length === 1 ? '' : 's'}, ${drafts} draft${drafts === 1 ? '' : 's'}. ` : ''}Edit, publish and unpublish; drafts are never shown on the blog.
          </CardDescription>
        </div>
        <Button onClick={() => setEditing('new')} className="shrink-0">
          <FilePlus2 aria-hidden />
          New post
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <Input type="search" aria-label="Search posts" placeholder="Search by title, tag or category" value={query} onChange={(e) => setQuery(e.target.value)} className="sm:max-w-sm" />
        {!posts.data ? (
          posts.error ? <p role="alert" className="text-sm text-destructive">The posts could not be loaded.</p> : <Skeleton className="h-48" />
        ) : filtered.length === 0 ? (
          <p className="text-sm text-muted-foreground">{query ? 'No post matches your search.' : 'No posts yet. Write one with New post, or generate today’s daily post above.'}</p>
        ) : (
          <ul className="divide-y divide-border" data-testid="content-posts">
            {filtered.slice(0, shown).map((post) => (
              <li key={post.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="content-post">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <StateBadge post={post} />
                    {post.state === 'published' && !post.scheduled ? (
                      <Link to={`/blog/${post.id}`} className="min-w-0 font-medium hover:underline">
                        {post.title}
                      </Link>
                    ) : (
                      <span className="min-w-0 font-medium">{post.title}</span>
                    )}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {CATEGORY_NAMES[post.category]} · {dateTimeLabel(post.publishedAt)} UTC · {post.readTime} min read
                    {post.tags.length ? ` · ${post.tags.slice(0, 4).join(', ')}` : ''}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(post)} aria-label={`Edit ${post.title}`}>
                    <Pencil aria-hidden />
                    Edit
                  </Button>
                  {post.state === 'published' ? (
                    <Button variant="outline" size="sm" disabled={setState.isPending} onClick={() => setState.mutate({ id: post.id, publish: false })} aria-label={`Unpublish ${post.title}`}>
                      <EyeOff aria-hidden />
                      Unpublish
                    </Button>
                  ) : (
                    <Button size="sm" disabled={setState.isPending} onClick={() => setState.mutate({ id: post.id, publish: true })} aria-label={`Publish ${post.title}`}>
                      <Send aria-hidden />
                      Publish
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {filtered.length > shown ? (
          <Button variant="outline" onClick={() => setShown((n) => n + PAGE)}>
            Show {Math.min(PAGE, filtered.length - shown)} more
          </Button>
        ) : null}
      </CardContent>
      {editing !== null ? <PostEditor key={editing === 'new' ? 'new' : editing.id} post={editing === 'new' ? null : editing} open onOpenChange={(open) => !open && setEditing(null)} /> : null}
    </Card>
  );
}
