import { LogIn } from 'lucide-react';
import { Link, Outlet } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/get-user';

/** Document 000 section 2: signed out, the list pages say "Please Log In" with a Log In button. */
export function ShoppingListsGate() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (isAuthenticated) return <Outlet />;
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <LogIn className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-2xl">Please Log In</CardTitle>
          <CardDescription>Log in to see your shopping lists, tick items off in the shop and download them.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Button asChild size="lg">
            <Link to="/login">Log In</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/signup">Start Free Trial</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
