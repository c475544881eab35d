import type { RefundRequest, Refunds } from '@larder/domain/support-automation/ports';

/**
 * None of the payment adapters (simulated, Stripe, Acquired) offers a refund call yet, so an automatic refund is
 * never made: the automation records the refund as failed and hands the message to a person, who refunds by hand
 * in the provider's dashboard. With the default refund policy (never) this is not even asked.
 */
export class NoProviderRefunds implements Refunds {
  async refund(_request: RefundRequest) {
    return { ok: false as const, message: 'Automatic refunds are not available with the configured payment providers; a person refunds by hand.' };
  }
}
