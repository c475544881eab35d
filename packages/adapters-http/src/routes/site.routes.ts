import type { Context } from 'koa';
import { ZNewsletterBody, ZNewsletterLinkQuery, ZSupportMessageBody } from '@larder/contract/site';
import type { HttpDependencies } from '../dependencies';
import { unwrap } from '../errors/error-map';
import { authorAvatarSvg, blogImageSvg, presentBlogPost } from '../presenters/site.presenter';
import { linkOrigin } from '../site-origin';
import { parseInput } from '../validation';
import { newRouter } from './router';

const NEWSLETTER_MESSAGES = {
  'confirmation-sent': 'Thanks! Check your inbox for a link to confirm your subscription.',
  'confirmation-pending': 'We have already sent a confirmation link to this address. Please check your inbox (and spam folder).',
  'already-subscribed': 'You are already subscribed. Thank you!',
} as const;

/** The public site: the blog (document 002), the newsletter box, the support widget's message call (document 000). */
export function siteRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const origin = (ctx: Context) => linkOrigin(ctx, deps.config);

  // The numbers the public pages state (recipes in the library, chains compared), from the catalogue itself.
  router.get('/api/site/facts', async (ctx) => {
    const facts = await deps.recipeLibrary.facts();
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { recipes: facts.recipes, chains: facts.chains, chainCount: facts.chains.length };
  });

  router.get('/api/blog-posts', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = (await deps.blog.list()).map(presentBlogPost);
  });
  router.get('/api/blog-posts/:id', async (ctx) => {
    ctx.body = presentBlogPost(unwrap(await deps.blog.get(ctx.params.id!)));
  });
  router.get('/api/blog-posts/:id/related', async (ctx) => {
    ctx.body = unwrap(await deps.blog.related(ctx.params.id!)).map(presentBlogPost);
  });
  router.get('/api/blog-posts/:id/image.svg', async (ctx) => {
    const post = unwrap(await deps.blog.get(ctx.params.id!));
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = blogImageSvg(post);
  });
  router.get('/api/blog-posts/:id/author.svg', async (ctx) => {
    const post = unwrap(await deps.blog.get(ctx.params.id!));
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = authorAvatarSvg(post.author);
  });

  router.post('/api/newsletter/subscribe', async (ctx) => {
    const body = parseInput(ZNewsletterBody, ctx.request.body);
    const result = unwrap(await deps.newsletter.subscribe({ email: body.email, ...(body.source ? { source: body.source } : {}), ip: ctx.ip, origin: origin(ctx) }));
    ctx.body = { success: true, status: result.outcome, message: NEWSLETTER_MESSAGES[result.outcome] };
  });
  // Links from the email: they answer with the blog page and a note, never a JSON error page.
  router.get('/api/newsletter/confirm', async (ctx) => {
    const { token } = parseInput(ZNewsletterLinkQuery, ctx.query);
    const result = await deps.newsletter.confirm(token);
    ctx.redirect(`/blog?newsletter=${result.ok ? 'confirmed' : 'invalid'}`);
  });
  router.get('/api/newsletter/unsubscribe', async (ctx) => {
    const { token } = parseInput(ZNewsletterLinkQuery, ctx.query);
    const result = await deps.newsletter.unsubscribe(token);
    ctx.redirect(`/blog?newsletter=${result.ok ? 'unsubscribed' : 'invalid'}`);
  });

  router.post('/api/support/send-message', async (ctx) => {
    const body = parseInput(ZSupportMessageBody, ctx.request.body);
    const saved = unwrap(await deps.sendSupportMessage.execute({ ...body, userId: ctx.state.user?.id ?? null, ip: ctx.ip }));
    ctx.status = 201;
    ctx.body = { success: true, id: saved.id, message: "Message Sent Successfully. We'll respond to your inquiry within 24 hours." };
  });
  return router;
}
