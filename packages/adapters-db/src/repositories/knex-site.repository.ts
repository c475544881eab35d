import type { Knex } from 'knex';
import type { BlogPost, BlogCategory } from '@larder/domain/site/blog/blog-post';
import type { BlogPostRepository } from '@larder/domain/site/blog/ports';
import type { NewsletterRepository, NewsletterSubscription } from '@larder/domain/site/newsletter/ports';
import type { SupportMessage, SupportMessageRepository, SupportPriority } from '@larder/domain/site/support/support.use-case';
import type { NewReceipt, Receipt, ReceiptRepository } from '@larder/domain/budget/receipts';

const toPost = (r: Record<string, any>): BlogPost => ({
  id: r.id,
  title: r.title,
  excerpt: r.excerpt,
  content: r.content_html,
  category: r.category as BlogCategory,
  tags: typeof r.tags === 'string' ? JSON.parse(r.tags) : r.tags,
  author: r.author,
  publishedAt: new Date(r.published_at),
  readTime: r.read_time,
  metaDescription: r.meta_description,
});

export const blogPostRow = (post: BlogPost) => ({
  id: post.id,
  title: post.title,
  excerpt: post.excerpt,
  content_html: post.content,
  category: post.category,
  tags: JSON.stringify(post.tags),
  author: post.author,
  published_at: post.publishedAt,
  read_time: post.readTime,
  meta_description: post.metaDescription,
});

export class KnexBlogPostRepository implements BlogPostRepository {
  constructor(private readonly knex: Knex) {}
  async listPublished(at: Date) {
    const rows = await this.knex('blog_posts').where('published_at', '<=', at).orderBy([{ column: 'published_at', order: 'desc' }, { column: 'id', order: 'asc' }]);
    return rows.map(toPost);
  }
  async findPublished(id: string, at: Date) {
    const row = await this.knex('blog_posts').where({ id }).andWhere('published_at', '<=', at).first();
    return row ? toPost(row) : null;
  }
  async save(post: BlogPost) {
    await this.knex('blog_posts').insert(blogPostRow(post)).onConflict('id').merge();
  }
}

const toSubscription = (r: Record<string, any>): NewsletterSubscription => ({
  email: r.email,
  tokenDigest: r.token_digest,
  source: r.source,
  createdAt: new Date(r.created_at),
  confirmationSentAt: new Date(r.confirmation_sent_at),
  confirmedAt: r.confirmed_at ? new Date(r.confirmed_at) : null,
  unsubscribedAt: r.unsubscribed_at ? new Date(r.unsubscribed_at) : null,
});

export class KnexNewsletterRepository implements NewsletterRepository {
  constructor(private readonly knex: Knex) {}
  async findByEmail(email: string) {
    const row = await this.knex('newsletter_subscriptions').where({ email }).first();
    return row ? toSubscription(row) : null;
  }
  async findByTokenDigest(digest: string) {
    const row = await this.knex('newsletter_subscriptions').where({ token_digest: digest }).first();
    return row ? toSubscription(row) : null;
  }
  async save(s: NewsletterSubscription) {
    await this.knex('newsletter_subscriptions')
      .insert({
        email: s.email,
        token_digest: s.tokenDigest,
        source: s.source,
        created_at: s.createdAt,
        confirmation_sent_at: s.confirmationSentAt,
        confirmed_at: s.confirmedAt,
        unsubscribed_at: s.unsubscribedAt,
      })
      .onConflict('email')
      .merge();
  }
}

const toMessage = (r: Record<string, any>): SupportMessage => ({
  id: r.id,
  userId: r.user_id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  priority: r.priority as SupportPriority,
  createdAt: new Date(r.created_at),
});

export class KnexSupportMessageRepository implements SupportMessageRepository {
  constructor(private readonly knex: Knex) {}
  async create(m: Omit<SupportMessage, 'id'>) {
    const [row] = await this.knex('support_messages')
      .insert({ user_id: m.userId, name: m.name, email: m.email, subject: m.subject, message: m.message, priority: m.priority, created_at: m.createdAt })
      .returning('*');
    return toMessage(row);
  }
  async list(limit: number) {
    return (await this.knex('support_messages').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit)).map(toMessage);
  }
}

/** The drivers parse DATE differently (local or UTC midnight); read it as text so the day never shifts. */
const RECEIPT_COLUMNS = ['r.id', 'r.user_id', 'r.chain', 'r.amount_pence', 'r.created_at', 'r.created_by', 'u.first_name as created_by_name'] as const;

const toReceipt = (r: Record<string, any>): Receipt => ({
  id: r.id,
  userId: r.user_id,
  date: String(r.shop_day),
  chain: r.chain,
  amountPence: r.amount_pence,
  createdAt: new Date(r.created_at),
  addedBy: r.created_by ? { id: r.created_by, firstName: r.created_by_name ?? '' } : null,
});

export class KnexReceiptRepository implements ReceiptRepository {
  constructor(private readonly knex: Knex) {}
  async create(r: NewReceipt) {
    const [row] = await this.knex('budget_receipts')
      .insert({ user_id: r.userId, shop_date: r.date, chain: r.chain, amount_pence: r.amountPence, created_at: r.createdAt, created_by: r.addedById ?? null })
      .returning('id');
    return toReceipt((await this.select().where({ 'r.id': (row as { id: number }).id }))[0]!);
  }
  private select() {
    return this.knex('budget_receipts as r')
      .leftJoin('users as u', 'u.id', 'r.created_by')
      .select(...RECEIPT_COLUMNS, this.knex.raw(`to_char(r.shop_date, 'YYYY-MM-DD') as shop_day`));
  }
  async listForUser(userId: string) {
    return (await this.select().where({ 'r.user_id': userId }).orderBy([{ column: 'r.shop_date', order: 'desc' }, { column: 'r.id', order: 'desc' }])).map(toReceipt);
  }
  async delete(userId: string, id: number) {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
    // knex-pglite does not report a row count for delete; returning the ids works on both drivers.
    return (await this.knex('budget_receipts').where({ id, user_id: userId }).delete().returning('id')).length > 0;
  }
}
