import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSetupIntentResponse } from '@larder/contract/accounts';
import { apiRequest } from '../../../lib/api-client';

/** Loaded once when the signup page opens; it says which card form to show. */
export const createSetupIntent = () => apiRequest('POST', '/api/create-setup-intent', undefined, ZSetupIntentResponse);

export const setupIntentQueryOptions = () =>
  queryOptions({ queryKey: ['/api/create-setup-intent'], queryFn: createSetupIntent, gcTime: 0 });

export const useSetupIntent = () => useQuery(setupIntentQueryOptions());
