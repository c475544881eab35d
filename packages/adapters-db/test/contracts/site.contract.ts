import { beforeEach, expect, it } from 'vitest';
import type { BlogPostRepository } from '@larder/domain/site/blog/ports';
import type { NewsletterRepository } from '@larder/domain/site/newsletter/ports';
import type { SupportMessageRepository } from '@larder/domain/site/support/support.use-case';
import type { ReceiptRepository } from '@larder/domain/budget/receipts';
import type { BlogPost } from '@larder/domain/site/blog/blog-post';

export interface SiteRepositories {
  blog: BlogPostRepository;
  newsletter: NewsletterRepository;
  support: SupportMessageRepository;
  receipts: ReceiptRepository;
  /** Two household ids that exist (receipts and messages reference users). */
  users: [string, string];
}

const post = (id: string, day: number, extra: Partial<BlogPost> = {}): BlogPost => ({
  id,
  title: `Title ${id}`,
  excerpt: 'Excerpt',
  content: '<p>Words</p>',
  category: 'nutrition',
  tags: ['one', 'two'],
  author: 'Larder Kitchen Team',
  publishedAt: new Date(Date.UTC(2026, 10, day, 8)),
  readTime: 3,
  metaDescription: 'Meta',
  ...extra,
});

/** One suite for the site's storage ports, run on the fakes and on every database. */
export function siteContract(make: () => Promise<SiteRepositories>) {
  let r: SiteRepositories;
  beforeEach(async () => {
    r = await make();
  });

  it('blog: saves, replaces by id, lists published newest first and hides posts dated later', async () => {
    await r.blog.save(post('older', 1));
    await r.blog.save(post('newer', 5));
    await r.blog.save(post('later', 28));
    await r.blog.save(post('older', 1, { title: 'Replaced', tags: ['x'] }));
    const at = new Date('2026-11-20T00:00:00Z');
    const listed = (await r.blog.listPublished(at)).filter((p) => ['older', 'newer', 'later'].includes(p.id));
    expect(listed.map((p) => p.id)).toEqual(['newer', 'older']);
    const older = await r.blog.findPublished('older', at);
    expect(older).toEqual(post('older', 1, { title: 'Replaced', tags: ['x'] }));
    expect(await r.blog.findPublished('later', at)).toBeNull();
    expect(await r.blog.findPublished('missing', at)).toBeNull();
  });

  it('newsletter: one row per email, found by email and by token digest, updates kept', async () => {
    const base = { email: 'a@example.com', tokenDigest: 'd1', source: 'blog', createdAt: new Date('2026-11-01T10:00:00Z'), confirmationSentAt: new Date('2026-11-01T10:00:00Z'), confirmedAt: null, unsubscribedAt: null };
    await r.newsletter.save(base);
    await r.newsletter.save({ ...base, tokenDigest: 'd2', confirmedAt: new Date('2026-11-02T10:00:00Z') });
    expect(await r.newsletter.findByTokenDigest('d1')).toBeNull();
    expect(await r.newsletter.findByTokenDigest('d2')).toEqual({ ...base, tokenDigest: 'd2', confirmedAt: new Date('2026-11-02T10:00:00Z') });
    expect((await r.newsletter.findByEmail('a@example.com'))?.confirmedAt).toEqual(new Date('2026-11-02T10:00:00Z'));
    expect(await r.newsletter.findByEmail('b@example.com')).toBeNull();
  });

  it('support: stores messages with ids, newest first', async () => {
    const first = await r.support.create({ userId: r.users[0], name: 'Jo', email: 'jo@example.com', subject: '', message: 'One', priority: 'low', createdAt: new Date('2026-11-01T10:00:00Z') });
    const second = await r.support.create({ userId: null, name: 'Sam', email: 'sam@example.com', subject: 'Billing Inquiry', message: 'Two\nlines', priority: 'urgent', createdAt: new Date('2026-11-02T10:00:00Z') });
    expect(second.id).not.toBe(first.id);
    const list = await r.support.list(10);
    expect(list.map((m) => m.message)).toEqual(['Two\nlines', 'One']);
    expect(list[1]).toEqual(first);
  });

  it('receipts: the household’s own, newest date first, date kept exactly; deleting another’s does nothing', async () => {
    const [me, other] = r.users;
    const a = await r.receipts.create({ userId: me, date: '2026-11-01', chain: 'Tesco', amountPence: 4210, createdAt: new Date('2026-11-01T20:00:00Z') });
    const b = await r.receipts.create({ userId: me, date: '2026-11-17', chain: "Sainsbury's", amountPence: 1999, createdAt: new Date('2026-11-17T20:00:00Z') });
    await r.receipts.create({ userId: other, date: '2026-11-10', chain: 'Aldi', amountPence: 500, createdAt: new Date('2026-11-10T20:00:00Z') });
    expect(await r.receipts.listForUser(me)).toEqual([b, a]);
    expect(a.addedBy).toBeNull();
    const byOther = await r.receipts.create({ userId: me, date: '2026-11-02', chain: 'Lidl', amountPence: 100, createdAt: new Date('2026-11-02T20:00:00Z'), addedById: other });
    expect(byOther.addedBy).toEqual({ id: other, firstName: 'A' });
    expect((await r.receipts.listForUser(me)).find((x) => x.id === byOther.id)?.addedBy).toEqual({ id: other, firstName: 'A' });
    expect(await r.receipts.delete(me, byOther.id)).toBe(true);
    expect(a).toMatchObject({ date: '2026-11-01', chain: 'Tesco', amountPence: 4210 });
    expect(await r.receipts.delete(other, a.id)).toBe(false);
    expect(await r.receipts.delete(me, a.id)).toBe(true);
    expect(await r.receipts.delete(me, a.id)).toBe(false);
    expect(await r.receipts.delete(me, 0)).toBe(false);
    expect((await r.receipts.listForUser(me)).map((x) => x.id)).toEqual([b.id]);
  });
}
