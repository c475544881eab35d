import { AlertTriangle, CheckCircle2, Heart, Home, Loader2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useUndoCancel } from '../api/cancel-subscription';

const longDate = (value: string | null) => {
  if (!value) return null;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
};

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 410) return messageOr(error, 'This link has expired: the paid period it belonged to has ended. You can subscribe again at any time.');
  if (error instanceof ApiError && error.status === 400) return messageOr(error, 'This link is not valid. Please use the link in your most recent email.');
  return messageOr(error, 'Your subscription could not be restored. Please try again.');
}

/** /cancel-subscription/undo?token=...: the one-click undo the cancellation email links to. */
export function UndoCancelPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const undo = useUndoCancel();

  let body;
  if (!token) {
    body = <Failure text="This link is incomplete. Please open the link in your cancellation email again." />;
  } else if (undo.isSuccess) {
    const next = longDate(undo.data.nextBillingDate);
    body = (
      <Card data-testid="undo-result">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <CheckCircle2 className="size-7" aria-hidden />
          </span>
          <CardTitle className="text-2xl" role="status">
            Your subscription continues
          </CardTitle>
          <CardDescription className="text-base">{undo.data.message}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4 text-center">
          {next ? <p className="rounded-xl bg-muted p-3">Your next payment is on {next}.</p> : null}
          <Button asChild size="lg">
            <Link to="/">
              <Home aria-hidden /> Return to Home
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Heart className="size-7" aria-hidden />
          </span>
          <CardTitle className="text-2xl">Changed your mind?</CardTitle>
          <CardDescription className="text-base">Your subscription was cancelled. Keep it and everything carries on as before, on the same billing day.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {undo.isError ? (
            <p role="alert" className="flex gap-2 rounded-xl border border-red-200 bg-destructive-soft p-3 text-sm text-red-800" data-testid="undo-failure">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> {failureText(undo.error)}
            </p>
          ) : null}
          <Button size="lg" className="w-full" onClick={() => undo.mutate(token)} disabled={undo.isPending}>
            {undo.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Heart aria-hidden />}
            {undo.isPending ? 'Keeping your subscription...' : 'Keep my subscription'}
          </Button>
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to="/">Return to Home</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <div className="mx-auto max-w-md px-4 py-12 sm:py-16">{body}</div>;
}

function Failure({ text }: { text: string }) {
  return (
    <Card role="alert">
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
          <AlertTriangle className="size-7" aria-hidden />
        </span>
        <CardTitle className="text-2xl">Link not usable</CardTitle>
        <CardDescription className="text-base">{text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg" className="w-full">
          <Link to="/">
            <Home aria-hidden /> Return to Home
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
