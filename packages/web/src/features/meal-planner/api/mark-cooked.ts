import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** Meals marked cooked take what they use out of the larder (issue 17); undoing puts it back. */
const LARDER_KEY = ['/api/larder'] as const;
export const COOKED_KEY = (planId: string) => ['/api/meal-plans', planId, 'cooked'] as const;
export const useCookedMeals = (planId: string | null) =>
  useQuery({
    queryKey: COOKED_KEY(planId ?? ''),
    enabled: Boolean(planId),
    queryFn: () => apiRequest('GET', `/api/meal-plans/${encodeURIComponent(planId!)}/cooked`, undefined, z.object({ meals: z.array(z.object({ mealId: z.string(), status: z.enum(['cooked', 'undone']), automatic: z.boolean(), at: z.string() })) })),
  });
export function useMarkCooked(planId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mealId, cooked }: { mealId: string; cooked: boolean }) => apiRequest(cooked ? 'POST' : 'DELETE', `/api/meal-plans/${encodeURIComponent(planId)}/meals/${encodeURIComponent(mealId)}/cooked`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: COOKED_KEY(planId) });
      void client.invalidateQueries({ queryKey: LARDER_KEY });
    },
  });
}
