import { useMutation } from '@tanstack/react-query';
import { ZCancelResult, ZUndoCancelResponse } from '@larder/contract/billing';
import { apiRequest } from '../../../lib/api-client';

export type CancelRequest =
  | { method: 'email'; email: string; firstName: string; lastName: string }
  | { method: 'details'; firstName: string; lastName: string; postcode: string };

/** Public cancellation (document 002): by email and names, or by names and postcode. */
export const cancelSubscription = (request: CancelRequest) =>
  request.method === 'email'
    ? apiRequest('POST', '/api/subscription/cancel', { email: request.email, firstName: request.firstName, lastName: request.lastName }, ZCancelResult)
    : apiRequest('POST', '/api/subscription/cancel-by-details', { firstName: request.firstName, lastName: request.lastName, postcode: request.postcode }, ZCancelResult);

export const useCancelSubscription = () => useMutation({ mutationFn: cancelSubscription });

/** The one-click undo from the cancellation email. */
export const undoCancel = (token: string) => apiRequest('POST', '/api/subscription/undo-cancel', { token }, ZUndoCancelResponse);

export const useUndoCancel = () => useMutation({ mutationFn: undoCancel });
