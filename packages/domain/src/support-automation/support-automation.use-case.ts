import type { UserRepository } from '../accounts/ports';
import { type User, isEmail, normaliseEmail } from '../accounts/user';
import { cancel } from '../billing/billing-rules';
import type { AuthorizationEventLog, BillingStore } from '../billing/ports';
import type { CancelSubscription } from '../billing/cancel-subscription/cancel-subscription.use-case';
import type { GetSubscription } from '../billing/get-subscription/get-subscription.use-case';
import type { Clock } from '../shared/clock';
import { type DomainError, invalid } from '../shared/errors';
import type { Logger } from '../shared/logger';
import { type Result, ok } from '../shared/result';
import { type Classification, classifyMessage } from './classify-message';
import { type AccountFacts, type ReplyOutcome, draftReply } from './draft-reply';
import { INTENT_LABELS } from './intents';
import { type AutomationPolicy, CANCEL_RULE_POINTS, REPLY_CONFIDENCE } from './policy';
import type { ActionResult, AssistOutcome, AutomationDecision, CustomerMessage, IntendedAction } from './decision';
import type { Refunds } from './ports';

export type { ActionResult, ActionType, AssistOutcome, AutomationDecision, CustomerMessage, IntendedAction } from './decision';

export const MESSAGE_MAX = 5000;

const LIVE = new Set(['trialing', 'active', 'pending', 'failed']);
const longDate = (at: Date) => at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Support triage that acts safely: classify the message, identify the customer by the sender's address only,
 * draft a reply from that customer's own account, and (in `assist`) take the actions the policy allows.
 */
export class SupportAutomation {
  constructor(
    private readonly users: UserRepository,
    private readonly getSubscription: GetSubscription,
    private readonly cancelSubscription: CancelSubscription,
    private readonly billing: Pick<BillingStore, 'chargesOf'>,
    private readonly events: AuthorizationEventLog,
    private readonly refunds: Refunds,
    private readonly policy: AutomationPolicy,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly supportEmail: string,
  ) {}

  /** The decision and the draft, taking no action (the admin's test form). */
  async assess(input: CustomerMessage, origin: string): Promise<Result<AutomationDecision, DomainError>> {
    const checked = this.check(input);
    if (!checked.ok) return checked;
    const { decision } = await this.decide(checked.value, origin);
    return ok(decision);
  }

  /** Takes the actions the policy allows, then drafts the reply from what was done (offline assist, the webhook). */
  async assist(input: CustomerMessage, origin: string): Promise<Result<AssistOutcome, DomainError>> {
    const checked = this.check(input);
    if (!checked.ok) return checked;
    const { decision, holder } = await this.decide(checked.value, origin);
    const results: ActionResult[] = [];
    let cancellation: ReplyOutcome['cancellation'] = null;
    let refund: ReplyOutcome['refund'] = null;
    for (const action of decision.intendedActions) {
      if (action.type === 'cancel_subscription' && holder) {
        const done = await this.cancelSubscription.own(holder.user.id, origin, 'automation');
        if (!done.ok) results.push({ type: action.type, status: 'failed', detail: done.error.message });
        else if (done.value.status === 'already_cancelled') results.push({ type: action.type, status: 'not_needed', detail: 'already cancelled' });
        else {
          cancellation = { accessEndsAt: done.value.accessEndsAt };
          results.push({ type: action.type, status: 'done', detail: done.value.accessEndsAt ? `access until ${longDate(done.value.accessEndsAt)}, undo link emailed` : 'cancelled, undo link emailed' });
        }
      } else if (action.type === 'refund_latest_payment' && holder?.subscription && holder.facts.payments[0]) {
        const payment = holder.facts.payments[0];
        const done = await this.refunds.refund({
          userId: holder.user.id,
          subscriptionId: holder.subscription.id,
          periodDate: payment.periodDate,
          amountPence: payment.amountPence,
          reason: 'support automation: refund within the configured policy',
        });
        await this.events.record(
          { userId: holder.user.id, subscriptionId: holder.subscription.id, eventType: 'refund_processed', authorizationMethod: 'automation', amountPence: payment.amountPence, status: done.ok ? 'succeeded' : 'failed' },
          this.clock.now(),
        );
        if (done.ok) {
          refund = { amountPence: payment.amountPence };
          results.push({ type: action.type, status: 'done', detail: `refunded ${payment.amountPence}p` });
        } else results.push({ type: action.type, status: 'failed', detail: done.message });
      } else if (action.type === 'flag_for_person') results.push({ type: action.type, status: 'done', detail: action.reason });
    }
    // A refund that failed still needs a person.
    const flagged = decision.intendedActions.some((a) => a.type === 'flag_for_person') || results.some((r) => r.type === 'refund_latest_payment' && r.status === 'failed');
    const intendedActions = flagged && !decision.intendedActions.some((a) => a.type === 'flag_for_person')
      ? [...decision.intendedActions, { type: 'flag_for_person' as const, reason: 'the refund could not be made automatically' }]
      : decision.intendedActions;
    if (flagged && !results.some((r) => r.type === 'flag_for_person')) results.push({ type: 'flag_for_person', status: 'done', detail: 'the refund could not be made automatically' });
    const facts = holder ? { ...holder.facts, subscription: await this.getSubscription.execute(holder.user.id) } : null;
    const draft = draftReply(
      { intent: decision.intent, greetingName: this.greetingName(checked.value, holder?.user ?? null), account: facts, outcome: { cancellation, refund, flagged }, origin, supportEmail: this.supportEmail, message: checked.value.message },
      this.clock.now(),
    );
    this.logger.info({ intent: decision.intent, confidence: decision.confidence, holder: Boolean(holder), actions: results.map((r) => `${r.type}:${r.status}`) }, 'support automation acted');
    return ok({
      ...decision,
      intendedActions,
      draft,
      actions: results,
      customerActionTaken: {
        refund_processed: results.some((r) => r.type === 'refund_latest_payment' && r.status === 'done'),
        cancellation_processed: results.some((r) => r.type === 'cancel_subscription' && r.status === 'done'),
      },
    });
  }

  private check(input: CustomerMessage): Result<CustomerMessage, DomainError> {
    const message = typeof input.message === 'string' ? input.message.replace(/\r\n?/g, '\n').trim() : '';
    if (!message) return invalid('message', 'Please enter the customer message');
    if (message.length > MESSAGE_MAX) return invalid('message', `The message can be at most ${MESSAGE_MAX} characters`);
    return ok({ message, customerEmail: String(input.customerEmail ?? '').trim(), customerName: String(input.customerName ?? '').trim().slice(0, 100) });
  }

  private greetingName(input: CustomerMessage, user: User | null): string {
    return input.customerName || user?.firstName || 'there';
  }

  /**
   * The account holder: the account whose email is exactly the sender's address (normalised). Nothing else in the
   * message (a name, another address written in the text) ever selects an account.
   */
  private async holder(customerEmail: string): Promise<{ user: User; facts: AccountFacts; subscription: AccountFacts['subscription'] } | null> {
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

  private async decide(input: CustomerMessage, origin: string): Promise<{ decision: AutomationDecision; holder: Awaited<ReturnType<SupportAutomation['holder']>> }> {
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
    const draft = draftReply(
      { intent: c.intent, greetingName: this.greetingName(input, holder?.user ?? null), account: holder?.facts ?? null, outcome: { cancellation, refund, flagged }, origin, supportEmail: this.supportEmail, message: input.message },
      now,
    );
    return { decision: this.present(c, shouldReply && draft !== null, draft, actions, Boolean(holder)), holder };
  }

  private present(c: Classification, shouldReply: boolean, draft: string | null, actions: IntendedAction[], holder: boolean): AutomationDecision {
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
}
