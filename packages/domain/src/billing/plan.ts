import { pence } from '../shared/money';

/** The one plan: £19.99 a month after a 7-day free trial. Every screen reads its price from here. */
export const PLAN = {
  name: 'Larder Pro',
  pricePence: pence(1999),
  currency: 'GBP',
  interval: 'month',
  trialDays: 7,
} as const;
