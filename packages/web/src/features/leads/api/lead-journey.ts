import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZLeadSetupIntentResponse,
  ZLeadSubscribeResponse,
  ZLeadView,
  ZSubmitToPartnerResponse,
  ZTrackResponse,
  type TLeadSubscribeBody,
} from '@larder/contract/leads';
import { apiRequest } from '../../../lib/api-client';

const path = (sessionId: string) => `/api/leads/${encodeURIComponent(sessionId)}`;

/** GET /api/leads/{sessionId}: the applicant's details (never bank details); 404 unknown, 410 expired. */
export const getLead = (sessionId: string) => apiRequest('GET', path(sessionId), undefined, ZLeadView);

export const leadQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: ['/api/leads', sessionId], queryFn: () => getLead(sessionId), retry: false, staleTime: 60_000 });

export const useLead = (sessionId: string | null) => useQuery({ ...leadQueryOptions(sessionId ?? ''), enabled: !!sessionId });

/** Page views, counted once per lead by the server; a failure is not the person's problem and is ignored. */
export const trackView = (sessionId: string, page: 'welcome' | 'subscription') =>
  apiRequest('POST', `${path(sessionId)}/track-${page}-view`, undefined, ZTrackResponse).catch(() => undefined);

export const createLeadSetupIntent = (sessionId: string) => apiRequest('POST', '/api/subscription/create-setup-intent', { sessionId }, ZLeadSetupIntentResponse);

export const subscribeLead = (sessionId: string, body: TLeadSubscribeBody) => apiRequest('POST', `${path(sessionId)}/subscribe`, body, ZLeadSubscribeResponse);

export const submitToPartner = (partner: string, sessionId: string, hasSubscription: boolean) =>
  apiRequest('POST', `/api/leads/submit-to-${partner}`, { sessionId, hasSubscription }, ZSubmitToPartnerResponse);
