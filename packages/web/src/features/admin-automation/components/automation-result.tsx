import { Ban, CheckCircle2, Flag, MessageSquareReply, Undo2, UserCheck, UserX, XCircle } from 'lucide-react';
import type { TOfflineAssistReply, TTestAutomationReply } from '@larder/contract/helpdesk';
import { Badge } from '../../../components/ui/badge';

const ACTION_LABELS: Record<string, string> = {
  cancel_subscription: 'Cancel the subscription',
  refund_latest_payment: 'Refund the latest payment',
  flag_for_person: 'Hand to a person',
};

const ACTION_ICONS: Record<string, typeof Ban> = { cancel_subscription: Ban, refund_latest_payment: Undo2, flag_for_person: Flag };

/** What the automation made of a message: reply or not, the intent, the actions, the draft. */
export function AutomationResult({ result, testId }: { result: TTestAutomationReply | TOfflineAssistReply; testId: string }) {
  const assisted = 'customer_action_taken' in result ? result : null;
  return (
    <div className="space-y-4 rounded-xl border border-border bg-muted/40 p-4" data-testid={testId} aria-live="polite">
      <div className="flex flex-wrap items-center gap-2">
        {result.should_reply ? (
          <Badge>
            <MessageSquareReply className="size-3.5" aria-hidden /> should_reply: yes
          </Badge>
        ) : (
          <Badge variant="accent">
            <Flag className="size-3.5" aria-hidden /> should_reply: no, a person answers
          </Badge>
        )}
        <Badge variant="muted">
          {result.intent_label} · {Math.round(result.confidence * 100)} % sure
        </Badge>
        {result.sender_is_account_holder ? (
          <Badge variant="muted">
            <UserCheck className="size-3.5" aria-hidden /> Sender is the account holder
          </Badge>
        ) : (
          <Badge variant="muted">
            <UserX className="size-3.5" aria-hidden /> Sender is not an account holder: no account data used
          </Badge>
        )}
      </div>

      {assisted ? (
        <div>
          <h4 className="mb-2 text-sm font-semibold">customer_action_taken</h4>
          <ul className="flex flex-wrap gap-2 text-sm">
            {(['cancellation_processed', 'refund_processed'] as const).map((key) => (
              <li key={key} className="inline-flex items-center gap-1.5 rounded-lg border border-border bg-card px-2.5 py-1 font-mono text-xs">
                {assisted.customer_action_taken[key] ? <CheckCircle2 className="size-3.5 text-primary" aria-hidden /> : <XCircle className="size-3.5 text-muted-foreground" aria-hidden />}
                {key}: {String(assisted.customer_action_taken[key])}
              </li>
            ))}
          </ul>
          {assisted.actions.length ? (
            <ul className="mt-3 space-y-1.5 text-sm">
              {assisted.actions.map((action, i) => (
                <li key={`${action.type}-${i}`}>
                  <span className="font-medium">{ACTION_LABELS[action.type] ?? action.type}</span>: {action.status.replace('_', ' ')}
                  <span className="text-muted-foreground"> ({action.detail})</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <div>
          <h4 className="mb-2 text-sm font-semibold">Intended actions (none taken)</h4>
          {result.intended_actions.length ? (
            <ul className="space-y-1.5 text-sm">
              {result.intended_actions.map((action, i) => {
                const Icon = ACTION_ICONS[action.type] ?? Flag;
                return (
                  <li key={`${action.type}-${i}`} className="flex gap-2">
                    <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <span>
                      <span className="font-medium">{ACTION_LABELS[action.type] ?? action.type}</span>
                      <span className="text-muted-foreground">: {action.reason}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">None: a reply is enough.</p>
          )}
        </div>
      )}

      <div>
        <h4 className="mb-2 text-sm font-semibold">Draft reply</h4>
        {result.draft ? (
          <pre className="whitespace-pre-wrap break-words rounded-lg border border-border bg-card p-3 font-sans text-sm leading-relaxed" data-testid={`${testId}-draft`}>
            {result.draft}
          </pre>
        ) : (
          <p className="text-sm text-muted-foreground">No draft: this message is for a person to answer.</p>
        )}
      </div>

      {result.matched_rules.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Why ({result.matched_rules.length} rule{result.matched_rules.length === 1 ? '' : 's'} matched)</summary>
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-muted-foreground">
            {result.matched_rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
