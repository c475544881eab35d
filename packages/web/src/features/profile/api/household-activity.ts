import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZActivityList, ZMealTimes, type TMealTimes } from '@larder/contract/household';
import { apiRequest } from '../../../lib/api-client';

export const ACTIVITY_QUERY_KEY = ['/api/household/activity'] as const;

/** GET /api/household/activity: who changed what, newest first; `about` narrows to a plan (and its meals) or a recipe. */
export const useHouseholdActivity = (options: { about?: readonly string[]; limit?: number; enabled?: boolean } = {}) => {
  const params = new URLSearchParams();
  if (options.about?.length) params.set('about', options.about.join(','));
  if (options.limit) params.set('limit', String(options.limit));
  const query = params.toString();
  return useQuery({
    queryKey: [...ACTIVITY_QUERY_KEY, query],
    queryFn: () => apiRequest('GET', `/api/household/activity${query ? `?${query}` : ''}`, undefined, ZActivityList),
    enabled: options.enabled ?? true,
    staleTime: 15_000,
  });
};

const MEAL_TIMES_KEY = ['/api/household/meal-times'] as const;
/** GET /api/household/meal-times */
export const useMealTimes = () => useQuery({ queryKey: MEAL_TIMES_KEY, queryFn: () => apiRequest('GET', '/api/household/meal-times', undefined, ZMealTimes) });
/** PUT /api/household/meal-times (any member) */
export function useSaveMealTimes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (times: TMealTimes['times']) => apiRequest('PUT', '/api/household/meal-times', times, ZMealTimes),
    onSuccess: async (saved) => {
      queryClient.setQueryData(MEAL_TIMES_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ACTIVITY_QUERY_KEY });
    },
  });
}
