import type { UserRepository } from '../accounts/ports';
import { type User, isEmail, normaliseEmail } from '../accounts/user';
import { cancel } from '../billing/billing-rules';
import type { BillingStore } from '../billing/ports';
import type { GetSubscription } from '../billing/get-subscription/get-subscription.use-case';
import type { Clock } from '../shared/clock';
import { type DomainError, invalid } from '../shared/errors';
import { type Result, ok } from '../shared/result';
import { type Classification, classifyMessage } from './classify-message';
import type { AutomationDecision, CustomerMessage, IntendedAction } from './decision';
import { type AccountFacts, type ReplyOutcome, draftReply } from './draft-reply';
import { type Intent, INTENT_LABELS } from './intents';
import { type AutomationPolicy, CANCEL_RULE_POINTS, REPLY_CONFIDENCE } from './policy';

export const MESSAGE_MAX = 5000;

const LIVE = new Set(['trialing', 'active', 'pending', 'failed']);

/** The account the message is from, with what its reply may say about it. */
export interface AccountHolder {
  readonly user: User;
  readonly facts: AccountFacts;
  readonly subscription: AccountFacts['subscription'];
}

/**
 * What assessing a message and assisting a customer share: the message checked, the customer identified by the
 * sender's address only, the decision (intent, reply, intended actions) and the reply drafted from that customer's
 * own account. It takes no action.
 */
export class SupportTriage {
  constructor(
    private readonly users: UserRepository,
    private readonly getSubscription: GetSubscription,
    private readonly billing: Pick<BillingStore, 'chargesOf'>,
    private readonly policy: AutomationPolicy,
    private readonly clock: Clock,
    private readonly supportEmail: string,
  ) {}

  check(input: CustomerMessage): Result<CustomerMessage, DomainError> {
    const message = typeof input.message === 'string' ? input.message.replace(/\r\n?/g, '\n').trim() : '';
    if (!message) return invalid('message', 'Please enter the customer message');
    if (message.length > MESSAGE_MAX) return invalid('message', `The message can be at most ${MESSAGE_MAX} characters`);
    return ok({ message, customerEmail: String(input.customerEmail ?? '').trim(), customerName: String(input.customerName ?? '').trim().slice(0, 100) });
  }

  /** The reply to a checked message, from the holder's account (or none) and what was done. */
  draft(
    reply: { intent: Intent; input: CustomerMessage; holder: AccountHolder | null; account: AccountFacts | null; outcome: ReplyOutcome; origin: string },
    now: Date,
  ): string | null {
    const { intent, input, holder, account, outcome, origin } = reply;
    return draftReply({ intent, greetingName: input.customerName || holder?.user.firstName || 'there', account, outcome, origin, supportEmail: this.supportEmail, message: input.message }, now);
  }

  /**
   * The account holder: the account whose email is exactly the sender's address (normalised). Nothing else in the
   * message (a name, another address written in the text) ever selects an account.
   */
  private async holder(customerEmail: string): Promise<AccountHolder | null> {
    const email = normaliseEmail(customerEmail);
    if (!isEmail(email)) return null;
    const user = await this.users.findByEmail(email);
    if (!user || normaliseEmail(user.email) !== email) return null;
    const subscription = await this.getSubscription.execute(user.id);
    const payments = subscription
      ? (await this.billing.chargesOf(subscription.id))
          .filter((c) => c.status === 'succeeded')
          .sort((a, b) => b.periodDate.getTime() - a.periodDate.getTime())
          .map((c) => ({ periodDate: c.periodDate, amountPence: c.amountPence }))
      : [];
    return { user, subscription, facts: { email: user.email, subscription, payments } };
  }

  /** The decision for a checked message, and the account holder it is from (if any). */
  async decide(input: CustomerMessage, origin: string): Promise<{ decision: AutomationDecision; holder: AccountHolder | null }> {
    const c = classifyMessage(input.message);
    const holder = await this.holder(input.customerEmail);
    const now = this.clock.now();
    const confident = c.intent !== 'other' && c.confidence >= REPLY_CONFIDENCE;
    const actions: IntendedAction[] = [];
    let cancellation: ReplyOutcome['cancellation'] = null;
    let refund: ReplyOutcome['refund'] = null;

    const asksToCancel = c.intent === 'cancel_request' || c.alsoAsks.includes('cancel_request');
    if (confident && asksToCancel && c.ruleScores.cancel_request >= CANCEL_RULE_POINTS && holder?.subscription && LIVE.has(holder.subscription.status)) {
      if (this.policy.cancellations) {
        const preview = cancel(holder.subscription, now);
        const endsAt = preview.ok ? preview.value.accessEndsAt : null;
        cancellation = { accessEndsAt: endsAt && endsAt.getTime() > now.getTime() ? endsAt : null };
        actions.push({ type: 'cancel_subscription', reason: 'the account holder asked to cancel; same as self-serve cancellation, with the undo link emailed' });
      } else actions.push({ type: 'flag_for_person', reason: 'the account holder asked to cancel; automatic cancellation is switched off' });
    }
    if (c.intent === 'charge_dispute') {
      const latest = holder?.facts.payments[0];
      const policy = this.policy.refunds;
      const withinPolicy = confident && holder?.subscription && latest && policy.kind === 'within_days' && now.getTime() - latest.periodDate.getTime() <= policy.days * 86_400_000;
      if (withinPolicy) {
        refund = { amountPence: latest.amountPence };
        actions.push({ type: 'refund_latest_payment', reason: `the latest payment was taken within ${policy.kind === 'within_days' ? policy.days : 0} days (configured refund policy)` });
      } else {
        actions.push({
          type: 'flag_for_person',
          reason: !holder ? 'a dispute or refund request from an address that is not an account holder' : policy.kind === 'never' ? 'refund requested or charge disputed: the terms give no refunds, a person decides' : 'refund requested outside the configured refund policy',
        });
      }
    }
    if (!actions.some((a) => a.type === 'flag_for_person')) {
      if (!confident) actions.push({ type: 'flag_for_person', reason: c.intent === 'other' ? 'not a request the automation answers' : `not sure what the customer asks (confidence ${c.confidence})` });
      else if (c.intent === 'complaint') actions.push({ type: 'flag_for_person', reason: 'a complaint is answered by a person' });
      else if (c.intent === 'technical_problem') actions.push({ type: 'flag_for_person', reason: 'a technical problem may need fixing' });
      else if (c.intent === 'cancel_request' && !holder) actions.push({ type: 'flag_for_person', reason: 'asked to cancel from an address that is not an account holder: nothing was changed' });
    }
    const shouldReply = confident && c.intent !== 'complaint';
    const flagged = actions.some((a) => a.type === 'flag_for_person');
    const draft = this.draft({ intent: c.intent, input, holder, account: holder?.facts ?? null, outcome: { cancellation, refund, flagged }, origin }, now);
    return { decision: present(c, shouldReply && draft !== null, draft, actions, Boolean(holder)), holder };
  }
}

function present(c: Classification, shouldReply: boolean, draft: string | null, actions: IntendedAction[], holder: boolean): AutomationDecision {
  return {
    intent: c.intent,
    intentLabel: INTENT_LABELS[c.intent],
    confidence: c.confidence,
    shouldReply,
    draft,
    intendedActions: actions,
    senderIsAccountHolder: holder,
    alsoAsks: c.alsoAsks,
    matchedRules: c.matched,
  };
}
