export interface OutgoingEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** What the email is for, so the outbox can be searched ("magic-link", "welcome"). */
  readonly kind: string;
}

/** Sends email: the outbox table by default, SMTP when configured. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}
export const MAILER = Symbol('Mailer');
