import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse } from '@larder/contract/account-security';
import { ZApiTokenList, ZCreatedApiToken, type TCreateApiTokenBody } from '@larder/contract/api-tokens';
import { apiRequest } from '../../../lib/api-client';

export const API_TOKENS_QUERY_KEY = ['/api/user/api-tokens'] as const;

/** GET /api/user/api-tokens: the member's tokens (never their secrets). */
export const apiTokensQueryOptions = () => queryOptions({ queryKey: API_TOKENS_QUERY_KEY, queryFn: () => apiRequest('GET', '/api/user/api-tokens', undefined, ZApiTokenList) });
export const useApiTokens = () => useQuery(apiTokensQueryOptions());

/** POST /api/user/api-tokens: the answer carries the secret, this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateApiTokenBody) => apiRequest('POST', '/api/user/api-tokens', body, ZCreatedApiToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}

/** DELETE /api/user/api-tokens/{id}: the token's next request is refused. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/user/api-tokens/${encodeURIComponent(id)}`, undefined, ZMessageResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}
