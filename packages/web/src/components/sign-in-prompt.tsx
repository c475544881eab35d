import { LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

/** Shown on a signed-in-only route to a signed-out visitor. */
export function SignInPrompt({ what = 'this page', description, signInLabel = 'Sign In' }: { what?: string; description?: string; signInLabel?: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <LogIn className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-2xl">Please Log In</CardTitle>
          <CardDescription>{description ?? `You need to be signed in to see ${what}.`}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Button asChild size="lg">
            <Link to="/login">{signInLabel}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/signup">Start Free Trial</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
