import { useQuery } from '@tanstack/react-query';
import { ZPayCycle } from '@larder/contract/pay-cycle';
import { apiRequest } from '../api-client';

export const PAY_CYCLE_KEY = ['/api/budget/pay-cycle'] as const;
/** GET /api/budget/pay-cycle: how the household is paid and the current pay period (the account, dashboard and tracker read it). */
export const usePayCycle = () => useQuery({ queryKey: PAY_CYCLE_KEY, queryFn: () => apiRequest('GET', '/api/budget/pay-cycle', undefined, ZPayCycle) });
