import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlanSettings } from '@larder/contract/meal-plans';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/plan-settings: the household's chain (null: the cheapest, i.e. the plan's own) and every chain. */
export const getPlanSettings = () => apiRequest('GET', '/api/user/plan-settings', undefined, ZPlanSettings);

export const planSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/user/plan-settings'] as const, queryFn: getPlanSettings, networkMode: 'offlineFirst' });

export const usePlanSettings = () => useQuery(planSettingsQueryOptions());
