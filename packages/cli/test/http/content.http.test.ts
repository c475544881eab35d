import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZContentPost, ZContentPostList, ZGenerateDailyPostReply } from '@larder/contract/content';
import { type TestServer, signInAdmin, signUp, startTestServer, adminCode } from '../support/test-server';

const draft = {
  id: 'batch-cooking-costed',
  title: 'Batch cooking, costed',
  excerpt: 'Cook once, eat three times: what it saves.',
  content: '<h2>Why</h2><p>It saves money.</p><script>alert(1)</script><p><a href="javascript:alert(1)" onclick="x()">Read on</a></p>',
  category: 'cooking-tips',
  tags: ['batch cooking', 'budget'],
  author: 'Larder Kitchen',
  metaDescription: 'What batch cooking saves.',
};

for (const target of oneDatabaseTarget()) {
  describe(`the daily post and the admin Content tab (${target.name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, blog_posts, blog_post_drafts, daily_posts, admin_audit_log cascade');
      server.clock.set('2027-03-01T08:00:00Z');
    });

    const admin = () => signInAdmin(server);

    it('every call is admin-only: 401 signed out, 403 for a household', async () => {
      const household = await signUp(server);
      const calls: Array<[string, string, unknown?]> = [
        ['POST', '/api/admin/generate-daily-post'],
        ['GET', '/api/admin/content/posts'],
        ['GET', '/api/admin/content/posts/anything'],
        ['POST', '/api/admin/content/posts', draft],
        ['PUT', '/api/admin/content/posts/anything', draft],
        ['POST', '/api/admin/content/posts/anything/publish'],
        ['POST', '/api/admin/content/posts/anything/unpublish'],
      ];
      for (const [method, path, body] of calls) {
        expect((await server.client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
        expect((await household.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      }
      expect(await server.db.knex('daily_posts')).toEqual([]);
      expect(await server.db.knex('blog_post_drafts')).toEqual([]);
    });

    it('POST /api/admin/generate-daily-post publishes today\'s article once; the blog shows it; a second call answers the same post', async () => {
      const ops = await admin();
      const first = await ops.post('/api/admin/generate-daily-post');
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(ZGenerateDailyPostReply.strict().safeParse(first.body).error).toBeUndefined();
      expect(first.body).toMatchObject({ success: true, status: 'published', topic: 'best-value:2027-W09' });
      const id = first.body.post.id as string;
      expect(id.startsWith('2027-03-01-')).toBe(true);
      const article = await server.client().get(`/api/blog-posts/${id}`);
      expect(article.status).toBe(200);
      expect(article.body).toMatchObject({ title: first.body.post.title, category: 'family-health', author: 'Larder Kitchen' });
      expect(article.body.tags).toContain('budget');
      expect(article.body.readTime).toBeGreaterThanOrEqual(1);
      expect(article.body.content).toContain('<a href="/recipe/');

      const again = await ops.post('/api/admin/generate-daily-post');
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ status: 'already_published', post: { id } });
      expect(await server.db.knex('daily_posts')).toHaveLength(1);
      // The operator's action is in the audit log.
      const audit = await ops.get('/api/admin/audit-log');
      expect(audit.body.entries.map((e: { action: string }) => e.action)).toContain('POST /api/admin/generate-daily-post');

      // The next morning (the operator signs in again: a session without "keep me signed in" lasts 12 hours).
      server.clock.set('2027-03-02T08:00:00Z');
      const tomorrow = server.client();
      expect((await tomorrow.post('/api/admin/login', { email: 'ops@example.com', password: 'operator pass 1', code: await adminCode(server) })).status).toBe(200);
      const next = await tomorrow.post('/api/admin/generate-daily-post');
      expect(next.body.status).toBe('published');
      expect(next.body.topic).not.toBe(first.body.topic);
    });

    it('Content tab: create a draft (sanitised on save), publish, edit, unpublish; the public blog follows', async () => {
      const ops = await admin();
      const created = await ops.post('/api/admin/content/posts', draft);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(ZContentPost.strict().safeParse(created.body).error).toBeUndefined();
      expect(created.body).toMatchObject({ id: draft.id, state: 'draft', scheduled: false });
      expect(created.body.content).toBe('<h2>Why</h2><p>It saves money.</p><p><a>Read on</a></p>');
      expect((await server.client().get(`/api/blog-posts/${draft.id}`)).status).toBe(404);

      const published = await ops.post(`/api/admin/content/posts/${draft.id}/publish`);
      expect(published.body.state).toBe('published');
      expect((await server.client().get(`/api/blog-posts/${draft.id}`)).body.title).toBe('Batch cooking, costed');

      const edited = await ops.put(`/api/admin/content/posts/${draft.id}`, { ...draft, title: 'Batch cooking: what it saves', content: '<p>New words<img src=x onerror=alert(1)></p>' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ state: 'published', title: 'Batch cooking: what it saves', content: '<p>New words</p>' });
      expect((await server.client().get(`/api/blog-posts/${draft.id}`)).body.title).toBe('Batch cooking: what it saves');

      const hidden = await ops.post(`/api/admin/content/posts/${draft.id}/unpublish`);
      expect(hidden.body.state).toBe('draft');
      expect((await server.client().get(`/api/blog-posts/${draft.id}`)).status).toBe(404);
      expect((await server.client().get('/api/blog-posts')).body.map((p: { id: string }) => p.id)).not.toContain(draft.id);

      const list = await ops.get('/api/admin/content/posts');
      expect(ZContentPostList.strict().safeParse(list.body).error).toBeUndefined();
      expect(list.body.posts.map((p: { id: string; state: string }) => [p.id, p.state])).toEqual([[draft.id, 'draft']]);
    });

    it('bad input is a 400 naming the field; unknown posts are 404', async () => {
      const ops = await admin();
      expect((await ops.post('/api/admin/content/posts', { ...draft, id: 'Not A Slug' })).body).toMatchObject({ field: 'id' });
      expect((await ops.post('/api/admin/content/posts', { ...draft, category: 'gossip' })).body).toMatchObject({ field: 'category' });
      expect((await ops.post('/api/admin/content/posts', { ...draft, tags: 'x' })).status).toBe(400);
      expect((await ops.post('/api/admin/content/posts', { ...draft, content: '<script>x</script>' })).body).toMatchObject({ field: 'content' });
      expect((await ops.put('/api/admin/content/posts/nope', draft)).status).toBe(404);
      expect((await ops.post('/api/admin/content/posts/nope/publish')).status).toBe(404);
      expect((await ops.get('/api/admin/content/posts/..%2Fetc')).status).toBe(404);
    });
  });
}
