import type { DomainError } from '../../shared/errors';
import { type Result, ok } from '../../shared/result';
import type { AutomationDecision, CustomerMessage } from '../decision';
import type { SupportTriage } from '../support-triage';

/** What the automation would answer and do for a message, taking no action (the admin's test form, the webhook in draft mode). */
export class AssessMessage {
  constructor(private readonly triage: SupportTriage) {}

  async execute(input: CustomerMessage, origin: string): Promise<Result<AutomationDecision, DomainError>> {
    const checked = this.triage.check(input);
    if (!checked.ok) return checked;
    const { decision } = await this.triage.decide(checked.value, origin);
    return ok(decision);
  }
}
