import { AlertTriangle, CheckCircle2, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useResetPassword } from '../api/account-links';
import { AuthCard } from './auth-card';

/** /reset-password?token=...: the emailed link's form; the new password signs every device out. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const errorFor = (field: string) => (error?.field === field ? error.message : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password.length < 8) return setError({ field: 'password', message: 'Password must be at least 8 characters long' });
    if (password !== confirmPassword) return setError({ field: 'confirmPassword', message: 'Passwords do not match' });
    reset.mutate(
      { token, password, confirmPassword },
      {
        onSuccess: () => setDone(true),
        onError: (failure) => setError({ field: failure instanceof ApiError && failure.field ? failure.field : 'token', message: messageOr(failure, 'Could not change your password.') }),
      },
    );
  };

  if (done) {
    return (
      <AuthCard>
        <div className="space-y-6 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <CheckCircle2 className="size-7" aria-hidden />
          </span>
          <div className="space-y-2">
            <h1 className="text-2xl font-bold tracking-tight">Password changed</h1>
            <p className="text-muted-foreground">Every device was signed out. Sign in with your new password.</p>
          </div>
          <Link to="/login" className={buttonClasses('default', 'lg', 'w-full')}>
            Sign In
          </Link>
        </div>
      </AuthCard>
    );
  }

  const linkBad = !token || error?.field === 'token';
  return (
    <AuthCard>
      <form className="space-y-5" onSubmit={onSubmit} noValidate>
        <div className="space-y-1.5">
          <h1 className="text-2xl font-bold tracking-tight">Choose a new password</h1>
          <p className="text-sm text-muted-foreground">At least 8 characters. Every device signed in to your account is signed out.</p>
        </div>
        {linkBad ? (
          <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-destructive-soft p-3 text-sm text-red-800">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              <strong>This password link is invalid, used or expired.</strong> Each link works once and only for 30 minutes.{' '}
              <Link to="/forgot-password" className="font-semibold underline">
                Ask for a new one
              </Link>
              .
            </p>
          </div>
        ) : null}
        <Field id="reset-password" label="New password" error={errorFor('password')}>
          <Input id="reset-password" type="password" autoComplete="new-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Field id="reset-confirm" label="Confirm new password" error={errorFor('confirmPassword')}>
          <Input id="reset-confirm" type="password" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirm(e.target.value)} />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending || !token}>
          {reset.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Change Password
        </Button>
      </form>
    </AuthCard>
  );
}
