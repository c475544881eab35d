import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ZAdminMe } from '@larder/contract/admin';
import type { ApiDocument } from '../utils/reference';

/** The whole API's OpenAPI document (generated on the server from the contract). */
export const apiDocumentQueryOptions = () =>
  queryOptions({ queryKey: ['/api/openapi.json'], queryFn: async () => (await apiRequest('GET', '/api/openapi.json')) as ApiDocument, staleTime: 5 * 60_000 });

export const useApiDocument = () => useQuery(apiDocumentQueryOptions());

/** Whether an operator is signed in (the console's session): operators read the reference too. Same key as the console's own query. */
export const useOperatorSignedIn = () =>
  useQuery({ queryKey: ['/api/admin/me'], queryFn: () => apiRequest('GET', '/api/admin/me', undefined, ZAdminMe), retry: false, staleTime: 60_000 });
