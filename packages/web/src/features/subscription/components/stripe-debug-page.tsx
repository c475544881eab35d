import { CheckCircle2, KeyRound, ShieldCheck, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from './status-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { messageOr } from '../../../lib/api-client';
import { usePaymentsConfig } from '../api/get-payments-config';

const MODE_LABEL = { test: 'Test', live: 'Live', simulated: 'Simulated (test cards, no network)' } as const;

function Yes({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return ok ? (
    <StatusBadge>
      <CheckCircle2 className="size-3.5" aria-hidden /> {yes}
    </StatusBadge>
  ) : (
    <StatusBadge variant="muted">
      <XCircle className="size-3.5" aria-hidden /> {no}
    </StatusBadge>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium sm:text-right">{children}</dd>
    </div>
  );
}

/**
 * /stripe-debug (public): the payment provider's configuration as far as a browser may know it:
 * mode, publishable key, whether webhooks are configured. Never a secret (the server sends none).
 */
export function StripeDebugPage() {
  const config = usePaymentsConfig();
  const c = config.data;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Payment configuration" description="What the payment pages use. Secret keys are never shown here or sent to the browser." />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden /> Card provider
          </CardTitle>
          <CardDescription>Stripe, Acquired or the simulated provider: what the signup and subscribe pages use.</CardDescription>
        </CardHeader>
        <CardContent>
          {config.isLoading ? (
            <div className="space-y-3" aria-label="Loading the configuration">
              <Skeleton className="h-8" />
              <Skeleton className="h-8" />
              <Skeleton className="h-8" />
            </div>
          ) : config.error || !c ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-destructive-soft p-3 text-sm text-red-800">
              {messageOr(config.error, 'The payment configuration could not be loaded. Please try again.')}
            </p>
          ) : (
            <dl data-testid="payments-config">
              <Row label="Provider in use">{c.primaryProvider}</Row>
              <Row label="Mode">{MODE_LABEL[c.mode]}</Row>
              <Row label="Publishable key">
                {c.publishableKey ? <code className="block break-all rounded-lg bg-muted px-2 py-1 font-mono text-sm">{c.publishableKey}</code> : <span className="text-muted-foreground">Not set</span>}
              </Row>
              <Row label="Webhook">
                <Yes ok={c.webhookConfigured} yes="Configured" no="Not configured" />
              </Row>
              <Row label="Acquired credentials">
                <Yes ok={c.acquired.credentials === 'Configured'} yes="Configured" no="Missing" />
              </Row>
            </dl>
          )}
        </CardContent>
      </Card>
      <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="size-4 text-primary" aria-hidden /> The secret key and the webhook signing secret stay on the server.
      </p>
    </div>
  );
}
