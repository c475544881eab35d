import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import type { AppState } from './app-state';
import type { HttpDependencies } from './dependencies';
import { csrfProtection } from './middleware/csrf';
import { errorHandler } from './middleware/error-handler';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { adminRoutes } from './routes/admin.routes';
import { refundRoutes } from './routes/refunds.routes';
import { helpdeskRoutes } from './routes/helpdesk.routes';
import { contentRoutes } from './routes/content.routes';
import { billingRoutes } from './routes/billing.routes';
import { recipeRoutes } from './routes/recipes.routes';
import { geographyRoutes } from './routes/geography.routes';
import { mealPlanRoutes } from './routes/meal-plans.routes';
import { shoppingListRoutes } from './routes/shopping-lists.routes';
import { chatRoutes } from './routes/chat.routes';
import { siteRoutes } from './routes/site.routes';
import { budgetRoutes } from './routes/budget.routes';
import { authRoutes } from './routes/auth.routes';
import { signupRoutes } from './routes/signup.routes';
import { systemRoutes } from './routes/system.routes';
import { userRoutes } from './routes/user.routes';
import { loadUser } from './session/session-cookie';
import { adminAuditTrail } from './middleware/admin-audit';
import type { SimulatedCardTokeniser } from './simulated-card';
import { spa } from './static/spa';
import { leadCallErrors, leadRoutes } from './routes/leads.routes';

export interface AppOptions {
  /** The simulated provider's card tokeniser, when that provider is on. */
  readonly simulatedCards: SimulatedCardTokeniser | null;
}

/** The Koa application: one middleware chain, routers by area, the web app as static files. */
export function createApp(deps: HttpDependencies, options: AppOptions): Koa<AppState> {
  const app = new Koa<AppState>();
  app.proxy = deps.config.trustProxy;
  app.silent = true;

  app.use(requestContext(deps.logger));
  app.use(securityHeaders({ hsts: deps.config.cookieSecure, stripe: deps.config.paymentProvider === 'stripe' }));
  app.use(errorHandler());
  app.use(csrfProtection(deps.config.allowedOrigins));
  app.use(leadCallErrors());
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '64kb', strict: true }));
  app.use(loadUser(deps.sessions));
  app.use(adminAuditTrail(deps.admin.audit, deps.clock));

  for (const router of [
    systemRoutes(deps),
    authRoutes(deps),
    userRoutes(deps),
    signupRoutes(deps, options.simulatedCards),
    adminRoutes(deps),
    refundRoutes(deps),
    helpdeskRoutes(deps),
    contentRoutes(deps),
    recipeRoutes(deps),
    geographyRoutes(deps),
    mealPlanRoutes(deps),
    shoppingListRoutes(deps),
    chatRoutes(deps),
    billingRoutes(deps),
    siteRoutes(deps),
    budgetRoutes(deps),
    leadRoutes(deps),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  if (deps.config.webDist) app.use(spa(deps.config.webDist));
  return app;
}
