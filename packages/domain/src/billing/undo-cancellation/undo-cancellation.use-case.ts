import { type Result, ok } from '../../shared/result';
import { type DomainError, fail } from '../../shared/errors';
import type { Clock } from '../../shared/clock';
import type { Mailer } from '../../shared/mailer';
import { formatPounds } from '../../shared/money';
import { digestToken } from '../../shared/tokens';
import type { UserRepository } from '../../accounts/ports';
import { undoCancel } from '../billing-rules';
import { recordAuthorization } from '../authorization-events';
import type { AuthorizationEventLog, CancellationUndoTokens, SubscriptionRepository } from '../ports';
import type { Subscription } from '../subscription';
import { longDate } from '../wording';

/** The emailed one-click undo: restores the subscription while its access lasts. */
export class UndoCancellation {
  constructor(
    private readonly undoTokens: CancellationUndoTokens,
    private readonly subscriptions: SubscriptionRepository,
    private readonly events: AuthorizationEventLog,
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<Result<Subscription, DomainError>> {
    const now = this.clock.now();
    const found = await this.undoTokens.consume(digestToken(token), now);
    if (!found) return fail('SUBSCRIPTION.UNDO_EXPIRED', 'This link has expired or has already been used. Please subscribe again from your account.');
    const subscription = await this.subscriptions.findById(found.subscriptionId);
    if (!subscription) return fail('SUBSCRIPTION.NOT_FOUND', 'This subscription no longer exists.');
    const restored = undoCancel(subscription, now);
    if (!restored.ok) return restored;
    const saved = await this.subscriptions.save(restored.value);
    await recordAuthorization(this.events, this.clock, { userId: saved.userId, subscriptionId: saved.id, eventType: 'cancellation', method: 'undo', amountPence: 0, status: 'reverted' });
    const user = await this.users.findById(saved.userId);
    if (user) {
      await this.mailer.send({
        kind: 'subscription-restored',
        to: user.email,
        subject: 'Your Larder subscription continues',
        text: [`Hello ${user.firstName},`, '', 'Your cancellation is undone and your subscription continues as before.', saved.nextChargeAt ? `Next payment: £${formatPounds(saved.amountPence)} on ${longDate(saved.nextChargeAt)}.` : ''].join('\n'),
      });
    }
    return ok(saved);
  }
}
