import type { AutomationDecision } from './decision';

/** A refund of one collected payment through the provider that took it. */
export interface RefundRequest {
  readonly userId: string;
  readonly subscriptionId: string;
  /** The billing period (pay day) whose payment is refunded. */
  readonly periodDate: Date;
  readonly amountPence: number;
  readonly reason: string;
}

/**
 * Refunds, where a configured policy lets the automation make them. None of the payment adapters offers a refund
 * call yet, so the composition root binds one that refuses (the message then goes to a person, who refunds by hand
 * in the provider's dashboard); the domain tests use a fake that succeeds.
 */
export interface Refunds {
  refund(request: RefundRequest): Promise<{ readonly ok: true } | { readonly ok: false; readonly message: string }>;
}
export const REFUNDS = Symbol('Refunds');

/** What happened to one help-desk webhook event (kept so each event is handled once and operators can see it). */
export interface HelpdeskEventRecord {
  readonly eventId: string;
  readonly eventType: string;
  readonly receivedAt: Date;
  readonly customerEmail: string | null;
  readonly status: 'processing' | 'handled' | 'ignored' | 'failed';
  readonly intent: string | null;
  readonly shouldReply: boolean | null;
  readonly actions: readonly string[];
  readonly draft: string | null;
}

export interface HelpdeskEventLog {
  /** Claims an event id: true only the first time it is seen (an atomic insert, on any number of servers). */
  claim(event: { eventId: string; eventType: string; customerEmail: string | null }, at: Date): Promise<boolean>;
  /** Writes what the automation made of a claimed event. */
  finish(eventId: string, outcome: { status: 'handled' | 'ignored' | 'failed'; decision: AutomationDecision | null; actions: readonly string[] }): Promise<void>;
  /** Newest first. */
  latest(limit: number): Promise<HelpdeskEventRecord[]>;
}
export const HELPDESK_EVENT_LOG = Symbol('HelpdeskEventLog');
