import { CancelSubscription } from '../billing/cancel-subscription/cancel-subscription.use-case';
import { GetSubscription } from '../billing/get-subscription/get-subscription.use-case';
import { AssessMessage } from '../support-automation/assess-message/assess-message.use-case';
import { AssistCustomer } from '../support-automation/assist-customer/assist-customer.use-case';
import { HelpdeskWebhook, type HelpdeskWebhookConfig } from '../support-automation/helpdesk-webhook/helpdesk-webhook.use-case';
import { type AutomationPolicy, DEFAULT_POLICY } from '../support-automation/policy';
import type { Refunds } from '../support-automation/ports';
import { SupportTriage } from '../support-automation/support-triage';
import { billingFixture } from './in-memory-billing';
import { FakeRefunds, InMemoryHelpdeskEventLog } from './in-memory-support-automation';

export const ORIGIN = 'https://larder.example';

/** The support automation's use cases over in-memory billing, with Jo (trial from 1 March, pays on the 15th) and Sam (another household). */
export async function supportAutomationFixture(options: { policy?: AutomationPolicy; refunds?: Refunds; webhook?: Partial<HelpdeskWebhookConfig> } = {}) {
  const f = billingFixture('2027-03-01T10:00:00Z');
  const cancelSubscription = new CancelSubscription(f.subscriptions, f.events, f.undoTokens, f.users, f.limiter, f.mailer, f.postcodes, f.clock, f.logger);
  const refunds = options.refunds ?? new FakeRefunds();
  const getSubscription = new GetSubscription(f.subscriptions);
  const triage = new SupportTriage(f.users, getSubscription, f.store, options.policy ?? DEFAULT_POLICY, f.clock, 'support@larder.example');
  const assess = new AssessMessage(triage);
  const assist = new AssistCustomer(triage, getSubscription, cancelSubscription, f.events, refunds, f.clock, f.logger);
  const log = new InMemoryHelpdeskEventLog();
  const webhook = new HelpdeskWebhook(assess, assist, log, { secret: 'whsec_helpdesk_test', mode: 'act', ...options.webhook }, f.clock, f.logger);
  const jo = await f.household({ payDay: 15, startedAt: f.clock.now(), email: 'jo@example.com', firstName: 'Jo', lastName: 'Bloggs' });
  const sam = await f.household({ payDay: 3, startedAt: f.clock.now(), email: 'sam@example.com', firstName: 'Sam', lastName: 'Khan' });
  return { ...f, cancelSubscription, assess, assist, refunds, log, webhook, jo, sam };
}

/** Jo's first payment is collected on 15 March. */
export async function afterFirstPayment(t: Awaited<ReturnType<typeof supportAutomationFixture>>) {
  t.clock.set('2027-03-15T10:00:00Z');
  await t.run.execute();
  t.clock.set('2027-03-16T12:00:00Z');
}
