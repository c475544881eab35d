import { Eye, Pencil, Save } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { BLOG_CATEGORY_VALUES, type TContentPost, type TContentPostBody } from '@larder/contract/content';
import { sanitizeHtml } from '@larder/domain/site/sanitize-html';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useSavePost } from '../api/content';

export const CATEGORY_NAMES: Record<(typeof BLOG_CATEGORY_VALUES)[number], string> = {
  nutrition: 'Nutrition',
  'quick-meals': 'Quick meals',
  'weight-loss': 'Weight loss',
  'family-health': 'Family health',
  'cooking-tips': 'Cooking tips',
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** "2027-03-01T08:00:00.000Z" as the value of a datetime-local input, in UTC. */
const toInput = (iso: string) => iso.slice(0, 16);

/** A post's fields in a dialog: the HTML is sanitised by the server on save (the preview shows what will be kept). */
export function PostEditor({ post, open, onOpenChange }: { post: TContentPost | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const isNew = post === null;
  const [title, setTitle] = useState(post?.title ?? '');
  const [id, setId] = useState(post?.id ?? '');
  const [idTouched, setIdTouched] = useState(!isNew);
  const [category, setCategory] = useState<string>(post?.category ?? 'cooking-tips');
  const [tags, setTags] = useState((post?.tags ?? []).join(', '));
  const [author, setAuthor] = useState(post?.author ?? 'Larder Kitchen');
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [metaDescription, setMetaDescription] = useState(post?.metaDescription ?? '');
  const [publishedAt, setPublishedAt] = useState(post ? toInput(post.publishedAt) : toInput(new Date().toISOString()));
  const [content, setContent] = useState(post?.content ?? '<p></p>');
  const [preview, setPreview] = useState(false);
  const save = useSavePost();
  const previewHtml = useMemo(() => (preview ? sanitizeHtml(content) : ''), [preview, content]);
  const fieldError = (name: string) => (save.error instanceof ApiError && save.error.field === name ? save.error.serverMessage : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: TContentPostBody = {
      title,
      excerpt,
      content,
      category,
      tags: tags.split(',').map((t) => t.trim()).filter(Boolean),
      author,
      metaDescription,
      publishedAt: publishedAt ? new Date(`${publishedAt}:00Z`).toISOString() : undefined,
    };
    save.mutate({ id: isNew ? id : post.id, isNew, body }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{isNew ? 'New post' : 'Edit post'}</DialogTitle>
          <DialogDescription>
            {isNew ? 'A new post is kept as a draft until you publish it.' : post.state === 'published' ? 'This post is published: saved changes go live at once.' : 'This post is a draft: it is not on the blog.'} Only safe HTML is kept (paragraphs, headings,
            lists, emphasis, links, tables); scripts, styles and event handlers are removed on save.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4" data-testid="post-editor">
          <Field id="post-title" label="Title" error={fieldError('title')}>
            <Input
              id="post-title"
              value={title}
              maxLength={160}
              onChange={(e) => {
                setTitle(e.target.value);
                if (!idTouched) setId(slug(e.target.value));
              }}
            />
          </Field>
          {isNew ? (
            <Field id="post-id" label="Address" hint={`The post will be at /blog/${id || '…'}`} error={fieldError('id')}>
              <Input
                id="post-id"
                value={id}
                maxLength={120}
                onChange={(e) => {
                  setIdTouched(true);
                  setId(e.target.value);
                }}
              />
            </Field>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="post-category" label="Category" error={fieldError('category')}>
              <Select value={category} onValueChange={setCategory}>
                <SelectTrigger id="post-category" aria-label="Category">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {BLOG_CATEGORY_VALUES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {CATEGORY_NAMES[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            <Field id="post-date" label="Publication date (UTC)" hint="A published post with a later date appears on that day." error={fieldError('publishedAt')}>
              <Input id="post-date" type="datetime-local" value={publishedAt} onChange={(e) => setPublishedAt(e.target.value)} />
            </Field>
            <Field id="post-tags" label="Tags" hint="Separated by commas" error={fieldError('tags')}>
              <Input id="post-tags" value={tags} onChange={(e) => setTags(e.target.value)} />
            </Field>
            <Field id="post-author" label="Author" error={fieldError('author')}>
              <Input id="post-author" value={author} maxLength={100} onChange={(e) => setAuthor(e.target.value)} />
            </Field>
          </div>
          <Field id="post-excerpt" label="Excerpt" error={fieldError('excerpt')}>
            <Textarea id="post-excerpt" rows={2} value={excerpt} maxLength={300} onChange={(e) => setExcerpt(e.target.value)} />
          </Field>
          <Field id="post-meta" label="Meta description" hint="Shown by search engines; at most 200 characters" error={fieldError('metaDescription')}>
            <Input id="post-meta" value={metaDescription} maxLength={200} onChange={(e) => setMetaDescription(e.target.value)} />
          </Field>
          <Field id="post-content" label="Content (HTML)" error={fieldError('content')}>
            <div className="mb-2 flex gap-2">
              <Button type="button" size="sm" variant={preview ? 'outline' : 'secondary'} onClick={() => setPreview(false)} aria-pressed={!preview}>
                <Pencil aria-hidden /> HTML
              </Button>
              <Button type="button" size="sm" variant={preview ? 'secondary' : 'outline'} onClick={() => setPreview(true)} aria-pressed={preview}>
                <Eye aria-hidden /> Preview
              </Button>
            </div>
            {preview ? (
              <div className="article-content max-h-96 overflow-y-auto rounded-xl border border-border p-4" data-testid="post-preview" dangerouslySetInnerHTML={{ __html: previewHtml }} />
            ) : (
              <Textarea id="post-content" rows={12} className="font-mono text-sm" value={content} onChange={(e) => setContent(e.target.value)} />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              <Save aria-hidden />
              {save.isPending ? 'Saving…' : isNew ? 'Save draft' : 'Save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
