import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNearby } from '@larder/contract/geography';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/stores/nearby?postcode=: the chains within reach of a postcode. Until an operator loads store
 * locations every chain is listed and `note` says they are assumed within reach; once loaded, only the chains
 * with a store within reach are listed.
 */
export const getNearbyStores = (postcode: string) => apiRequest('GET', `/api/stores/nearby?${new URLSearchParams({ postcode }).toString()}`, undefined, ZNearby);

export const nearbyStoresQueryOptions = (postcode: string) => queryOptions({ queryKey: ['/api/stores/nearby', { postcode }], queryFn: () => getNearbyStores(postcode) });

/** Only asked when the household has a postcode. */
export const useNearbyStores = (postcode: string | null | undefined) => useQuery({ ...nearbyStoresQueryOptions(postcode ?? ''), enabled: Boolean(postcode) });
