import { useMutation, useQuery } from '@tanstack/react-query';
import { ZSite } from '@larder/contract/health';
import { ZSupportMessageReply } from '@larder/contract/site';
import { apiRequest } from '../../lib/api-client';

export interface SupportMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  priority: 'low' | 'normal' | 'high' | 'urgent';
}

/** POST /api/support/send-message: stored, and emailed to the support address. */
export const sendSupportMessage = (input: SupportMessageInput) => apiRequest('POST', '/api/support/send-message', input, ZSupportMessageReply);
export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });

/** GET /api/site: the configured support address. */
export const useSite = () => useQuery({ queryKey: ['/api/site'], queryFn: () => apiRequest('GET', '/api/site', undefined, ZSite) });
