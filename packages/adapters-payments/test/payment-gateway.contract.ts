import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDetails, ChargeRequest, PaymentGateway, SavedPaymentMethod, WebhookVerifier } from '@larder/domain/billing/ports';
import type { Result } from '@larder/domain/shared/result';
import type { DomainError } from '@larder/domain/shared/errors';

/** A card the customer can be charged with, and how charging it should end. */
export interface Chargeable {
  readonly customerId: string;
  readonly paymentMethodId: string;
}

export type ChargeableKind = 'ok' | 'insufficient_funds' | 'card_declined';

/** What each adapter's test gives the contract: the gateway, and the provider-specific ways to reach each case. */
export interface ContractHarness {
  readonly gateway: PaymentGateway;
  /** A gateway of the same provider with wrong credentials. */
  badCredentials(): PaymentGateway;
  /** Saves a card the provider's way (a test payment method id, or card details on Acquired's form). */
  saveCard(kind: 'ok' | 'declined'): Promise<Result<SavedPaymentMethod, DomainError>>;
  /** The last four digits and brand of the card `saveCard('ok')` saves. */
  readonly savedCardSummary: { readonly brand: string; readonly last4: string };
  /** A saved card whose next merchant-initiated charge ends as `kind`. */
  chargeable(kind: ChargeableKind): Promise<Chargeable>;
  /** The decline reason the provider gives for `chargeable('card_declined')`. */
  readonly cardDeclinedReason: 'card_declined' | 'generic_decline';
  /** The next charge of this key fails to answer: before the provider charges it, or after. */
  injectTimeout(idempotencyKey: string, when: 'before' | 'after'): void;
  /** Ends injected faults (a client may retry a dropped call itself, so a fault lasts until cleared). */
  clearFaults(): void;
  /** Charges the provider processed (declines included), as its own books count them. */
  chargeCount(): number;
  /** Everything the adapter logged (JSON-able). */
  logs(): readonly unknown[];
  /** Card details of the provider's test cards, when the gateway takes card details (registerCardDetails). */
  readonly cardDetails?: {
    readonly ok: CardDetails;
    readonly declined: CardDetails;
    readonly declinedReasonMessage: RegExp;
    readonly tdsFailed: CardDetails;
  };
  readonly webhook?: {
    readonly verifier: WebhookVerifier;
    /** A signed notification of a charge's outcome, as the provider would send it at `at`. */
    signedPaymentEvent(input: { idempotencyKey: string; succeeded: boolean; at: Date }): { rawBody: string; headers: Record<string, string> };
  };
  close(): Promise<void>;
}

let sequence = 0;
export const uniqueKey = (prefix = 'contract') => `${prefix}_${Date.now().toString(36)}_${(sequence += 1)}_${Math.random().toString(36).slice(2, 8)}`;

const request = (card: Chargeable, idempotencyKey = uniqueKey(), amountPence = 1999): ChargeRequest => ({
  customerId: card.customerId,
  paymentMethodId: card.paymentMethodId,
  amountPence,
  currency: 'GBP',
  idempotencyKey,
  description: 'Larder monthly subscription',
});

/** One contract for every PaymentGateway adapter. */
export function paymentGatewayContract(name: string, makeHarness: () => Promise<ContractHarness>): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    let h: ContractHarness;
    const returned: unknown[] = [];
    const keep = <T>(value: T): T => {
      returned.push(value);
      return value;
    };

    beforeAll(async () => {
      h = await makeHarness();
    });
    afterAll(async () => {
      await h?.close();
    });

    it('creates a setup intent with an id and a client secret', async () => {
      const intent = keep(await h.gateway.createSetupIntent());
      expect(intent.id).toMatch(/\S{6,}/);
      expect(intent.clientSecret).toMatch(/\S{6,}/);
      const other = await h.gateway.createSetupIntent();
      expect(other.id).not.toBe(intent.id);
    });

    it('saves a good card with its brand and last four digits, and refuses a declining one', async () => {
      const saved = keep(await h.saveCard('ok'));
      expect(saved.ok).toBe(true);
      if (!saved.ok) return;
      expect(saved.value.customerId).toBeTruthy();
      expect(saved.value.paymentMethodId).toBeTruthy();
      expect(saved.value.card).toMatchObject(h.savedCardSummary);
      const declined = keep(await h.saveCard('declined'));
      expect(declined).toMatchObject({ ok: false, error: { code: 'PAYMENT.DECLINED' } });
      if (!declined.ok) expect(declined.error.message.length).toBeGreaterThan(5);
    });

    it('charges a saved card', async () => {
      const before = h.chargeCount();
      const outcome = keep(await h.gateway.charge(request(await h.chargeable('ok'))));
      expect(outcome.status).toBe('succeeded');
      if (outcome.status === 'succeeded') expect(outcome.providerChargeId).toBeTruthy();
      expect(h.chargeCount()).toBe(before + 1);
    });

    it('reports insufficient funds as a retryable decline', async () => {
      const outcome = keep(await h.gateway.charge(request(await h.chargeable('insufficient_funds'))));
      expect(outcome).toMatchObject({ status: 'declined', reason: 'insufficient_funds' });
      if (outcome.status === 'declined') expect(outcome.message).toMatch(/insufficient funds/i);
    });

    it('reports a declined card', async () => {
      const outcome = keep(await h.gateway.charge(request(await h.chargeable('card_declined'))));
      expect(outcome).toMatchObject({ status: 'declined', reason: h.cardDeclinedReason });
    });

    it('answers the same idempotency key with the same outcome and charges once', async () => {
      const card = await h.chargeable('ok');
      const key = uniqueKey('twice');
      const before = h.chargeCount();
      const first = keep(await h.gateway.charge(request(card, key)));
      const second = keep(await h.gateway.charge(request(card, key)));
      expect(first.status).toBe('succeeded');
      expect(second).toEqual(first);
      expect(h.chargeCount()).toBe(before + 1);

      const poor = await h.chargeable('insufficient_funds');
      const declineKey = uniqueKey('twice_declined');
      const firstDecline = await h.gateway.charge(request(poor, declineKey));
      const secondDecline = await h.gateway.charge(request(poor, declineKey));
      expect(firstDecline.status).toBe('declined');
      expect(secondDecline).toEqual(firstDecline);
    });

    it('finds a known charge by its key, and answers null for a key it never saw', async () => {
      const key = uniqueKey('find');
      const outcome = await h.gateway.charge(request(await h.chargeable('ok'), key));
      expect(await h.gateway.findCharge(key)).toEqual(outcome);
      const declineKey = uniqueKey('find_declined');
      const declined = await h.gateway.charge(request(await h.chargeable('insufficient_funds'), declineKey));
      expect(await h.gateway.findCharge(declineKey)).toMatchObject({ status: 'declined', reason: 'insufficient_funds' });
      expect(declined.status).toBe('declined');
      expect(await h.gateway.findCharge(uniqueKey('never'))).toBeNull();
    });

    it('answers unknown when the answer is lost after charging; findCharge then tells the truth and a retry does not charge again', async () => {
      const card = await h.chargeable('ok');
      const key = uniqueKey('lost_after');
      h.injectTimeout(key, 'after');
      const before = h.chargeCount();
      const outcome = keep(await h.gateway.charge(request(card, key)));
      expect(outcome.status).toBe('unknown');
      h.clearFaults();
      expect(h.chargeCount()).toBe(before + 1);
      const found = await h.gateway.findCharge(key);
      expect(found?.status).toBe('succeeded');
      const retried = await h.gateway.charge(request(card, key));
      expect(retried).toEqual(found);
      expect(h.chargeCount()).toBe(before + 1);
    });

    it('answers unknown when the call fails before the provider charged; findCharge says null and a retry charges once', async () => {
      const card = await h.chargeable('ok');
      const key = uniqueKey('lost_before');
      h.injectTimeout(key, 'before');
      const before = h.chargeCount();
      const outcome = await h.gateway.charge(request(card, key));
      expect(outcome.status).toBe('unknown');
      h.clearFaults();
      expect(h.chargeCount()).toBe(before);
      expect(await h.gateway.findCharge(key)).toBeNull();
      const retried = await h.gateway.charge(request(card, key));
      expect(retried.status).toBe('succeeded');
      expect(h.chargeCount()).toBe(before + 1);
    });

    it('refunds a collected payment once per key, never more than was collected; refuses declines, unknown payments and bad credentials', async () => {
      const outcome = await h.gateway.charge(request(await h.chargeable('ok')));
      if (outcome.status !== 'succeeded') throw new Error(`the charge did not succeed: ${JSON.stringify(outcome)}`);
      const key = uniqueKey('refund');
      const refund = (amountPence: number, idempotencyKey = uniqueKey('refund'), providerChargeId = outcome.providerChargeId) =>
        h.gateway.refund({ providerChargeId, amountPence, idempotencyKey, reason: 'contract test' });
      const first = keep(await refund(1999, key));
      expect(first.status).toBe('succeeded');
      if (first.status === 'succeeded') expect(first.providerRefundId).toBeTruthy();
      // The same key answers the first refund; nothing more is refunded (a new key for any amount is refused: nothing is left).
      expect(await refund(1999, key)).toEqual(first);
      expect((await refund(1)).status).toBe('failed');

      const partial = await h.gateway.charge(request(await h.chargeable('ok')));
      if (partial.status !== 'succeeded') throw new Error('the second charge did not succeed');
      expect((await refund(2000, undefined, partial.providerChargeId)).status).toBe('failed');
      expect((await refund(999, undefined, partial.providerChargeId)).status).toBe('succeeded');
      expect((await refund(1000, undefined, partial.providerChargeId)).status).toBe('succeeded');

      const declined = await h.gateway.charge(request(await h.chargeable('card_declined')));
      if (declined.status === 'declined' && declined.providerChargeId) expect((await refund(1999, undefined, declined.providerChargeId)).status).toBe('failed');
      const unknown = keep(await refund(1999, undefined, 'pi_unknown_payment'));
      expect(unknown.status).toBe('failed');
      if (unknown.status === 'failed') expect(unknown.message.length).toBeGreaterThan(5);
      expect((await h.badCredentials().refund({ providerChargeId: outcome.providerChargeId, amountPence: 1, idempotencyKey: uniqueKey('bad'), reason: 'x' })).status).toBe('failed');
    });

    it('tests the connection: ok with good credentials, not ok with bad ones', async () => {
      const good = keep(await h.gateway.testConnection());
      expect(good.ok).toBe(true);
      const bad = keep(await h.badCredentials().testConnection());
      expect(bad.ok).toBe(false);
      expect(bad.message.length).toBeGreaterThan(5);
    });

    it('refuses a charge with bad credentials without charging (a retryable provider_error)', async () => {
      const card = await h.chargeable('ok');
      const before = h.chargeCount();
      const outcome = keep(await h.badCredentials().charge(request(card, uniqueKey('bad_credentials'))));
      expect(outcome).toMatchObject({ status: 'declined', reason: 'provider_error', providerChargeId: null });
      expect(h.chargeCount()).toBe(before);
    });

    describe('card details on our own form (registerCardDetails)', () => {
      it('registers a good card with 3-D Secure and takes the first payment; the same key answers the same', async ({ skip }) => {
        // Skipped for a provider that takes no raw card details (Stripe: cards go through its own Elements).
        // Skipped for a provider whose card form is its own (Stripe Elements): it takes no card details from our form.
        if (!h.cardDetails || !h.gateway.registerCardDetails) return skip();
        const key = uniqueKey('register');
        const before = h.chargeCount();
        const input = { card: h.cardDetails.ok, customer: { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' }, amountPence: 1999, idempotencyKey: key };
        const registered = keep(await h.gateway.registerCardDetails(input));
        expect(registered.ok).toBe(true);
        if (!registered.ok) return;
        expect(registered.value.saved.card.last4).toBe(h.cardDetails.ok.number.slice(-4));
        expect(registered.value.saved.card.bin).toBe(h.cardDetails.ok.number.slice(0, 6));
        expect(registered.value.firstPayment?.status).toBe('succeeded');
        expect(h.chargeCount()).toBe(before + 1);
        expect(await h.gateway.findCharge(key)).toEqual(registered.value.firstPayment);
        const again = await h.gateway.registerCardDetails(input);
        expect(again.ok && again.value.saved.paymentMethodId).toBe(registered.value.saved.paymentMethodId);
        expect(h.chargeCount()).toBe(before + 1);
        const later = await h.gateway.charge(request({ customerId: registered.value.saved.customerId, paymentMethodId: registered.value.saved.paymentMethodId }));
        expect(later.status).toBe('succeeded');
      });

      it('verifies a card without taking money when the amount is 0', async ({ skip }) => {
        // Skipped for a provider that takes no raw card details (Stripe: cards go through its own Elements).
        // Skipped for a provider whose card form is its own (Stripe Elements): it takes no card details from our form.
        if (!h.cardDetails || !h.gateway.registerCardDetails) return skip();
        const registered = await h.gateway.registerCardDetails({
          card: h.cardDetails.ok,
          customer: { email: 'bo@example.com', firstName: 'Bo', lastName: 'Ng' },
          amountPence: 0,
          idempotencyKey: uniqueKey('verify'),
        });
        expect(registered).toMatchObject({ ok: true, value: { firstPayment: null } });
      });

      it('refuses a declining card and a failed 3-D Secure authentication', async ({ skip }) => {
        // Skipped for a provider that takes no raw card details (Stripe: cards go through its own Elements).
        // Skipped for a provider whose card form is its own (Stripe Elements): it takes no card details from our form.
        if (!h.cardDetails || !h.gateway.registerCardDetails) return skip();
        const customer = { email: 'cy@example.com', firstName: 'Cy', lastName: 'Ola' };
        const declined = keep(await h.gateway.registerCardDetails({ card: h.cardDetails.declined, customer, amountPence: 1999, idempotencyKey: uniqueKey('reg_declined') }));
        expect(declined).toMatchObject({ ok: false, error: { code: 'PAYMENT.DECLINED' } });
        if (!declined.ok) expect(declined.error.message).toMatch(h.cardDetails.declinedReasonMessage);
        const tds = keep(await h.gateway.registerCardDetails({ card: h.cardDetails.tdsFailed, customer, amountPence: 1999, idempotencyKey: uniqueKey('reg_tds') }));
        expect(tds).toMatchObject({ ok: false, error: { code: 'PAYMENT.DECLINED' } });
        if (!tds.ok) expect(tds.error.message).toMatch(/authenticat|3-D Secure/i);
      });

      it('refuses an invalid card number before calling anyone', async ({ skip }) => {
        // Skipped for a provider that takes no raw card details (Stripe: cards go through its own Elements).
        // Skipped for a provider whose card form is its own (Stripe Elements): it takes no card details from our form.
        if (!h.cardDetails || !h.gateway.registerCardDetails) return skip();
        const before = h.chargeCount();
        const result = await h.gateway.registerCardDetails({
          card: { ...h.cardDetails.ok, number: '4242424242424241' },
          customer: { email: 'di@example.com', firstName: 'Di', lastName: 'Ray' },
          amountPence: 1999,
          idempotencyKey: uniqueKey('reg_invalid'),
        });
        expect(result).toMatchObject({ ok: false, error: { code: 'PAYMENT.METHOD_INVALID', field: 'number' } });
        expect(h.chargeCount()).toBe(before);
      });
    });

    describe('webhooks', () => {
      const now = new Date();
      it('accepts a correctly signed event and reads our key and the outcome', async ({ skip }) => {
        // Skipped for a provider whose contract run has no webhook signer configured.
        // Skipped for a gateway that sends no signed webhooks to test.
        if (!h.webhook) return skip();
        const key = uniqueKey('hook');
        const ok = h.webhook.signedPaymentEvent({ idempotencyKey: key, succeeded: true, at: now });
        const verified = h.webhook.verifier.verify(ok.rawBody, ok.headers, now);
        expect(verified.ok).toBe(true);
        if (!verified.ok) return;
        expect(verified.value).toMatchObject({ provider: h.gateway.provider, idempotencyKey: key, outcome: { status: 'succeeded' } });
        expect(verified.value.id).toBeTruthy();
        const failed = h.webhook.signedPaymentEvent({ idempotencyKey: key, succeeded: false, at: now });
        const verifiedFailure = h.webhook.verifier.verify(failed.rawBody, failed.headers, now);
        expect(verifiedFailure).toMatchObject({ ok: true, value: { idempotencyKey: key, outcome: { status: 'declined' } } });
      });

      it('refuses a tampered body, a wrong signature and a missing one', async ({ skip }) => {
        // Skipped for a provider whose contract run has no webhook signer configured.
        // Skipped for a gateway that sends no signed webhooks to test.
        if (!h.webhook) return skip();
        const event = h.webhook.signedPaymentEvent({ idempotencyKey: uniqueKey('hook_bad'), succeeded: true, at: now });
        expect(h.webhook.verifier.verify(event.rawBody.replace('succeeded', 'succeedeD').replace('success', 'successS'), event.headers, now).ok).toBe(false);
        const wrong = Object.fromEntries(Object.entries(event.headers).map(([name, value]) => [name, value.replace(/[0-9a-f]{8}$/i, '00000000')]));
        expect(h.webhook.verifier.verify(event.rawBody, wrong, now).ok).toBe(false);
        expect(h.webhook.verifier.verify(event.rawBody, {}, now).ok).toBe(false);
      });

      it('refuses an event signed more than 300 seconds ago', async ({ skip }) => {
        // Skipped for a provider whose contract run has no webhook signer configured.
        // Skipped for a gateway that sends no signed webhooks to test.
        if (!h.webhook) return skip();
        const signedAt = new Date(now.getTime() - 301_000);
        const old = h.webhook.signedPaymentEvent({ idempotencyKey: uniqueKey('hook_old'), succeeded: true, at: signedAt });
        expect(h.webhook.verifier.verify(old.rawBody, old.headers, now).ok).toBe(false);
        expect(h.webhook.verifier.verify(old.rawBody, old.headers, new Date(signedAt.getTime() + 299_000)).ok).toBe(true);
      });
    });

    it('never logs or returns a card number or a CVV', async () => {
      if (h.cardDetails && h.gateway.registerCardDetails) {
        keep(await h.gateway.registerCardDetails({ card: h.cardDetails.ok, customer: { email: 'ed@example.com', firstName: 'Ed', lastName: 'Fox' }, amountPence: 1999, idempotencyKey: uniqueKey('pan') }));
        keep(await h.gateway.registerCardDetails({ card: h.cardDetails.declined, customer: { email: 'ed@example.com', firstName: 'Ed', lastName: 'Fox' }, amountPence: 1999, idempotencyKey: uniqueKey('pan') }));
      }
      const everything = JSON.stringify([returned, h.logs()]);
      const cards = h.cardDetails ? [h.cardDetails.ok, h.cardDetails.declined, h.cardDetails.tdsFailed] : [];
      for (const card of cards) {
        expect(everything).not.toContain(card.number);
        expect(everything).not.toContain(`"${card.cvv}"`);
      }
      for (const pan of ['4242424242424242', '4000000000009995', '4000000000000002', '4000000000000341']) expect(everything).not.toContain(pan);
      expect(everything).not.toMatch(/"(cvv|cvc|card_number|cardNumber)"\s*:/i);
      expect(returned.length).toBeGreaterThan(5);
    });
  });
}
