import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CalendarClock, Loader2, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { messageOr } from '../../../lib/api-client';
import { deletionLinkQueryOptions, useConfirmDeletionLink } from '../api/account-deletion';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

function Shell({ icon, tone, children }: { icon: ReactNode; tone: 'danger' | 'calm'; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card data-testid="confirm-deletion">
        <CardContent className="space-y-6 pt-6 text-center sm:pt-8">
          <span className={`mx-auto flex size-14 items-center justify-center rounded-full ${tone === 'danger' ? 'bg-destructive-soft text-destructive' : 'bg-primary-soft text-primary'}`}>{icon}</span>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * /confirm-deletion?token=...: where an emailed deletion link lands. Opening it changes nothing (an email scanner may
 * fetch it); the button confirms. Afterwards the page says when the account is erased and how to keep it. A used,
 * replaced, expired or unknown link says which, and where to ask for a new one.
 */
export function ConfirmDeletionPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery({ ...deletionLinkQueryOptions(token), enabled: token !== '' });
  const confirm = useConfirmDeletionLink();

  if (confirm.isSuccess) {
    const when = day(confirm.data.erasedAfter);
    return (
      <Shell tone="calm" icon={<CalendarClock className="size-7" aria-hidden />}>
        <div className="space-y-3" role="status">
          <h1 className="text-2xl font-bold tracking-tight">Your account will be deleted on {when}</h1>
          <p className="text-muted-foreground">It is signed out on every device, and we have emailed you the date.</p>
          <p className="text-muted-foreground" data-testid="undo-help">
            Changed your mind? Sign in before {when} (with your password or a login link) and choose <strong>Keep my account</strong>: everything stays as it was.
          </p>
        </div>
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to="/login">Sign in to keep it</Link>
        </Button>
      </Shell>
    );
  }

  if (!token || link.isError) {
    const message = token ? messageOr(link.error, 'This deletion link cannot be used.') : 'This page needs the whole link from the email: nothing was changed.';
    return (
      <Shell tone="danger" icon={<AlertTriangle className="size-7" aria-hidden />}>
        <div className="space-y-3">
          <h1 className="text-2xl font-bold tracking-tight">This link cannot be used</h1>
          <p role="alert" className="text-muted-foreground" data-testid="link-problem">
            {message}
          </p>
          <p className="text-sm text-muted-foreground">To delete your account, sign in and choose “Email me a link to confirm” on your account page.</p>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link to="/account#delete-account">Go to my account</Link>
        </Button>
      </Shell>
    );
  }

  if (link.isPending) {
    return (
      <Shell tone="calm" icon={<Loader2 className="size-7 animate-spin" aria-hidden />}>
        <h1 className="text-2xl font-bold tracking-tight">Checking your link…</h1>
      </Shell>
    );
  }

  return (
    <Shell tone="danger" icon={<Trash2 className="size-7" aria-hidden />}>
      <div className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight">Delete your Larder account?</h1>
        <p className="text-muted-foreground">
          You are signed out everywhere, and for 14 days signing in lets you keep the account. After that your plans, lists, recipes, chats, larder and receipts
          are erased. Payment records are kept as the law requires, without your name, email or card.
        </p>
        <p className="text-sm text-muted-foreground">This link works once and expires at {time(link.data.expiresAt)}, 30 minutes after it was sent.</p>
      </div>
      {confirm.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="confirm-problem">
          {messageOr(confirm.error, 'Could not delete your account. Please try again.')}
        </p>
      ) : null}
      <div className="grid gap-3">
        <Button size="lg" variant="destructive" className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {confirm.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />} Delete my account
        </Button>
        <Button asChild size="lg" variant="ghost" className="w-full">
          <Link to="/">No, keep my account</Link>
        </Button>
      </div>
    </Shell>
  );
}
