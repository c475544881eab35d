import { isEmail, normaliseEmail } from '../../accounts/user';
import type { Clock } from '../../shared/clock';
import { type DomainError, fail, invalid } from '../../shared/errors';
import type { Mailer } from '../../shared/mailer';
import type { RateLimit, RateLimiter } from '../../shared/rate-limiter';
import { type Result, ok } from '../../shared/result';

/** Document 000 sections 3 and 9: priorities with what each means, in order. */
export const SUPPORT_PRIORITIES = [
  { value: 'low', label: 'General inquiry' },
  { value: 'normal', label: 'Standard support' },
  { value: 'high', label: 'Billing or cancellation' },
  { value: 'urgent', label: 'Critical issue' },
] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number]['value'];
export const DEFAULT_PRIORITY: SupportPriority = 'normal';

export const SUPPORT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;
/** Messages per address (IP) an hour. */
export const SUPPORT_IP_LIMIT: RateLimit = { name: 'support-ip', points: 10, durationSeconds: 3600 };

export interface SupportMessage {
  readonly id: number;
  readonly userId: string | null;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly priority: SupportPriority;
  readonly createdAt: Date;
}

export interface SupportMessageRepository {
  create(message: Omit<SupportMessage, 'id'>): Promise<SupportMessage>;
  /** Newest first. */
  list(limit: number): Promise<SupportMessage[]>;
}
export const SUPPORT_MESSAGE_REPOSITORY = Symbol('SupportMessageRepository');

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '');

/** The support widget's form: stored, then emailed to the support address (reply goes to the sender). */
export class SendSupportMessage {
  constructor(
    private readonly messages: SupportMessageRepository,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly supportEmail: string,
  ) {}

  async execute(input: { name?: unknown; email?: unknown; subject?: unknown; message?: unknown; priority?: unknown; userId: string | null; ip: string }): Promise<Result<SupportMessage, DomainError>> {
    const name = text(input.name).replace(/\s+/g, ' ');
    const email = normaliseEmail(text(input.email));
    const subject = text(input.subject).replace(/\s+/g, ' ');
    const message = text(input.message);
    if (!name) return invalid('name', 'Please fill in all required fields');
    if (!email) return invalid('email', 'Please fill in all required fields');
    if (!message) return invalid('message', 'Please fill in all required fields');
    if (name.length > SUPPORT_LIMITS.name) return invalid('name', `Your name can be at most ${SUPPORT_LIMITS.name} characters`);
    if (!isEmail(email)) return invalid('email', 'Please enter a valid email address');
    if (subject.length > SUPPORT_LIMITS.subject) return invalid('subject', `The subject can be at most ${SUPPORT_LIMITS.subject} characters`);
    if (message.length > SUPPORT_LIMITS.message) return invalid('message', `The message can be at most ${SUPPORT_LIMITS.message} characters`);
    const priority = input.priority === undefined || input.priority === null || input.priority === '' ? DEFAULT_PRIORITY : input.priority;
    const known = SUPPORT_PRIORITIES.find((p) => p.value === priority);
    if (!known) return invalid('priority', 'Priority must be low, normal, high or urgent');
    const decision = await this.limiter.consume(SUPPORT_IP_LIMIT, input.ip);
    if (!decision.allowed) return fail('RATE_LIMITED', 'Too many messages from this connection. Please wait a little or email us directly.', { retryAfterSeconds: decision.retryAfterSeconds });

    const saved = await this.messages.create({ userId: input.userId, name, email, subject, message, priority: known.value, createdAt: this.clock.now() });
    await this.mailer.send({
      to: this.supportEmail,
      kind: 'support-message',
      subject: `[${known.value.toUpperCase()}] ${subject || 'Support request'} (#${saved.id})`,
      text: [
        `From: ${name} <${email}>${input.userId ? ` (signed-in account ${input.userId})` : ''}`,
        `Priority: ${known.value} (${known.label})`,
        `Subject: ${subject || '(none)'}`,
        `Received: ${saved.createdAt.toISOString()}`,
        '',
        message,
        '',
        `Reply to ${email} within 24 hours.`,
      ].join('\n'),
    });
    return ok(saved);
  }
}
