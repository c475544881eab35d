import { useQuery } from '@tanstack/react-query';
import { type TPaymentsConfig, ZPaymentsConfig } from '@larder/contract/billing';
import { apiRequest } from './api-client';

/**
 * The billing retries as the server applies them (GET /api/payments/config), in words for the operators' screens.
 * Document 002's "3 retry attempts": a declined period is retried 3 times after its first charge, 4 attempts in all.
 */
export function retryPolicyText(billing: TPaymentsConfig['billing']): string {
  const delays = billing.retryDelaysDays;
  const after = delays.length > 1 ? ` (after ${delays.slice(0, -1).join(', ')} and ${delays.at(-1)} days)` : '';
  return `A declined payment is retried up to ${billing.retryAttempts} times${after}: ${billing.maxAttempts} attempts in all, then the subscription is suspended.`;
}

/** The same query key as the subscription pages' payments config, so the answer is shared. */
export const useRetryPolicyText = (): string | null => {
  const config = useQuery({ queryKey: ['/api/payments/config'], queryFn: () => apiRequest('GET', '/api/payments/config', undefined, ZPaymentsConfig), retry: false });
  return config.data ? retryPolicyText(config.data.billing) : null;
};

/** A line of the retry policy, once the config has answered. */
export function RetryPolicyNote({ className }: { className?: string }) {
  const text = useRetryPolicyText();
  return text ? (
    <p className={className ?? 'text-sm text-muted-foreground'} data-testid="retry-policy">
      {text}
    </p>
  ) : null;
}
