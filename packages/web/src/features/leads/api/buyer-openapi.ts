import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { OpenApiDoc } from '../utils/openapi-guide';

/** The buyer API's OpenAPI document: the guide's tabs are read from it, so they never drift from the server. */
export const buyerOpenApiQueryOptions = () =>
  queryOptions({ queryKey: ['/api/buyer/openapi.json'], queryFn: async () => (await apiRequest('GET', '/api/buyer/openapi.json')) as OpenApiDoc, staleTime: 5 * 60_000 });

export const useBuyerOpenApi = () => useQuery(buyerOpenApiQueryOptions());

export const POSTMAN_COLLECTION_URL = '/api/buyer/postman-collection.json';
