import { toast } from './toast-store';

export const SIGN_IN_REDIRECT = '/api/login';

/** Section 8: "Unauthorized" / "You are logged out. Logging in again..." then /api/login after 0.5 s. */
export function handleUnauthorized(): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => {
    window.location.href = SIGN_IN_REDIRECT;
  }, 500);
}
