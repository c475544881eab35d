import type { PaymentGateway, SetupIntent } from '../../billing/ports';

/** The signup page saves a card before the account exists; no money moves. */
export class CreateSetupIntent {
  constructor(private readonly gateway: PaymentGateway) {}

  execute(): Promise<SetupIntent> {
    return this.gateway.createSetupIntent();
  }
}
