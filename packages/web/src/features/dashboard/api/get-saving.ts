import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBudgetOverview, type TBudgetOverview } from '@larder/contract/budget';
import { apiRequest } from '../../../lib/api-client';

/** The budget tracker's call: its key is the tracker's own, so a tick or a receipt refreshes both pages. */
export const BUDGET_OVERVIEW_KEY = ['/api/budget-tracker'] as const;

export type THouseholdSaving = NonNullable<TBudgetOverview['insights']['ukAverage']>;

/** GET /api/budget-tracker, read for the household's saving (one definition: domain budget/saving.ts). */
export const savingQueryOptions = () =>
  queryOptions({ queryKey: BUDGET_OVERVIEW_KEY, queryFn: () => apiRequest('GET', BUDGET_OVERVIEW_KEY[0], undefined, ZBudgetOverview), staleTime: 30_000 });

export const useHouseholdSaving = () => {
  const query = useQuery(savingQueryOptions());
  return { saving: query.data?.insights.ukAverage ?? null, isLoading: query.isLoading };
};
