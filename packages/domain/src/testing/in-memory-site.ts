import type { BlogPost } from '../site/blog/blog-post';
import type { BlogPostRepository } from '../site/blog/ports';
import type { NewsletterRepository, NewsletterSubscription } from '../site/newsletter/ports';
import type { SupportMessage, SupportMessageRepository } from '../site/support/support.use-case';
import type { Receipt, ReceiptRepository, NewReceipt } from '../budget/receipts';

export class InMemoryBlogPostRepository implements BlogPostRepository {
  readonly rows = new Map<string, BlogPost>();
  async listPublished(at: Date) {
    return [...this.rows.values()].filter((p) => p.publishedAt <= at).sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id)).map((p) => structuredClone(p));
  }
  async findPublished(id: string, at: Date) {
    const post = this.rows.get(id);
    return post && post.publishedAt <= at ? structuredClone(post) : null;
  }
  async save(post: BlogPost) {
    this.rows.set(post.id, structuredClone(post));
  }
}

export class InMemoryNewsletterRepository implements NewsletterRepository {
  readonly rows = new Map<string, NewsletterSubscription>();
  async findByEmail(email: string) {
    const row = this.rows.get(email);
    return row ? structuredClone(row) : null;
  }
  async findByTokenDigest(digest: string) {
    const row = [...this.rows.values()].find((r) => r.tokenDigest === digest);
    return row ? structuredClone(row) : null;
  }
  async save(subscription: NewsletterSubscription) {
    this.rows.set(subscription.email, structuredClone(subscription));
  }
}

export class InMemorySupportMessageRepository implements SupportMessageRepository {
  readonly rows: SupportMessage[] = [];
  async create(message: Omit<SupportMessage, 'id'>) {
    const row = { ...structuredClone(message), id: this.rows.length + 1 };
    this.rows.push(row);
    return structuredClone(row);
  }
  async list(limit: number) {
    return [...this.rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).slice(0, limit).map((r) => structuredClone(r));
  }
}

export class InMemoryReceiptRepository implements ReceiptRepository {
  readonly rows: Receipt[] = [];
  private next = 1;
  /** `names` gives the first names of who entered receipts, as the users table does for the real adapter. */
  constructor(private readonly names: (userId: string) => string | undefined = () => undefined) {}
  async create({ addedById, ...receipt }: NewReceipt) {
    const name = addedById ? this.names(addedById) : undefined;
    const row: Receipt = { ...structuredClone(receipt), id: this.next++, addedBy: addedById && name !== undefined ? { id: addedById, firstName: name } : null };
    this.rows.push(row);
    return structuredClone(row);
  }
  async listForUser(userId: string) {
    return this.rows
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
      .map((r) => structuredClone(r));
  }
  async delete(userId: string, id: number) {
    const at = this.rows.findIndex((r) => r.id === id && r.userId === userId);
    if (at < 0) return false;
    this.rows.splice(at, 1);
    return true;
  }
}
