import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZRefundReply, ZRefundsList, type TRefundBody } from '@larder/contract/refunds';
import { apiRequest, messageOr } from '../../../lib/api-client';
import { toast } from '../../../components/ui/use-toast';
import { formatMoney } from '../../../lib/money';

/** GET /api/admin/refunds: the payments collected in the refund window, each with its refund. */
export const useCollectedPayments = () =>
  useQuery({ queryKey: ['/api/admin/refunds'], queryFn: () => apiRequest('GET', '/api/admin/refunds', undefined, ZRefundsList), refetchInterval: 30_000, retry: false });

/** POST /api/admin/refunds {chargeId, reason}: refunds through the provider that took the payment. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRefundBody) => apiRequest('POST', '/api/admin/refunds', body, ZRefundReply),
    onSuccess: async (reply) => {
      toast({ title: 'Refund Processed', description: `${formatMoney(reply.amount)} is on its way back to the card (5 to 10 business days).` });
      await queryClient.invalidateQueries({ queryKey: ['/api/admin/refunds'] });
      await queryClient.invalidateQueries({ queryKey: ['/api/admin/authorization-events'] });
    },
    onError: async (error) => {
      toast({ title: 'Refund Failed', description: messageOr(error, 'The refund could not be made. Please try again.'), variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: ['/api/admin/refunds'] });
    },
  });
}
