import type { CheckAccountType } from '@larder/domain/accounts/sign-in/check-account-type.use-case';
import type { RenderedAnswers } from './read-cache/rendered-answers';
import type { PublicAnswers } from './read-cache/public-answers';
import type { SignIn } from '@larder/domain/accounts/sign-in/sign-in.use-case';
import type { DevLogin } from '@larder/domain/accounts/sign-in/dev-login.use-case';
import type { RequestMagicLink } from '@larder/domain/accounts/magic-link/request-magic-link.use-case';
import type { ConsumeMagicLink } from '@larder/domain/accounts/magic-link/consume-magic-link.use-case';
import type { SessionService } from '@larder/domain/accounts/sessions/session-service';
import type { UpdatePreferences } from '@larder/domain/accounts/update-preferences/update-preferences.use-case';
import type { CompleteOnboarding } from '@larder/domain/accounts/complete-onboarding/complete-onboarding.use-case';
import type { SignUpWithPayment } from '@larder/domain/accounts/sign-up/sign-up.use-case';
import type { CreateSetupIntent } from '@larder/domain/accounts/sign-up/create-setup-intent.use-case';
import type { GetAccount } from '@larder/domain/accounts/get-account/get-account.use-case';
import type { UserRepository } from '@larder/domain/accounts/ports';
import type { PaymentGateways, WebhookEventLedger, WebhookVerifier } from '@larder/domain/billing/ports';
import type { TPaymentsConfig } from '@larder/contract/billing';
import type { Clock } from '@larder/domain/shared/clock';
import type { Logger } from '@larder/domain/shared/logger';
import type { OutgoingEmail } from '@larder/domain/shared/mailer';
import type { PostcodeDirectory } from '@larder/domain/geography/postcode-directory';
import type { ChainsNearby } from '@larder/domain/stores/stores';
import type { PlanningHttpDependencies } from './planning-dependencies';
import type { ShoppingHttpDependencies } from './shopping-dependencies';
import type { LarderHttpDependencies } from './larder-dependencies';
import type { Chat } from '@larder/domain/assistant/chat/chat.use-case';
import type { RecipeLibrary } from '@larder/domain/catalogue/recipe-library/recipe-library.use-case';
import type { SavedRecipes } from '@larder/domain/catalogue/saved-recipes/saved-recipes.use-case';
import type { OwnRecipesHttpDependencies } from './own-recipes-dependencies';
import type { Blog } from '@larder/domain/site/blog/blog.use-case';
import type { Newsletter } from '@larder/domain/site/newsletter/newsletter.use-case';
import type { SendSupportMessage } from '@larder/domain/site/support/support.use-case';
import type { BudgetTracker } from '@larder/domain/budget/track-budget/budget-tracker.use-case';
import type { PayCycleBudget } from '@larder/domain/budget/pay-cycle/pay-cycle.use-case';
import type { AdminHttpDependencies } from './admin/admin-dependencies';
import type { AutomationHttpDependencies } from './automation/automation-dependencies';
import type { LeadsHttpDependencies } from './leads/lead-dependencies';
import type { HouseholdHttpDependencies } from './household-dependencies';
import type { ReceiptsHttpDependencies } from './receipts-dependencies';
import type { BillingHttpDependencies } from './billing-dependencies';
import type { CardAttempts } from '@larder/domain/billing/card-attempts';
import type { ExportAccountData } from '@larder/domain/accounts/export-data/export-data.use-case';
import type { AccountSecurityHttpDependencies } from './account-security/account-security-dependencies';
import type { ApiTokens } from '@larder/domain/accounts/api-tokens/api-tokens.use-case';
import type { HouseholdCallLimits } from '@larder/domain/shared/household-call-limits';

export interface HttpConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly version: string;
  /** Extra origins allowed to make state-changing calls (the Vite dev server, say). The site's own origin always is. */
  readonly allowedOrigins: readonly string[];
  /** The public origin used in emailed links; the request's own origin when absent. */
  readonly publicOrigin: string | null;
  readonly cookieSecure: boolean;
  /** The proxies in front of the server: the caller's address is the entry this many from the right of X-Forwarded-For (0: the socket's address). */
  readonly trustProxyHops: number;
  /** dev-login, the outbox call and loginUrl in answers; even then only for callers on this machine (loopback, not forwarded). */
  readonly devHelpers: boolean;
  /** The built web app (packages/web/dist); null serves no front end. */
  readonly webDist: string | null;
  readonly paymentProvider: string;
  readonly publishableKey: string | null;
  /** Where households write for help (shown by the support button and the contact page). */
  readonly supportEmail: string;
  /** The live list stream: at most `perCaller` open at once per session or API token; its caller re-checked every `recheckMs`. */
  readonly listStreams: { readonly perCaller: number; readonly recheckMs: number };
}

/** Everything the Koa app needs, bound by the composition root. */
export interface HttpDependencies {
  readonly config: HttpConfig;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly databaseHealthy: () => Promise<boolean>;
  /** The big household reads (and GET /api/user) as this server last rendered them, by data version. */
  readonly renderedAnswers: RenderedAnswers;
  /** The catalogue's public reads as a visitor gets them, by catalogue snapshot and day. */
  readonly publicAnswers: PublicAnswers;
  readonly sessions: SessionService;
  readonly users: UserRepository;
  readonly checkAccountType: CheckAccountType;
  readonly signIn: SignIn;
  readonly devLogin: DevLogin;
  readonly requestMagicLink: RequestMagicLink;
  readonly consumeMagicLink: ConsumeMagicLink;
  readonly getAccount: GetAccount;
  readonly updatePreferences: UpdatePreferences;
  readonly completeOnboarding: CompleteOnboarding;
  readonly createSetupIntent: CreateSetupIntent;
  readonly signUp: SignUpWithPayment;
  readonly recipeLibrary: RecipeLibrary;
  readonly savedRecipes: SavedRecipes;
  readonly ownRecipes: OwnRecipesHttpDependencies;
  readonly postcodes: PostcodeDirectory;
  readonly chainsNearby: ChainsNearby;
  readonly mealPlans: PlanningHttpDependencies;
  readonly shoppingLists: ShoppingHttpDependencies;
  readonly larder: LarderHttpDependencies;
  readonly chat: Chat;
  /** Subscriptions (start, change, cancel, undo) and the billing run. */
  readonly billing: BillingHttpDependencies;
  readonly gateways: PaymentGateways;
  /** What /stripe-debug and /acquired-test may show: never a secret. */
  readonly paymentsConfig: TPaymentsConfig;
  readonly webhookVerifiers: readonly WebhookVerifier[];
  readonly webhookLedger: WebhookEventLedger;
  readonly blog: Blog;
  readonly newsletter: Newsletter;
  readonly sendSupportMessage: SendSupportMessage;
  readonly budgetTracker: BudgetTracker;
  /** How the household is paid and what is left until pay day (issue 37). */
  readonly payCycle: PayCycleBudget;
  /** Receipts in, the price book and loyalty cards (issue 22). */
  readonly receipts: ReceiptsHttpDependencies;
  /** The operator console: admin sign-in, reports, the audit log. */
  readonly admin: AdminHttpDependencies;
  /** The support integration (/api/helpdesk) and the content jobs. */
  readonly automation: AutomationHttpDependencies;
  /** The development outbox (absent when email goes out by SMTP). */
  /** The lead calls: buyer intake, lead journey, buyer analytics (document 002). */
  readonly leads: LeadsHttpDependencies;
  readonly household: HouseholdHttpDependencies;
  /** Limits on card attempts and the one generic decline (every form that takes a card). */
  readonly cardAttempts: CardAttempts;
  /** The right of access: GET /api/user/export (JSON) and /api/user/export/{lists,plans,spending}.csv. */
  readonly exportAccountData: ExportAccountData;
  /** Signed-in devices, password change, "forgot password" (issue 21). */
  readonly accountSecurity: AccountSecurityHttpDependencies;
  /** Personal API tokens: made on /account, sent as a bearer header (issue 23). */
  readonly apiTokens: ApiTokens;
  /** Per-household limits on the costly calls: plans, recipe photos, live list streams (issue 34, L7). */
  readonly callLimits: HouseholdCallLimits;
  readonly outbox: { list(options: { to?: string; limit?: number }): Promise<Array<OutgoingEmail & { createdAt: Date }>> } | null;
}
export const HTTP_DEPENDENCIES = Symbol('HttpDependencies');
export const HTTP_CONFIG = Symbol('HttpConfig');
