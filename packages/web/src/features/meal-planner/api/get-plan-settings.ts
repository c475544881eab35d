import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlanSettings } from '@larder/contract/meal-plans';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type TPlanSettings = z.infer<typeof ZPlanSettings>;
export const PLAN_DURATIONS = [3, 7, 14, 30] as const satisfies readonly TPlanSettings['planDuration'][];

export const PLAN_SETTINGS_QUERY_KEY = ['/api/user/plan-settings'] as const;

/** GET /api/user/plan-settings: {planDuration, chain (null: the cheapest chain), chains}. */
export const getPlanSettings = () => apiRequest('GET', PLAN_SETTINGS_QUERY_KEY[0], undefined, ZPlanSettings);

export const planSettingsQueryOptions = () => queryOptions({ queryKey: PLAN_SETTINGS_QUERY_KEY, queryFn: getPlanSettings });

export const usePlanSettings = () => useQuery(planSettingsQueryOptions());
