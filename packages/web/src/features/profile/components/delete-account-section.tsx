import { Loader2, Mail, Trash2, Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useDeleteAccount, useDeletionStatus, useKeepAccount, useSendDeletionLink } from '../api/account-deletion';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** Shown at the top of /account while the account is marked for deletion: "Keep my account". */
export function KeepAccountNotice() {
  const status = useDeletionStatus();
  const keep = useKeepAccount();
  const erasedAfter = status.data?.erasedAfter;
  if (!erasedAfter) return null;
  return (
    <Card className="mb-8 border-destructive/40 bg-destructive-soft" data-testid="keep-account" role="region" aria-label="Your account is marked for deletion">
      <CardHeader>
        <CardTitle>Your account will be deleted on {day(erasedAfter)}</CardTitle>
        <CardDescription>Until then you can change your mind: keep it and everything stays as it was.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          className="min-h-11"
          disabled={keep.isPending}
          onClick={() =>
            keep.mutate(undefined, {
              onSuccess: (reply) => toast({ title: 'Account kept', description: reply.message }),
              onError: (failure) => toast({ title: 'Could not keep your account', description: messageOr(failure, 'Please try again.'), variant: 'destructive' }),
            })
          }
        >
          {keep.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Undo2 aria-hidden />} Keep my account
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * "Email me a link to confirm": for every account, and the only way for one without a password (it signs in by login
 * link). The link opens /confirm-deletion, whose button confirms.
 */
function EmailLinkConfirm({ hasPassword }: { hasPassword: boolean }) {
  const send = useSendDeletionLink();
  return (
    <div className="grid gap-3 sm:max-w-md" data-testid="deletion-link">
      <p className="text-sm text-muted-foreground">
        {hasPassword ? 'Or confirm by email instead: ' : 'You sign in with emailed links, so you confirm by email: '}
        we send a link to your address that works once, for 30 minutes.
      </p>
      <div>
        <Button
          type="button"
          variant={hasPassword ? 'outline' : 'destructive'}
          className="min-h-11"
          disabled={send.isPending}
          onClick={() => send.mutate(undefined, { onSuccess: (reply) => toast({ title: 'Check your email', description: reply.message }) })}
        >
          {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Mail aria-hidden />} Email me a link to confirm
        </Button>
      </div>
      {send.isSuccess ? (
        <p role="status" className="text-sm font-medium text-primary" data-testid="deletion-link-sent">
          {send.data.message}
        </p>
      ) : null}
      {send.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {messageOr(send.error, 'Could not send the link. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /account "Delete my account": confirmed by the current password or an emailed link; the account is signed out everywhere and erased
 * after 14 days unless its holder signs in and keeps it. A member leaves the household; an owner cancels the
 * subscription and is alone in the household first (the server says what to do).
 */
export function DeleteAccountSection({ hasPassword, isMember }: { hasPassword: boolean; isMember: boolean }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const status = useDeletionStatus();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  if (status.data?.erasedAfter) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!password) return setError({ field: 'password', message: 'Please enter your password to confirm' });
    remove.mutate(
      { password },
      {
        onSuccess: (reply) => {
          toast({ title: 'Account marked for deletion', description: `It will be erased on ${day(reply.erasedAfter)}. Sign in before then to keep it.` });
          navigate('/login');
        },
        onError: (failure) => {
          const field = failure instanceof ApiError && failure.field ? failure.field : 'form';
          setError({ field, message: messageOr(failure, 'Could not delete your account. Please try again.') });
        },
      },
    );
  };

  return (
    <Card className="mt-8 border-red-200" data-testid="delete-account-section" id="delete-account">
      <CardHeader>
        <CardTitle>Delete my account</CardTitle>
        <CardDescription>
          {isMember
            ? 'You leave the household at once (its plans and lists stay with the owner). '
            : 'Your plans, lists, recipes, chats, larder and receipts are erased. Cancel your subscription first, and remove anyone else from your household. '}
          You are signed out everywhere; for 14 days, signing in lets you keep the account. Payment records are kept as the law requires, without your name,
          email or card.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {hasPassword ? (
          <form className="grid gap-4 sm:max-w-md" onSubmit={onSubmit} noValidate>
            <Field id="delete-password" label="Your password" error={error?.field === 'password' ? error.message : null}>
              <Input id="delete-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field>
            {error?.field === 'form' ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error.message}
              </p>
            ) : null}
            <div>
              <Button type="submit" variant="destructive" className="min-h-11" disabled={remove.isPending}>
                {remove.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />} Delete my account
              </Button>
            </div>
          </form>
        ) : null}
        <div className={hasPassword ? 'mt-6 border-t pt-6' : ''}>
          <EmailLinkConfirm hasPassword={hasPassword} />
        </div>
      </CardContent>
    </Card>
  );
}
