import { useMutation } from '@tanstack/react-query';
import { ZNewsletterReply } from '@larder/contract/site';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/newsletter/subscribe: stored, with a confirmation email; signing up twice is harmless. */
export const subscribeNewsletter = (email: string) => apiRequest('POST', '/api/newsletter/subscribe', { email, source: 'blog' }, ZNewsletterReply);
export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
