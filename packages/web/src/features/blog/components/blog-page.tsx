import { Search, X } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useBlogPosts } from '../api/get-blog-posts';
import { CATEGORY_FILTERS, CATEGORY_LABELS, type CategoryFilter, filterPosts } from '../utils';
import { BlogCard } from './blog-card';
import { NewsletterBox } from './newsletter-box';
import { useDocumentHead } from './use-document-head';

const NEWSLETTER_NOTES: Record<string, { text: string; tone: 'ok' | 'bad' }> = {
  confirmed: { text: 'Your newsletter subscription is confirmed. Thank you!', tone: 'ok' },
  unsubscribed: { text: 'You have been unsubscribed from the newsletter. You will not get any more emails from us.', tone: 'ok' },
  invalid: { text: 'That newsletter link is not valid any more. Please sign up again below.', tone: 'bad' },
};

/** /blog (document 002): search, category buttons, the featured first post, the grid, the newsletter box. */
export function BlogPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const raw = params.get('category') ?? 'all';
  const category: CategoryFilter = (CATEGORY_FILTERS as readonly string[]).includes(raw) ? (raw as CategoryFilter) : 'all';
  const note = NEWSLETTER_NOTES[params.get('newsletter') ?? ''];
  const posts = useBlogPosts();
  const shown = useMemo(() => filterPosts(posts.data ?? [], category, search), [posts.data, category, search]);
  useDocumentHead({ title: 'Health & Nutrition Blog | Larder', description: 'Budget recipes, nutrition advice and money-saving kitchen tips for UK households.' });

  const update = (next: { q?: string; category?: CategoryFilter }) => {
    const p = new URLSearchParams(params);
    p.delete('newsletter');
    if (next.q !== undefined) (next.q ? p.set('q', next.q) : p.delete('q'));
    if (next.category !== undefined) (next.category !== 'all' ? p.set('category', next.category) : p.delete('category'));
    setParams(p, { replace: true });
  };
  const [featured, ...rest] = shown;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 max-w-3xl space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Larder blog</p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Health &amp; Nutrition Blog</h1>
        <p className="text-lg text-muted-foreground">Practical advice for eating well on a budget: nutrition, quick meals, family health and cooking tips, written for UK households.</p>
      </header>

      {note ? (
        <p role="status" className={cn('mb-6 rounded-xl border p-4 font-medium', note.tone === 'ok' ? 'border-primary/30 bg-primary-soft text-primary' : 'border-red-200 bg-destructive-soft text-red-700')}>
          {note.text}
        </p>
      ) : null}

      <div className="mb-8 space-y-4">
        <div className="relative max-w-xl">
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <Search className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input id="blog-search" type="search" placeholder="Search articles…" value={search} onChange={(e) => update({ q: e.target.value })} className="pl-10" />
        </div>
        <div role="group" aria-label="Categories" className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap">
          {CATEGORY_FILTERS.map((c) => (
            <Button key={c} type="button" size="sm" variant={category === c ? 'default' : 'outline'} aria-pressed={category === c} onClick={() => update({ category: c })} className="shrink-0">
              {c === 'all' ? 'All Articles' : CATEGORY_LABELS[c]}
            </Button>
          ))}
        </div>
      </div>

      {posts.isLoading ? (
        <div className="space-y-6" aria-busy="true">
          <Skeleton className="h-72 w-full" />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-80" />
            ))}
          </div>
        </div>
      ) : posts.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-destructive-soft p-6">
          <p className="font-semibold text-red-700">We could not load the articles.</p>
          <p className="mt-1 text-sm text-muted-foreground">Check your connection and try again.</p>
          <Button variant="outline" className="mt-4" onClick={() => posts.refetch()}>
            Try again
          </Button>
        </div>
      ) : !featured ? (
        <div className="rounded-2xl border border-dashed border-border bg-card p-10 text-center">
          <h2 className="text-xl font-semibold">No articles found</h2>
          <p className="mt-1 text-muted-foreground">Try another word, or look in every category.</p>
          <Button variant="outline" className="mt-4" onClick={() => update({ q: '', category: 'all' })}>
            <X aria-hidden /> Clear Filters
          </Button>
        </div>
      ) : (
        <div className="space-y-8">
          <BlogCard post={featured} featured headingLevel={2} />
          {rest.length ? (
            <section aria-label="More articles" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((post) => (
                <BlogCard key={post.id} post={post} headingLevel={2} />
              ))}
            </section>
          ) : null}
        </div>
      )}

      <div className="mt-12">
        <NewsletterBox />
      </div>
    </div>
  );
}
