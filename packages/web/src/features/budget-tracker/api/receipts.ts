import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPlanSettings } from '@larder/contract/meal-plans';
import { ZScannedReceipt, type TReceiptConfirmBody, type TScannedReceipt } from '@larder/contract/receipts';
import { ApiError, apiRequest, errorMessageFor } from '../../../lib/api-client';
import { BUDGET_QUERY_KEY } from './budget';

/** POST /api/receipts: a photo or PDF (multipart "file") or pasted text → a draft preview (nothing counts yet). */
export function useScanReceipt() {
  return useMutation({
    mutationFn: async (input: { file: File } | { text: string }): Promise<TScannedReceipt> => {
      if ('text' in input) return apiRequest('POST', '/api/receipts', { text: input.text }, ZScannedReceipt);
      const form = new FormData();
      form.append('file', input.file);
      const res = await fetch('/api/receipts', { method: 'POST', credentials: 'include', body: form, headers: { Accept: 'application/json' } });
      const text = await res.text();
      if (!res.ok) {
        const { message, serverMessage, field } = errorMessageFor(res.status, res.statusText, text);
        throw new ApiError(message, res.status, serverMessage, field);
      }
      return ZScannedReceipt.parse(JSON.parse(text));
    },
  });
}

/** POST /api/receipts/{id}/confirm: the corrections; then its lines are prices and its total is spend. */
export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TReceiptConfirmBody }) => apiRequest('POST', `/api/receipts/${id}/confirm`, body, ZScannedReceipt),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: BUDGET_QUERY_KEY });
      // Lists are priced from the price book: their comparisons change.
      void queryClient.invalidateQueries({ queryKey: ['/api/simple-shopping-lists'] });
    },
  });
}

/** GET /api/user/plan-settings: every chain the catalogue prices (a receipt is from one of them). */
export const useChains = () =>
  useQuery({ queryKey: ['/api/user/plan-settings'] as const, queryFn: () => apiRequest('GET', '/api/user/plan-settings', undefined, ZPlanSettings), select: (s) => s.chains });
