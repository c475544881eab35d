import { ContainerModule } from 'inversify';
import { BLOG_CONTENT_STORE, DAILY_POST_STORE } from '@larder/domain/content/ports';
import { HELPDESK_EVENT_LOG } from '@larder/domain/support-automation/ports';
import type { Database } from './database';
import { KnexBlogContentStore, KnexDailyPostStore } from './repositories/knex-content.repository';
import { KnexHelpdeskEventLog } from './repositories/knex-support-automation.repository';

/** Storage of the support automation and the content jobs (loaded beside databaseModule). */
export const supportAutomationDatabaseModule = (db: Database) =>
  new ContainerModule(({ bind }) => {
    bind(HELPDESK_EVENT_LOG).toConstantValue(new KnexHelpdeskEventLog(db.knex));
    bind(BLOG_CONTENT_STORE).toConstantValue(new KnexBlogContentStore(db.knex));
    bind(DAILY_POST_STORE).toConstantValue(new KnexDailyPostStore(db.knex));
  });
