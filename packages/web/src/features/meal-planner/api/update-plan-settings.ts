import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPlanSettings } from '@larder/contract/meal-plans';
import { apiRequest } from '../../../lib/api-client';
import { PLAN_SETTINGS_QUERY_KEY, type TPlanSettings } from './get-plan-settings';

export type TPlanSettingsUpdate = Partial<Pick<TPlanSettings, 'planDuration' | 'chain'>>;

/** PUT /api/user/plan-settings {planDuration?, chain?}: the saved settings; 400 with `field` on a bad value. */
export const updatePlanSettings = (body: TPlanSettingsUpdate) => apiRequest('PUT', PLAN_SETTINGS_QUERY_KEY[0], body, ZPlanSettings);

export function useUpdatePlanSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlanSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(PLAN_SETTINGS_QUERY_KEY, saved);
    },
  });
}
