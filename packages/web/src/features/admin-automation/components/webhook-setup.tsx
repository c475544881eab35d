import { AlertTriangle, Check, Copy, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { THelpdeskSetup } from '@larder/contract/helpdesk';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => {
            setCopied(true);
            // Document 002: a copy confirmation lasts 2 seconds.
            window.setTimeout(() => setCopied(false), 2000);
          },
          () => undefined,
        );
      }}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? 'Copied' : label}
    </Button>
  );
}

/** Webhook setup instructions for message.created, built from the server's real configuration (never the secret). */
export function WebhookSetup({ setup }: { setup: THelpdeskSetup }) {
  const signing = `BODY='<the exact JSON you send>'\nSIG=$(printf '%s' "$BODY" | openssl dgst -sha256 -hmac "$HELPDESK_WEBHOOK_SECRET" | sed 's/^.* //')\ncurl -X POST '${setup.webhookUrl}' \\\n  -H 'Content-Type: application/json' \\\n  -H "${setup.signatureHeader}: sha256=$SIG" \\\n  --data "$BODY"`;
  return (
    <div className="space-y-5 text-sm" data-testid="webhook-setup">
      {setup.secretConfigured ? (
        <p className="flex items-start gap-2 rounded-xl bg-primary-soft p-3 text-primary">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>A signing secret is configured on this server (HELPDESK_WEBHOOK_SECRET). Give the same secret to the help desk.</span>
        </p>
      ) : (
        <p className="flex items-start gap-2 rounded-xl bg-accent-soft p-3 text-accent-strong" role="status">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            No signing secret is configured, so the webhook answers 404 and nothing is received. Set <code className="font-mono">HELPDESK_WEBHOOK_SECRET</code> (at least 16
            random characters) in the server's environment and restart it.
          </span>
        </p>
      )}
      <ol className="list-decimal space-y-4 pl-5">
        <li>
          <p className="font-medium">In the help desk, add a webhook for the event <code className="font-mono">{setup.event}</code>:</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code className="min-w-0 break-all rounded-lg border border-border bg-card px-2.5 py-1.5 font-mono text-xs" data-testid="webhook-url">
              {setup.method} {setup.webhookUrl}
            </code>
            <CopyButton text={setup.webhookUrl} label="Copy URL" />
          </div>
          <p className="mt-1.5 text-muted-foreground">Content type {setup.contentType}.</p>
        </li>
        <li>
          <p className="font-medium">Sign every delivery.</p>
          <p className="mt-1 text-muted-foreground">
            Header <code className="font-mono">{setup.signatureHeader}</code>: <code className="break-words font-mono">{setup.signatureFormat}</code>. A wrong or missing signature is
            refused with 401 before anything in the body is read.
          </p>
        </li>
        <li>
          <p className="font-medium">Send the time the event happened.</p>
          <p className="mt-1 text-muted-foreground">
            {setup.timestampField}. Deliveries more than {setup.toleranceSeconds} seconds from our clock are refused as replays; each event <code className="font-mono">id</code> is handled
            once, and a repeat answers <code className="font-mono">duplicate: true</code>.
          </p>
        </li>
        <li>
          <p className="font-medium">The body:</p>
          <pre tabIndex={0} aria-label="Sample body" className="mt-2 overflow-x-auto rounded-lg border border-border bg-card p-3 font-mono text-xs leading-relaxed">
            {setup.samplePayload}
          </pre>
        </li>
        <li>
          <p className="font-medium">Test it from a shell:</p>
          <pre tabIndex={0} aria-label="Sample shell commands" className="mt-2 overflow-x-auto rounded-lg border border-border bg-card p-3 font-mono text-xs leading-relaxed">
            {signing}
          </pre>
        </li>
      </ol>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">What the webhook does</dt>
        <dd>
          {setup.mode === 'act' ? (
            <Badge>acts: takes the allowed actions, then answers with the draft</Badge>
          ) : (
            <Badge variant="muted">drafts only: decides and drafts, takes no action</Badge>
          )}
        </dd>
        <dt className="font-medium">Refunds</dt>
        <dd>{setup.refundPolicy}</dd>
        <dt className="font-medium">Replies when</dt>
        <dd>the automation is at least {Math.round(setup.replyConfidence * 100)} % sure; complaints and everything else go to a person</dd>
      </dl>
      <div>
        <h4 className="mb-2 font-medium">The calls of the integration</h4>
        <ul className="space-y-2">
          {setup.calls.map((call) => (
            <li key={call.path} className="rounded-lg border border-border bg-card p-2.5">
              <code className="break-all font-mono text-xs">
                {call.method} {call.path}
              </code>
              <span className="ml-2 text-xs text-muted-foreground">({call.access})</span>
              <p className="mt-1 text-muted-foreground">{call.purpose}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
