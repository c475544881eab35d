import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaymentsConfig } from '@larder/contract/billing';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/payments/config: mode, publishable key, webhook and credentials configured or not; never a secret. */
export const getPaymentsConfig = () => apiRequest('GET', '/api/payments/config', undefined, ZPaymentsConfig);

export const paymentsConfigQueryOptions = () => queryOptions({ queryKey: ['/api/payments/config'], queryFn: getPaymentsConfig, retry: false });

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions());
