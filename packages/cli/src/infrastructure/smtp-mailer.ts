import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingEmail } from '@larder/domain/shared/mailer';

/** Real email through an SMTP server (SMTP_URL). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(email: OutgoingEmail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: email.to, subject: email.subject, text: email.text, ...(email.html ? { html: email.html } : {}) });
  }
}
