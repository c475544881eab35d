import { useSyncExternalStore } from 'react';
import { dismissToast, getToastState, subscribeToasts, toast } from '../../lib/toast-store';

export { toast };

export function useToast() {
  const state = useSyncExternalStore(subscribeToasts, getToastState, getToastState);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
