import type { Clock } from '../shared/clock';
import type { AuthorizationEventLog } from './ports';

type EventType = 'payment_method_added' | 'cancellation' | 'signup' | 'refund_processed';
type EventStatus = 'succeeded' | 'failed' | 'reverted';

/** Records one authorisation event (a card added, a cancellation, its undo) at the clock's now. */
export async function recordAuthorization(
  events: AuthorizationEventLog,
  clock: Clock,
  event: { userId: string | null; subscriptionId: string | null; eventType: EventType; method: string; amountPence: number; status: EventStatus },
): Promise<void> {
  await events.record({ userId: event.userId, subscriptionId: event.subscriptionId, eventType: event.eventType, authorizationMethod: event.method, amountPence: event.amountPence, status: event.status }, clock.now());
}
