import { Outlet } from 'react-router-dom';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/get-user';

/** Document 000 section 2: signed out, the list pages say "Please Log In" with a Log In button. */
export function ShoppingListsGate() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (isAuthenticated) return <Outlet />;
  return <SignInPrompt description="Log in to see your shopping lists, tick items off in the shop and download them." signInLabel="Log In" />;
}
