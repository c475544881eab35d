import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ZDistrict } from '@larder/contract/geography';
import { apiRequest } from '../../../lib/api-client';
import { nearestDistrictPath } from '../utils/location';

/**
 * GET /api/postcodes/nearest: the Great Britain postcode district nearest a position, looked up by our own
 * server in its own data (nothing else is asked). 404 {message} when no district is near, 400 for bad numbers.
 */
export const getNearestDistrict = (latitude: number, longitude: number) => apiRequest('GET', nearestDistrictPath(latitude, longitude), undefined, ZDistrict);

export const nearestDistrictQueryOptions = (latitude: number, longitude: number) =>
  queryOptions({ queryKey: ['/api/postcodes/nearest', { latitude, longitude }], queryFn: () => getNearestDistrict(latitude, longitude) });

/** A look-up run on demand (the "Use Current Location" button), cached like any query. */
export function useFetchNearestDistrict() {
  const queryClient = useQueryClient();
  return useCallback((latitude: number, longitude: number) => queryClient.fetchQuery(nearestDistrictQueryOptions(latitude, longitude)), [queryClient]);
}
