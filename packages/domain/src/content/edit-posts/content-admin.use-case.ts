import { BLOG_CATEGORIES, type BlogPost, isBlogSlug, preparePost } from '../../site/blog/blog-post';
import type { Clock } from '../../shared/clock';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Logger } from '../../shared/logger';
import { type Result, ok } from '../../shared/result';
import type { BlogContentStore, ContentPost, PostState } from '../ports';

/** What an operator may change in a post; the id never changes (it is the post's address). */
export interface PostEdit {
  readonly title: string;
  readonly excerpt: string;
  readonly content: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly author: string;
  readonly metaDescription: string;
  /** ISO date and time; a published post with a future date appears on the blog from then. */
  readonly publishedAt?: string;
}

const notFound = () => fail('BLOG.NOT_FOUND', 'Article Not Found');
const MAX_TAGS = 12;

/** The admin Content tab: every post, edited with its HTML sanitised on save, published and unpublished. */
export class ContentAdmin {
  constructor(
    private readonly store: BlogContentStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  list(): Promise<ContentPost[]> {
    return this.store.listAll();
  }

  async get(id: string): Promise<Result<ContentPost, DomainError>> {
    if (!isBlogSlug(id)) return notFound();
    const found = await this.store.find(id);
    return found ? ok(found) : notFound();
  }

  /** A new post, kept as a draft until published. */
  async create(id: string, edit: PostEdit): Promise<Result<ContentPost, DomainError>> {
    if (!isBlogSlug(id)) return invalid('id', 'The id must be lower-case words joined by hyphens');
    if (await this.store.find(id)) return invalid('id', 'A post with this id already exists');
    return this.write(id, edit, 'draft', null);
  }

  /** Saves an edit in the post's present state (a published post stays published). */
  async update(id: string, edit: PostEdit): Promise<Result<ContentPost, DomainError>> {
    const found = await this.get(id);
    if (!found.ok) return found;
    return this.write(id, edit, found.value.state, found.value.post);
  }

  async publish(id: string): Promise<Result<ContentPost, DomainError>> {
    return this.move(id, 'published');
  }

  async unpublish(id: string): Promise<Result<ContentPost, DomainError>> {
    return this.move(id, 'draft');
  }

  private async move(id: string, state: PostState): Promise<Result<ContentPost, DomainError>> {
    const found = await this.get(id);
    if (!found.ok) return found;
    if (found.value.state === state) return ok(found.value);
    const now = this.clock.now();
    // The post keeps its date (set it in the editor): republishing after a fix does not move it to the top.
    const post = found.value.post;
    await this.store.put(post, state, now);
    this.logger.info({ postId: id, state }, state === 'published' ? 'blog post published' : 'blog post unpublished');
    return ok({ post, state, updatedAt: state === 'draft' ? now : null });
  }

  private async write(id: string, edit: PostEdit, state: PostState, before: BlogPost | null): Promise<Result<ContentPost, DomainError>> {
    const now = this.clock.now();
    let publishedAt = before?.publishedAt ?? now;
    if (edit.publishedAt !== undefined && edit.publishedAt !== '') {
      const at = new Date(edit.publishedAt);
      if (Number.isNaN(at.getTime())) return invalid('publishedAt', 'The publication date must be a date and time');
      publishedAt = at;
    }
    if (!(BLOG_CATEGORIES as readonly string[]).includes(edit.category)) return invalid('category', `The category must be one of ${BLOG_CATEGORIES.join(', ')}`);
    if (edit.tags.length > MAX_TAGS) return invalid('tags', `At most ${MAX_TAGS} tags`);
    if (edit.excerpt.length > 300) return invalid('excerpt', 'The excerpt can be at most 300 characters');
    const prepared = preparePost({
      id,
      title: edit.title,
      excerpt: edit.excerpt,
      content: edit.content,
      category: edit.category as BlogPost['category'],
      tags: edit.tags.map((t) => t.toLowerCase().slice(0, 40)),
      author: edit.author,
      publishedAt,
      metaDescription: edit.metaDescription,
    });
    if (!prepared.ok) return invalid(prepared.field, prepared.message);
    await this.store.put(prepared.post, state, now);
    return ok({ post: prepared.post, state, updatedAt: state === 'draft' ? now : null });
  }
}
