import { HouseholdPlanning } from '@larder/domain/planning/household-planning';
import { ContainerModule } from 'inversify';
import type { Database } from '@larder/adapters-db/database';
import { DATABASE } from '@larder/adapters-db/database.module';
import { KnexBlogPostRepository, KnexNewsletterRepository, KnexReceiptRepository, KnexSupportMessageRepository } from '@larder/adapters-db/repositories/knex-site.repository';
import { USER_REPOSITORY, type UserRepository } from '@larder/domain/accounts/ports';
import { BudgetTracker } from '@larder/domain/budget/track-budget/budget-tracker.use-case';
import { PayCycleBudget } from '@larder/domain/budget/pay-cycle/pay-cycle.use-case';
import { PAY_CYCLE_REPOSITORY, type PayCycleRepository } from '@larder/domain/budget/pay-cycle/ports';
import { RECEIPT_REPOSITORY, type ReceiptRepository } from '@larder/domain/budget/receipts';
import { CatalogueCache } from '@larder/domain/catalogue/catalogue-cache';
import { MEAL_PLAN_REPOSITORY, type MealPlanRepository } from '@larder/domain/planning/ports';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { MAILER, type Mailer } from '@larder/domain/shared/mailer';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';
import { SHOPPING_LIST_REPOSITORY, type ShoppingListRepository } from '@larder/domain/shopping/ports';
import { CompareChains } from '@larder/domain/shopping/compare-chains/compare-chains.use-case';
import { Blog } from '@larder/domain/site/blog/blog.use-case';
import { BLOG_POST_REPOSITORY, type BlogPostRepository } from '@larder/domain/site/blog/ports';
import { Newsletter } from '@larder/domain/site/newsletter/newsletter.use-case';
import { NEWSLETTER_REPOSITORY, type NewsletterRepository } from '@larder/domain/site/newsletter/ports';
import { SUPPORT_MESSAGE_REPOSITORY, SendSupportMessage, type SupportMessageRepository } from '@larder/domain/site/support/support.use-case';
import type { Config } from '../config';

/** The public site (blog, newsletter, support) and the budget tracker: their repositories and use cases. */
export const siteModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    const knex = (c: { get<T>(id: symbol): T }) => c.get<Database>(DATABASE).knex;
    bind(BLOG_POST_REPOSITORY).toDynamicValue((c) => new KnexBlogPostRepository(knex(c))).inSingletonScope();
    bind(NEWSLETTER_REPOSITORY).toDynamicValue((c) => new KnexNewsletterRepository(knex(c))).inSingletonScope();
    bind(SUPPORT_MESSAGE_REPOSITORY).toDynamicValue((c) => new KnexSupportMessageRepository(knex(c))).inSingletonScope();
    bind(RECEIPT_REPOSITORY).toDynamicValue((c) => new KnexReceiptRepository(knex(c))).inSingletonScope();

    bind(Blog).toDynamicValue((c) => new Blog(c.get<BlogPostRepository>(BLOG_POST_REPOSITORY), c.get<Clock>(CLOCK))).inSingletonScope();
    bind(Newsletter)
      .toDynamicValue((c) => new Newsletter(c.get<NewsletterRepository>(NEWSLETTER_REPOSITORY), c.get<Mailer>(MAILER), c.get<RateLimiter>(RATE_LIMITER), c.get<Clock>(CLOCK)))
      .inSingletonScope();
    bind(SendSupportMessage)
      .toDynamicValue(
        (c) => new SendSupportMessage(c.get<SupportMessageRepository>(SUPPORT_MESSAGE_REPOSITORY), c.get<Mailer>(MAILER), c.get<RateLimiter>(RATE_LIMITER), c.get<Clock>(CLOCK), config.supportEmail),
      )
      .inSingletonScope();
    bind(PayCycleBudget)
      .toDynamicValue(
        (c) =>
          new PayCycleBudget(
            c.get<PayCycleRepository>(PAY_CYCLE_REPOSITORY),
            c.get<UserRepository>(USER_REPOSITORY),
            c.get<ShoppingListRepository>(SHOPPING_LIST_REPOSITORY),
            c.get<ReceiptRepository>(RECEIPT_REPOSITORY),
            c.get<Clock>(CLOCK),
          ),
      )
      .inSingletonScope();
    bind(BudgetTracker)
      .toDynamicValue(
        (c) =>
          new BudgetTracker(
            c.get<UserRepository>(USER_REPOSITORY),
            c.get<MealPlanRepository>(MEAL_PLAN_REPOSITORY),
            c.get<ShoppingListRepository>(SHOPPING_LIST_REPOSITORY),
            c.get<ReceiptRepository>(RECEIPT_REPOSITORY),
            c.get(CatalogueCache),
            c.get(CompareChains),
            c.get<Clock>(CLOCK),
            c.get(HouseholdPlanning),
          ),
      )
      .inSingletonScope();
  });
