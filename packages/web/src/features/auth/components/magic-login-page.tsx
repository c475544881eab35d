import { AlertTriangle, ArrowLeft, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/get-user';
import { useRequestMagicLink } from '../api/request-magic-link';
import { AuthCard } from './auth-card';
import { CheckYourEmail } from './check-your-email';
import { MagicLoginConfirm } from './magic-login-confirm';

/**
 * /magic-login: ask for a login link. An emailed link lands here with ?token=... and signs in only with the button;
 * a bad or expired one shows ?error=invalid.
 */
export function MagicLoginPage() {
  const [params, setParams] = useSearchParams();
  const linkError = params.get('error');
  const token = params.get('token');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const magicLink = useRequestMagicLink();
  const { isAuthenticated } = useAuth();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast({ title: 'Email Required', description: 'Please enter your email address', variant: 'destructive' });
      return;
    }
    magicLink.mutate(address, {
      onSuccess: () => {
        setSent(true);
        toast({ title: 'Login Link Sent', description: 'Check your email for a secure login link.' });
      },
      onError: (error) => toast({ title: 'Error', description: messageOr(error, 'Failed to send login link'), variant: 'destructive' }),
    });
  };

  if (token && !linkError) {
    return (
      <AuthCard>
        <MagicLoginConfirm token={token} onInvalid={() => setParams({ error: 'invalid' }, { replace: true })} />
      </AuthCard>
    );
  }

  // Already signed in: nothing to do here.
  if (isAuthenticated) return <Navigate to="/" replace />;

  const footer = (
    <>
      <p>
        Have a password?{' '}
        <Link to="/login" className="font-semibold text-primary hover:underline">
          Sign in with your password
        </Link>
      </p>
      <p>
        New to Larder?{' '}
        <Link to="/signup" className="font-semibold text-primary hover:underline">
          Start your free trial
        </Link>
      </p>
    </>
  );

  if (sent) {
    return (
      <AuthCard footer={footer}>
        <CheckYourEmail email={email.trim()}>
          <Button
            size="lg"
            variant="ghost"
            onClick={() => {
              setSent(false);
              magicLink.reset();
            }}
          >
            <ArrowLeft aria-hidden /> Try Different Email
          </Button>
        </CheckYourEmail>
      </AuthCard>
    );
  }

  return (
    <AuthCard footer={footer}>
      <form className="space-y-5" onSubmit={onSubmit} noValidate>
        <div className="space-y-1.5">
          <h1 className="text-2xl font-bold tracking-tight">Sign in with a login link</h1>
          <p className="text-sm text-muted-foreground">We will email you a secure link that signs you in. No password needed.</p>
        </div>
        {linkError ? (
          <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-destructive-soft p-3 text-sm text-red-800">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              <strong>That login link is invalid or has expired.</strong> Each link works once and only for 15 minutes. Enter your email below to get a new one.
            </p>
          </div>
        ) : null}
        <Field id="magic-email" label="Email address">
          <Input id="magic-email" type="email" inputMode="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={magicLink.isPending}>
          {magicLink.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Send Login Link
        </Button>
      </form>
    </AuthCard>
  );
}
