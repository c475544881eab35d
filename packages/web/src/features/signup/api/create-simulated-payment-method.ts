import { z } from 'zod';
import { ZSimulatedCardBody, ZSimulatedCardResponse } from '@larder/contract/accounts';
import { apiRequest } from '../../../lib/api-client';

export type TSimulatedCard = z.input<typeof ZSimulatedCardBody>;

/** The simulated provider's card form turns the card into a payment method id (as Stripe.js does with Stripe). */
export const createSimulatedPaymentMethod = (card: TSimulatedCard) =>
  apiRequest('POST', '/api/payments/simulated/payment-methods', card, ZSimulatedCardResponse);
