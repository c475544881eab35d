import type { Intent } from './intents';

/** A message as the help desk (or the admin test form) gives it. */
export interface CustomerMessage {
  readonly message: string;
  readonly customerEmail: string;
  readonly customerName: string;
}

export type ActionType = 'cancel_subscription' | 'refund_latest_payment' | 'flag_for_person';

export interface IntendedAction {
  readonly type: ActionType;
  readonly reason: string;
}

/** What the automation makes of a message: no action is taken to produce it. */
export interface AutomationDecision {
  readonly intent: Intent;
  readonly intentLabel: string;
  readonly confidence: number;
  readonly shouldReply: boolean;
  readonly draft: string | null;
  readonly intendedActions: readonly IntendedAction[];
  /** Whether the sender's address is an account's email: nothing else about the account is reported here. */
  readonly senderIsAccountHolder: boolean;
  readonly alsoAsks: readonly Intent[];
  readonly matchedRules: readonly string[];
}

export interface ActionResult {
  readonly type: ActionType;
  readonly status: 'done' | 'not_needed' | 'failed';
  readonly detail: string;
}

/** The decision after the allowed actions were taken. */
export interface AssistOutcome extends AutomationDecision {
  readonly customerActionTaken: { readonly refund_processed: boolean; readonly cancellation_processed: boolean };
  readonly actions: readonly ActionResult[];
}
