import type { ContentPost } from '@larder/domain/content/ports';
import { ZContentPostBody, ZNewContentPostBody, type TContentPost, type TGenerateDailyPostReply } from '@larder/contract/content';
import type { HttpDependencies } from '../dependencies';
import { unwrap } from '../errors/error-map';
import { presentBlogPost } from '../presenters/site.presenter';
import { requireAdmin } from '../session/session-cookie';
import { parseInput } from '../validation';
import { newRouter } from './router';

/**
 * The content jobs' operator calls: the daily post's button (document 002) and the admin Content tab. Admin-only on
 * the server; every state-changing call is written to the admin audit log (its middleware covers /api/admin/).
 */
export function contentRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const admin = requireAdmin();
  const present = (c: ContentPost): TContentPost => ({
    ...presentBlogPost(c.post),
    state: c.state,
    scheduled: c.state === 'published' && c.post.publishedAt.getTime() > deps.clock.now().getTime(),
    updatedAt: c.updatedAt?.toISOString() ?? null,
  });

  router.post('/api/admin/generate-daily-post', admin, async (ctx) => {
    const result = unwrap(await deps.automation.dailyPost.execute());
    const post = result.post;
    const body: TGenerateDailyPostReply = {
      success: true,
      status: result.status,
      message: result.status === 'published' ? `Published "${post?.title}".` : `Today's post is already published: "${post?.title ?? result.entry.postId}".`,
      topic: result.entry.topic,
      post: post ? { id: post.id, title: post.title, category: post.category, readTime: post.readTime, publishedAt: post.publishedAt.toISOString() } : null,
    };
    ctx.status = result.status === 'published' ? 201 : 200;
    ctx.body = body;
  });

  router.get('/api/admin/content/posts', admin, async (ctx) => {
    ctx.body = { posts: (await deps.automation.content.list()).map(present) };
  });

  router.get('/api/admin/content/posts/:id', admin, async (ctx) => {
    ctx.body = present(unwrap(await deps.automation.content.get(ctx.params.id!)));
  });

  router.post('/api/admin/content/posts', admin, async (ctx) => {
    const { id, ...edit } = parseInput(ZNewContentPostBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = present(unwrap(await deps.automation.content.create(id, edit)));
  });

  router.put('/api/admin/content/posts/:id', admin, async (ctx) => {
    const edit = parseInput(ZContentPostBody, ctx.request.body);
    ctx.body = present(unwrap(await deps.automation.content.update(ctx.params.id!, edit)));
  });

  router.post('/api/admin/content/posts/:id/publish', admin, async (ctx) => {
    ctx.body = present(unwrap(await deps.automation.content.publish(ctx.params.id!)));
  });

  router.post('/api/admin/content/posts/:id/unpublish', admin, async (ctx) => {
    ctx.body = present(unwrap(await deps.automation.content.unpublish(ctx.params.id!)));
  });

  return router;
}
