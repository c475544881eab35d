import { useMutation } from '@tanstack/react-query';
import { ZMagicLinkResponse } from '@larder/contract/accounts';
import { apiRequest } from '../../../lib/api-client';

/** The server answers the same whether or not the email has an account; loginUrl comes in development only. */
export async function requestMagicLink(email: string) {
  const result = await apiRequest('POST', '/api/auth/request-magic-link', { email }, ZMagicLinkResponse);
  if (result.loginUrl) console.info(`[development] Login link for ${email}: ${result.loginUrl}`);
  return result;
}

export const useRequestMagicLink = () => useMutation({ mutationFn: requestMagicLink });
