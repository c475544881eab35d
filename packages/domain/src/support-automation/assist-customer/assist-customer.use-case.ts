import type { AuthorizationEventLog } from '../../billing/ports';
import type { CancelSubscription } from '../../billing/cancel-subscription/cancel-subscription.use-case';
import type { GetSubscription } from '../../billing/get-subscription/get-subscription.use-case';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/errors';
import type { Logger } from '../../shared/logger';
import { type Result, ok } from '../../shared/result';
import type { ActionResult, AssistOutcome, CustomerMessage } from '../decision';
import type { ReplyOutcome } from '../draft-reply';
import type { Refunds } from '../ports';
import type { SupportTriage } from '../support-triage';

const longDate = (at: Date) => at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Support that acts safely: decides as the assessment does, takes the actions the policy allows for the account
 * holder (cancel as self-serve does, refund within the configured policy), then drafts the reply from what was done
 * (offline assist, the webhook).
 */
export class AssistCustomer {
  constructor(
    private readonly triage: SupportTriage,
    private readonly getSubscription: GetSubscription,
    private readonly cancelSubscription: CancelSubscription,
    private readonly events: AuthorizationEventLog,
    private readonly refunds: Refunds,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(input: CustomerMessage, origin: string): Promise<Result<AssistOutcome, DomainError>> {
    const checked = this.triage.check(input);
    if (!checked.ok) return checked;
    const { decision, holder } = await this.triage.decide(checked.value, origin);
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
    const draft = this.triage.draft({ intent: decision.intent, input: checked.value, holder, account: facts, outcome: { cancellation, refund, flagged }, origin }, this.clock.now());
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
}
