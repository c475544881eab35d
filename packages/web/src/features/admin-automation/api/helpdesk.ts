import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAdminMe, ZAuthorizationEvents } from '@larder/contract/admin';
import {
  ZHelpdeskEvents,
  ZHelpdeskSetup,
  ZOfflineAssistReply,
  ZTestAutomationReply,
  type THelpdeskMessageBody,
} from '@larder/contract/helpdesk';
import { apiList, apiRequest, messageOr } from '../../../lib/api-client';
import { toast } from '../../../components/ui/use-toast';

/** The support integration's path (document 002's /api/{support-integration}). */
export const HELPDESK = '/api/helpdesk';

/** Who is signed in, as the server sees it (401 signed out, 403 a household). */
export const useAutomationAdmin = () =>
  useQuery({ queryKey: ['admin-automation', 'me'], queryFn: () => apiRequest('GET', '/api/admin/me', undefined, ZAdminMe), retry: false, staleTime: 60_000 });

export const useHelpdeskSetup = (enabled: boolean) =>
  useQuery({ queryKey: [`${HELPDESK}/setup`], queryFn: () => apiRequest('GET', `${HELPDESK}/setup`, undefined, ZHelpdeskSetup), enabled });

export const useHelpdeskEvents = (enabled: boolean) =>
  useQuery({ queryKey: [`${HELPDESK}/events`], queryFn: () => apiRequest('GET', `${HELPDESK}/events?limit=10`, undefined, ZHelpdeskEvents), enabled, refetchInterval: 30_000 });

/** The authorisation events (document 002 shows 10). */
export const useAutomationAuthorizationEvents = (enabled: boolean) =>
  useQuery({
    queryKey: ['/api/admin/authorization-events', 1, 10],
    queryFn: () => apiList('/api/admin/authorization-events?page=1&pageSize=10', ZAuthorizationEvents),
    enabled,
    refetchInterval: 30_000,
  });

/** POST /api/helpdesk/test-automation: what the automation would answer and do; nothing is done. */
export function useTestAutomation() {
  return useMutation({
    mutationFn: (body: THelpdeskMessageBody) => apiRequest('POST', `${HELPDESK}/test-automation`, body, ZTestAutomationReply),
    onError: (error) => toast({ title: 'Test Failed', description: messageOr(error, 'The automation could not be tested. Please try again.'), variant: 'destructive' }),
  });
}

/** POST /api/helpdesk/offline-assist: the allowed actions are taken on the real account. */
export function useOfflineAssist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: THelpdeskMessageBody) => apiRequest('POST', `${HELPDESK}/offline-assist`, body, ZOfflineAssistReply),
    onSuccess: async (reply) => {
      const taken = [reply.customer_action_taken.cancellation_processed ? 'subscription cancelled' : null, reply.customer_action_taken.refund_processed ? 'refund processed' : null].filter(Boolean);
      toast({ title: 'Offline Assist Complete', description: taken.length ? `Done: ${taken.join(', ')}.` : 'No action was needed or allowed.' });
      await queryClient.invalidateQueries({ queryKey: ['/api/admin/authorization-events'] });
    },
    onError: (error) => toast({ title: 'Offline Assist Test Failed', description: messageOr(error, 'The offline assist could not run. Please try again.'), variant: 'destructive' }),
  });
}
