import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { ZBlogPost, ZBlogPostList, ZNewsletterReply, ZSupportMessageReply } from '@larder/contract/site';
import { BLOG_ARTICLES } from '@larder/adapters-db/site/blog-articles';
import { type TestServer, startTestServer } from '../support/test-server';
import { signedInHousehold } from '../support/household';

const CATEGORIES = ['nutrition', 'quick-meals', 'weight-loss', 'family-health', 'cooking-tips'];

for (const target of oneDatabaseTarget()) {
  describe(`blog, newsletter and support (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target, { SUPPORT_EMAIL: 'help@larder.test' });
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, email_outbox, newsletter_subscriptions, support_messages, rate_limits cascade');
    });

    const outbox = (to: string) => server.db.knex('email_outbox').where({ to_address: to }).orderBy('created_at', 'asc');

    it('GET /api/blog-posts lists at least 12 articles across every category, newest first, each with document 002’s fields', async () => {
      const reply = await server.client().get('/api/blog-posts');
      expect(reply.status).toBe(200);
      const posts = ZBlogPostList.parse(reply.body);
      expect(posts.length).toBeGreaterThanOrEqual(12);
      expect(posts.length).toBe(BLOG_ARTICLES.length);
      for (const category of CATEGORIES) expect(posts.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(2);
      for (const post of reply.body) expect(ZBlogPost.strict().safeParse(post).error).toBeUndefined();
      const dates = posts.map((p) => Date.parse(p.publishedAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      for (const p of posts) {
        expect(p.readTime).toBeGreaterThanOrEqual(2);
        expect(p.metaDescription.length).toBeLessThanOrEqual(200);
        expect(p.content).not.toMatch(/<script|on\w+=|javascript:/i);
      }
    });

    it('GET /api/blog-posts/{id} returns one article; an unknown or malformed id is 404 "Article Not Found"', async () => {
      const client = server.client();
      const one = await client.get('/api/blog-posts/batch-cooking-sunday-plan');
      expect(one.status).toBe(200);
      expect(one.body.title).toMatch(/Batch cooking/);
      expect(one.body.content).toContain('<h2>');
      expect(one.body.imageUrl).toBe('/api/blog-posts/batch-cooking-sunday-plan/image.svg');
      for (const bad of ['/api/blog-posts/no-such-article', '/api/blog-posts/..%2Fetc', '/api/blog-posts/%3Cscript%3E', '/api/blog-posts/no-such-article/related']) {
        const reply = await client.get(bad);
        expect(reply.status, bad).toBe(404);
        expect(reply.body.message).toBe('Article Not Found');
      }
    });

    it('GET /api/blog-posts/{id}/related gives 2 others, the same category first', async () => {
      const reply = await server.client().get('/api/blog-posts/stop-wasting-food-storage-guide/related');
      expect(reply.status).toBe(200);
      expect(reply.body).toHaveLength(2);
      expect(reply.body.map((p: { id: string }) => p.id)).not.toContain('stop-wasting-food-storage-guide');
      expect(reply.body.every((p: { category: string }) => p.category === 'cooking-tips')).toBe(true);
    });

    it('draws each article’s image and author avatar as SVG', async () => {
      const image = await fetch(`${server.url}/api/blog-posts/five-a-day-for-less/image.svg`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect(await image.text()).toContain('<svg');
      const avatar = await fetch(`${server.url}/api/blog-posts/five-a-day-for-less/author.svg`);
      expect(await avatar.text()).toContain('>LN<');
    });

    it('POST /api/newsletter/subscribe stores the address and emails a confirmation; a second sign-up is harmless; the link confirms', async () => {
      const client = server.client();
      const first = await client.post('/api/newsletter/subscribe', { email: '  Reader@Example.com ' });
      expect(first.status).toBe(200);
      expect(ZNewsletterReply.parse(first.body).status).toBe('confirmation-sent');
      const rows = await server.db.knex('newsletter_subscriptions');
      expect(rows).toHaveLength(1);
      expect(rows[0].email).toBe('reader@example.com');
      expect(rows[0].confirmed_at).toBeNull();
      const emails = await outbox('reader@example.com');
      expect(emails).toHaveLength(1);
      expect(emails[0].kind).toBe('newsletter-confirm');
      const link = /\/api\/newsletter\/confirm\?token=([\w-]+)/.exec(emails[0].text_body)!;
      expect(link).not.toBeNull();
      // The token is stored hashed, never in clear.
      expect(rows[0].token_digest).not.toContain(link[1]);

      const again = await client.post('/api/newsletter/subscribe', { email: 'reader@example.com' });
      expect(again.status).toBe(200);
      expect(again.body.status).toBe('confirmation-pending');
      expect(await outbox('reader@example.com')).toHaveLength(1);
      expect(await server.db.knex('newsletter_subscriptions')).toHaveLength(1);

      const confirm = await client.get(`/api/newsletter/confirm?token=${link[1]}`);
      expect(confirm.status).toBe(302);
      expect(confirm.headers.get('location')).toBe('/blog?newsletter=confirmed');
      expect((await server.db.knex('newsletter_subscriptions').first()).confirmed_at).not.toBeNull();
      const third = await client.post('/api/newsletter/subscribe', { email: 'reader@example.com' });
      expect(third.body.status).toBe('already-subscribed');

      const unsubscribe = await client.get(`/api/newsletter/unsubscribe?token=${link[1]}`);
      expect(unsubscribe.headers.get('location')).toBe('/blog?newsletter=unsubscribed');
      expect((await server.db.knex('newsletter_subscriptions').first()).unsubscribed_at).not.toBeNull();
      const bad = await client.get('/api/newsletter/confirm?token=not-a-real-token-at-all-xxxxxxxx');
      expect(bad.headers.get('location')).toBe('/blog?newsletter=invalid');
    });

    it('newsletter: bad input is a 400 naming the field', async () => {
      const client = server.client();
      for (const body of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }, { email: 'a@b.co'.padStart(300, 'x') }]) {
        const reply = await client.post('/api/newsletter/subscribe', body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.field).toBe('email');
        expect(reply.body.message).toBeTruthy();
      }
      const junk = await client.post('/api/newsletter/subscribe', '{not json');
      expect(junk.status).toBe(400);
      expect(await server.db.knex('newsletter_subscriptions')).toHaveLength(0);
    });

    it('POST /api/support/send-message stores the message and emails the configured support address', async () => {
      const client = await signedInHousehold(server);
      const reply = await client.post('/api/support/send-message', {
        name: 'Jo Bloggs',
        email: 'jo@example.com',
        subject: 'Billing Inquiry',
        message: 'I was charged twice this month.\nCan you check?',
        priority: 'high',
      });
      expect(reply.status).toBe(201);
      expect(ZSupportMessageReply.parse(reply.body).success).toBe(true);
      const [row] = await server.db.knex('support_messages');
      expect(row).toMatchObject({ name: 'Jo Bloggs', email: 'jo@example.com', subject: 'Billing Inquiry', priority: 'high' });
      expect(row.user_id).not.toBeNull();
      const [email] = await outbox('help@larder.test');
      expect(email.kind).toBe('support-message');
      expect(email.subject).toBe(`[HIGH] Billing Inquiry (#${row.id})`);
      expect(email.text_body).toContain('From: Jo Bloggs <jo@example.com>');
      expect(email.text_body).toContain('Billing or cancellation');
      expect(email.text_body).toContain('I was charged twice this month.');
    });

    it('support: subject and priority are optional (priority defaults to normal); signed out works too', async () => {
      const reply = await server.client().post('/api/support/send-message', { name: 'Sam', email: 'sam@example.com', message: 'Hello' });
      expect(reply.status).toBe(201);
      const [row] = await server.db.knex('support_messages');
      expect(row.priority).toBe('normal');
      expect(row.user_id).toBeNull();
    });

    it('support: missing fields, a bad email or priority, or text too long is a 400 naming the field, and nothing is stored or sent', async () => {
      const client = server.client();
      const ok = { name: 'Sam', email: 'sam@example.com', message: 'Hello' };
      const cases: Array<[Record<string, unknown>, string, RegExp]> = [
        [{ ...ok, name: '  ' }, 'name', /Please fill in all required fields/],
        [{ ...ok, email: '' }, 'email', /Please fill in all required fields/],
        [{ ...ok, message: undefined }, 'message', /Please fill in all required fields/],
        [{ ...ok, email: 'sam at example' }, 'email', /valid email/],
        [{ ...ok, priority: 'panic' }, 'priority', /low, normal, high or urgent/],
        [{ ...ok, message: 'x'.repeat(5001) }, 'message', /at most 5000/],
        [{ ...ok, name: 7 }, 'name', /Invalid value/],
      ];
      for (const [body, field, message] of cases) {
        const reply = await client.post('/api/support/send-message', body);
        expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(reply.body.field).toBe(field);
        expect(reply.body.message).toMatch(message);
      }
      expect(await server.db.knex('support_messages')).toHaveLength(0);
      expect(await outbox('help@larder.test')).toHaveLength(0);
    });

    it('support: more than 10 messages an hour from one address is 429 with Retry-After', async () => {
      const client = server.client();
      const body = { name: 'Sam', email: 'sam@example.com', message: 'Hello' };
      for (let i = 0; i < 10; i++) expect((await client.post('/api/support/send-message', body)).status).toBe(201);
      const limited = await client.post('/api/support/send-message', body);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('a signed-in support call from another site is refused (CSRF)', async () => {
      const client = await signedInHousehold(server);
      const reply = await client.post('/api/support/send-message', { name: 'Sam', email: 'sam@example.com', message: 'Hi' }, { origin: 'https://evil.example' });
      expect(reply.status).toBe(403);
    });
  });
}
