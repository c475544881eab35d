/** What every provider's card form offers the signup page: turn the card into a payment method id. */
export interface CardStepHandle {
  /** Resolves to the provider's payment method id; rejects with an Error whose message is the provider's. */
  createPaymentMethod(): Promise<string>;
}
