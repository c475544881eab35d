import type { HttpDependencies } from '../dependencies';
import { newRouter } from './router';
import { serverLifecycle } from '../lifecycle';
import { ZOutboxQuery } from '@larder/contract/health';
import { parseInput } from '../validation';
import { loopbackOnly } from '../middleware/loopback-only';
import { apiDocument, documentOptions } from '../api-document';

/** Health (liveness), readiness, and with DEV_HELPERS the email outbox, to loopback callers only (where login links land when no SMTP server is set). */
export function systemRoutes(deps: HttpDependencies) {
  const router = newRouter();

  // The whole API's OpenAPI 3.1 document, generated from the contract (the reference page at /api-reference reads it).
  router.get('/api/openapi.json', (ctx) => {
    ctx.body = apiDocument(documentOptions(deps, ctx));
  });

  router.get('/api/health', async (ctx) => {
    const up = await deps.databaseHealthy();
    ctx.status = up ? 200 : 503;
    ctx.body = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', version: deps.config.version };
  });

  // Readiness, for a load balancer: the database answers and the process is not shutting down.
  router.get('/api/ready', async (ctx) => {
    const up = !serverLifecycle.draining && (await deps.databaseHealthy());
    ctx.status = up ? 200 : 503;
    ctx.body = { ready: up, draining: serverLifecycle.draining };
  });

  // What the pages need to know about the site itself.
  router.get('/api/site', (ctx) => {
    ctx.body = { supportEmail: deps.config.supportEmail, version: deps.config.version };
  });

  if (deps.config.devHelpers && deps.outbox) {
    const outbox = deps.outbox;
    router.get('/api/dev/outbox', loopbackOnly(), async (ctx) => {
      const { to } = parseInput(ZOutboxQuery, ctx.query);
      const emails = await outbox.list({ ...(to ? { to } : {}), limit: 50 });
      ctx.body = { emails: emails.map((e) => ({ to: e.to, subject: e.subject, text: e.text, kind: e.kind, createdAt: e.createdAt.toISOString() })) };
    });
  }
  return router;
}
