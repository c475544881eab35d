import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useChangePassword } from '../api/account-security';

/**
 * /account "Password": change it with the current one (a passwordless account sets its first); every other device
 * is signed out. A forgotten current password goes through "Forgot password".
 */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const change = useChangePassword();
  const errorFor = (field: string) => (error?.field === field ? error.message : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (hasPassword && !currentPassword) return setError({ field: 'currentPassword', message: 'Please enter your current password' });
    if (newPassword.length < 8) return setError({ field: 'newPassword', message: 'Password must be at least 8 characters long' });
    if (newPassword !== confirmPassword) return setError({ field: 'confirmPassword', message: 'Passwords do not match' });
    change.mutate(
      { currentPassword, newPassword, confirmPassword },
      {
        onSuccess: (reply) => {
          setCurrent('');
          setNew('');
          setConfirm('');
          toast({ title: 'Password changed', description: reply.message });
        },
        onError: (failure) => {
          const field = failure instanceof ApiError && failure.field ? failure.field : 'form';
          setError({ field, message: messageOr(failure, 'Could not change your password. Please try again.') });
        },
      },
    );
  };

  return (
    <Card className="mt-8" data-testid="password-section">
      <CardHeader>
        <CardTitle>{hasPassword ? 'Change your password' : 'Set a password'}</CardTitle>
        <CardDescription>
          {hasPassword
            ? 'You need your current password. Your other devices are signed out when it changes.'
            : 'You sign in with emailed login links. Set a password to sign in with it too; your other devices are signed out.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 sm:max-w-md" onSubmit={onSubmit} noValidate>
          {hasPassword ? (
            <Field id="current-password" label="Current password" error={errorFor('currentPassword')}>
              <Input id="current-password" type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} />
            </Field>
          ) : null}
          <Field id="new-password" label="New password" hint="At least 8 characters." error={errorFor('newPassword')}>
            <Input id="new-password" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} />
          </Field>
          <Field id="confirm-new-password" label="Confirm new password" error={errorFor('confirmPassword')}>
            <Input id="confirm-new-password" type="password" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirm(e.target.value)} />
          </Field>
          {errorFor('form') ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorFor('form')}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {hasPassword ? 'Change password' : 'Set password'}
            </Button>
            {hasPassword ? (
              <Link to="/forgot-password" className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline">
                Forgot your password?
              </Link>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
