import type { Clock } from '../../shared/clock';
import { type DomainError, fail } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import { type BlogPost, type NewBlogPost, isBlogSlug, preparePost } from './blog-post';
import type { BlogPostRepository } from './ports';

/** Document 002: related articles shown under a post. */
export const RELATED_COUNT = 2;

const notFound = () => fail('BLOG.NOT_FOUND', 'Article Not Found');

/** Reading the blog: the list, one article, its related articles; publishing (content sanitised on save). */
export class Blog {
  constructor(
    private readonly posts: BlogPostRepository,
    private readonly clock: Clock,
  ) {}

  list(): Promise<BlogPost[]> {
    return this.posts.listPublished(this.clock.now());
  }

  async get(id: string): Promise<Result<BlogPost, DomainError>> {
    if (!isBlogSlug(id)) return notFound();
    const post = await this.posts.findPublished(id, this.clock.now());
    return post ? ok(post) : notFound();
  }

  /** Two others: the same category first (newest first), then the newest of the rest. */
  async related(id: string): Promise<Result<BlogPost[], DomainError>> {
    const post = await this.get(id);
    if (!post.ok) return post;
    const others = (await this.list()).filter((p) => p.id !== id);
    const same = others.filter((p) => p.category === post.value.category);
    const rest = others.filter((p) => p.category !== post.value.category);
    return ok([...same, ...rest].slice(0, RELATED_COUNT));
  }

  async publish(input: NewBlogPost): Promise<Result<BlogPost, DomainError>> {
    const prepared = preparePost(input);
    if (!prepared.ok) return fail('VALIDATION', prepared.message, { field: prepared.field });
    await this.posts.save(prepared.post);
    return ok(prepared.post);
  }
}
