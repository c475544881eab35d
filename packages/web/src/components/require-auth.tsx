import { Outlet } from 'react-router-dom';
import { useAuth } from '../lib/auth/get-user';
import { SignInPrompt } from './sign-in-prompt';
import { PageSpinner } from './ui/spinner';

/** Signed-in-only routes: a spinner while the user loads, then the page or a sign-in prompt. */
export function RequireAuth() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!isAuthenticated) return <SignInPrompt />;
  return <Outlet />;
}
