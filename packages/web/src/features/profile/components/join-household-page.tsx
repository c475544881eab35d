import { AlertCircle, Loader2, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/get-user';
import { useAcceptInvitation, useInvitationPreview } from '../api/household';

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <AlertCircle className="size-5 text-destructive" aria-hidden /> {title}
        </CardTitle>
        <CardDescription>{children}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/">Go to Larder</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /household/join/{token}: the invitation email's link. Join signed in, or make an account for the invited address. */
export function JoinHouseholdPage() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const { user } = useAuth();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<{ field?: string; message: string } | null>(null);

  const join = (body: { firstName?: string; lastName?: string; password?: string } = {}) =>
    accept.mutate(body, {
      onSuccess: (answer) => {
        toast({ title: 'Welcome to the household', description: answer.message });
        navigate('/simple-shopping-lists');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field) setFieldError({ field: error.field, message: error.message });
        else setFieldError({ message: messageOr(error, 'Could not join. Please try again.') });
      },
    });
  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    join({ firstName: firstName.trim(), lastName: lastName.trim(), ...(password ? { password } : {}) });
  };

  const data = preview.data;
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16" data-testid="join-household">
      {preview.isLoading ? <Skeleton className="h-56" /> : null}
      {preview.error ? <Notice title="This invitation link is not valid">Check you opened the whole link from the email, or ask for a new invitation.</Notice> : null}
      {data && data.state === 'used' ? <Notice title="This invitation has been used">Each link works once. Ask the household owner for a new one.</Notice> : null}
      {data && data.state === 'expired' ? <Notice title="This invitation has expired">Links last 7 days. Ask the household owner for a new one.</Notice> : null}
      {data && data.state === 'open' ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-2xl">
              <Users className="size-6 text-primary" aria-hidden /> Join {data.ownerFirstName ? `${data.ownerFirstName}'s` : 'the'} household
            </CardTitle>
            <CardDescription>
              Share meal plans, one live shopping list, recipes and the budget. The household&apos;s subscription covers you: no card needed. This invitation is for{' '}
              <strong className="text-foreground">{data.email}</strong>.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {fieldError && !fieldError.field ? (
              <p role="alert" className="rounded-lg bg-destructive-soft p-3 text-sm text-destructive">
                {fieldError.message}
              </p>
            ) : null}
            {user ? (
              <Button size="lg" className="w-full" onClick={() => join()} disabled={accept.isPending}>
                {accept.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null} Join as {user.firstName || user.email}
              </Button>
            ) : data.hasAccount ? (
              <div className="space-y-3 text-sm">
                <p>You already have an account. Sign in as {data.email}, then open the link from the email again.</p>
                <Button asChild className="w-full">
                  <Link to="/login">Sign in</Link>
                </Button>
              </div>
            ) : (
              <form className="space-y-4" onSubmit={onCreate} noValidate>
                <Field id="join-first-name" label="First name" error={fieldError?.field === 'firstName' ? fieldError.message : null}>
                  <Input id="join-first-name" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
                </Field>
                <Field id="join-last-name" label="Last name" optional error={fieldError?.field === 'lastName' ? fieldError.message : null}>
                  <Input id="join-last-name" autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
                </Field>
                <Field
                  id="join-password"
                  label="Password"
                  optional
                  hint="At least 8 characters. Leave it empty to sign in with emailed links instead."
                  error={fieldError?.field === 'password' ? fieldError.message : null}
                >
                  <Input id="join-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
                </Field>
                <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
                  {accept.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null} Join the household
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
