import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { rejectControlCharacters } from './middleware/reject-control-characters';
import type { AppState } from './app-state';
import type { HttpDependencies } from './dependencies';
import { csrfProtection } from './middleware/csrf';
import { errorHandler } from './middleware/error-handler';
import { responseCompression } from './middleware/compression';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { adminRoutes } from './routes/admin.routes';
import { refundRoutes } from './routes/refunds.routes';
import { helpdeskRoutes } from './routes/helpdesk.routes';
import { contentRoutes } from './routes/content.routes';
import { billingRoutes } from './routes/billing.routes';
import { recipeRoutes } from './routes/recipes.routes';
import { ownRecipeRoutes } from './routes/own-recipes.routes';
import { larderRoutes } from './routes/larder.routes';
import { geographyRoutes } from './routes/geography.routes';
import { mealPlanRoutes } from './routes/meal-plans.routes';
import { shoppingListRoutes } from './routes/shopping-lists.routes';
import { chatRoutes } from './routes/chat.routes';
import { siteRoutes } from './routes/site.routes';
import { budgetRoutes } from './routes/budget.routes';
import { receiptRoutes } from './routes/receipts.routes';
import { authRoutes } from './routes/auth.routes';
import { accountSecurityRoutes } from './routes/account-security.routes';
import { accountDeletionRoutes } from './routes/account-deletion.routes';
import { accountDeletionLinkRoutes } from './routes/account-deletion-link.routes';
import { signupRoutes } from './routes/signup.routes';
import { systemRoutes } from './routes/system.routes';
import { userRoutes } from './routes/user.routes';
import { loadUser } from './session/session-cookie';
import { loadApiToken } from './session/api-token-auth';
import { apiTokenRoutes } from './routes/api-tokens.routes';
import { API_ROUTES } from '@larder/contract/api/api-routes';
import { loadHousehold } from './session/household-scope';
import { recordHouseholdActivity } from './household/activity-recorder';
import { householdRoutes } from './routes/household.routes';
import { listLiveRoutes } from './routes/list-live.routes';
import { adminAuditTrail } from './middleware/admin-audit';
import type { SimulatedCardTokeniser } from './simulated-card';
import { spa } from './static/spa';
import { jsonOnce } from './middleware/json-once';
import { servePublicAnswers } from './read-cache/public-answers';
import { blogSource } from './static/blog-source';
import { recipeSource } from './static/recipe-source';
import { linkOrigin } from './site-origin';
import { leadCallErrors, leadRoutes } from './routes/leads.routes';
import { buyerIntakeRouter } from './leads/buyer-intake';

export interface AppOptions {
  /** The simulated provider's card tokeniser, when that provider is on. */
  readonly simulatedCards: SimulatedCardTokeniser | null;
}

/** The Koa application: one middleware chain, routers by area, the web app as static files. */
export function createApp(deps: HttpDependencies, options: AppOptions): Koa<AppState> {
  const app = new Koa<AppState>();
  // Each proxy appends the address it saw; the client writes whatever it likes to the left of them. With N
  // proxies the caller is the Nth entry from the right, never the leftmost.
  app.proxy = deps.config.trustProxyHops > 0;
  app.maxIpsCount = deps.config.trustProxyHops;
  app.silent = true;

  app.use(requestContext(deps.logger));
  app.use(securityHeaders({ hsts: deps.config.cookieSecure, stripe: deps.config.paymentProvider === 'stripe' }));
  // An anonymous GET of a kept public read (a recipe, a search) is answered here, the shortest chain: the request id
  // and access line, the security headers, then the kept bytes (ETag, Vary and compression as the chain below sends).
  app.use(servePublicAnswers(deps.publicAnswers));
  // The buyer's keyed intake needs none of what follows (session, CSRF, compression, hooks): its own short chain.
  const intake = buyerIntakeRouter(deps);
  app.use(intake.routes());
  app.use(intake.allowedMethods());
  app.use(responseCompression());
  app.use(jsonOnce());
  app.use(errorHandler());
  app.use(csrfProtection(deps.config.allowedOrigins));
  app.use(leadCallErrors());
  // JSON bodies are small everywhere but the recipe import, which may carry a pasted page (5 MB).
  const json = bodyParser({ enableTypes: ['json'], jsonLimit: '64kb', strict: true });
  const pageJson = bodyParser({ enableTypes: ['json'], jsonLimit: '6mb', strict: true });
  app.use((ctx, next) => (ctx.path === '/api/recipes/import' ? pageJson(ctx, next) : json(ctx, next)));
  app.use(rejectControlCharacters());
  app.use(loadUser(deps.sessions, { secure: deps.config.cookieSecure }));
  app.use(loadApiToken(deps.apiTokens, API_ROUTES));
  app.use(loadHousehold(deps.household.scope));
  app.use(recordHouseholdActivity(deps.household.activity));
  app.use(adminAuditTrail(deps.admin.audit, deps.clock));

  for (const router of [
    systemRoutes(deps),
    authRoutes(deps),
    accountSecurityRoutes(deps),
    accountDeletionRoutes(deps),
    accountDeletionLinkRoutes(deps),
    apiTokenRoutes(deps),
    userRoutes(deps),
    signupRoutes(deps, options.simulatedCards),
    adminRoutes(deps),
    refundRoutes(deps),
    helpdeskRoutes(deps),
    contentRoutes(deps),
    ownRecipeRoutes(deps),
    larderRoutes(deps),
    recipeRoutes(deps),
    geographyRoutes(deps),
    mealPlanRoutes(deps),
    shoppingListRoutes(deps),
    listLiveRoutes(deps),
    householdRoutes(deps),
    chatRoutes(deps),
    billingRoutes(deps),
    siteRoutes(deps),
    budgetRoutes(deps),
    receiptRoutes(deps),
    leadRoutes(deps),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  if (deps.config.webDist) app.use(spa(deps.config.webDist, { blog: blogSource(deps.blog), recipes: recipeSource(deps.recipeLibrary), origin: (ctx) => linkOrigin(ctx, deps.config) }));
  return app;
}
