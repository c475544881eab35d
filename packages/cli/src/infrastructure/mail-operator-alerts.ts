import type { Logger } from '@larder/domain/shared/logger';
import type { Mailer } from '@larder/domain/shared/mailer';
import type { OperatorAlert, OperatorAlerts } from '@larder/domain/shared/operator-alerts';

/** An alert goes to the operators' log at error level and by email to the support address (the operators' inbox). */
export class MailOperatorAlerts implements OperatorAlerts {
  constructor(
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    private readonly to: string,
  ) {}
  async raise(alert: OperatorAlert): Promise<void> {
    this.logger.error({ event: 'operator_alert', kind: alert.kind }, alert.subject);
    try {
      await this.mailer.send({ kind: `alert-${alert.kind}`, to: this.to, subject: `[ALERT] ${alert.subject}`, text: alert.text });
    } catch (error) {
      this.logger.error({ event: 'operator_alert_unsent', kind: alert.kind, err: error }, 'the alert email could not be sent');
    }
  }
}
