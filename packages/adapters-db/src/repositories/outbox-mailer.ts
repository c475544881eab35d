import type { Knex } from 'knex';
import type { Clock } from '@larder/domain/shared/clock';
import type { Mailer, OutgoingEmail } from '@larder/domain/shared/mailer';
import { EmailOutboxModel } from '../models/models';

export interface StoredEmail extends OutgoingEmail {
  readonly id: string;
  readonly createdAt: Date;
}

/** The default mailer: emails land in the email_outbox table (shown in the development log and to tests). */
export class OutboxMailer implements Mailer {
  private readonly Outbox: typeof EmailOutboxModel;
  constructor(
    knex: Knex,
    private readonly clock: Clock,
  ) {
    this.Outbox = EmailOutboxModel.bindKnex(knex);
  }
  async send(email: OutgoingEmail): Promise<void> {
    await this.Outbox.query().insert({
      kind: email.kind,
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      created_at: this.clock.now(),
    });
  }
  /** Newest first. */
  async list(options: { to?: string; limit?: number } = {}): Promise<StoredEmail[]> {
    const query = this.Outbox.query().orderBy('created_at', 'desc').limit(options.limit ?? 50);
    if (options.to) query.where({ to_address: options.to.trim().toLowerCase() });
    return (await query).map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body ? { html: row.html_body } : {}),
      createdAt: row.created_at,
    }));
  }
}
