import { ArrowLeft, Bot, FlaskConical, History, ListChecks, Webhook } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { dateTimeLabel, humanise } from '../../../lib/operator-format';
import { useAutomationAdmin, useAutomationAuthorizationEvents, useHelpdeskEvents, useHelpdeskSetup, useOfflineAssist, useTestAutomation } from '../api/helpdesk';
import { AutomationResult } from './automation-result';
import { MessageForm } from './message-form';
import { WebhookSetup } from './webhook-setup';

/**
 * /admin/automation (document 002): the authorisation events, the test form, the offline-assist test and the webhook
 * setup instructions. Every call is admin-only on the server; this page only follows what GET /api/admin/me answers.
 */
export function AutomationPage() {
  const me = useAutomationAdmin();
  if (me.isLoading) {
    return (
      <div className="mx-auto max-w-7xl space-y-3 px-4 py-10 sm:px-6" aria-label="Loading">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (me.error || !me.data) {
    const household = me.error instanceof ApiError && me.error.status === 403;
    return (
      <div className="mx-auto max-w-lg px-4 py-16 sm:px-6">
        <Card>
          <CardHeader>
            <CardTitle>Admin sign-in needed</CardTitle>
            <CardDescription>
              {household
                ? 'You are signed in with a household account. The customer-service automation is for administrators only.'
                : 'Sign in with an administrator account to open the customer-service automation.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/admin?next=/admin/automation">Go to the admin sign-in</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return <AutomationConsole />;
}

function AutomationConsole() {
  const setup = useHelpdeskSetup(true);
  const events = useAutomationAuthorizationEvents(true);
  const webhookEvents = useHelpdeskEvents(true);
  const test = useTestAutomation();
  const assist = useOfflineAssist();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        title="Customer-service automation"
        description={
          <>
            Support messages answered from the customer’s own account, and safe actions taken within policy. The support integration’s calls are under{' '}
            <code className="font-mono text-sm">/api/helpdesk</code>.
          </>
        }
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/admin">
              <ArrowLeft aria-hidden />
              Admin panel
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <FlaskConical className="size-5 text-primary" aria-hidden />
                Test the automation
              </CardTitle>
              <CardDescription>What the automation would answer and do for a message. Nothing is changed and nothing is sent.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <MessageForm idPrefix="test" submitLabel="Test Automation" submitIcon={<Bot aria-hidden />} pending={test.isPending} onSubmit={(body) => test.mutate(body)} />
              {test.data ? <AutomationResult result={test.data} testId="test-result" /> : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <ListChecks className="size-5 text-primary" aria-hidden />
                Offline assist
              </CardTitle>
              <CardDescription>
                Runs the automation as it runs for a help-desk message: it takes the actions the policy allows on the real account and answers customer_action_taken.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <MessageForm
                idPrefix="assist"
                submitLabel="Run Offline Assist"
                submitIcon={<ListChecks aria-hidden />}
                pending={assist.isPending}
                onSubmit={(body) => assist.mutate(body)}
                footnote={
                  <p className="rounded-xl bg-accent-soft p-3 text-sm text-accent-strong">
                    This acts for real: a cancellation ends the subscription at the end of its paid period and emails the account holder a link to undo it.
                  </p>
                }
              />
              {assist.data ? <AutomationResult result={assist.data} testId="assist-result" /> : null}
            </CardContent>
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <History className="size-5 text-primary" aria-hidden />
                Authorization events
              </CardTitle>
              <CardDescription>
                The latest 10{events.data ? ` of ${events.data.total}` : ''}: sign-ups, cards added, cancellations and refunds, by whom they were authorised.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {!events.data ? (
                events.error ? <p role="alert" className="text-sm text-destructive">The events could not be loaded.</p> : <Skeleton className="h-40" />
              ) : events.data.items.length === 0 ? (
                <p className="text-sm text-muted-foreground">No authorization events yet. They appear as households sign up, add cards and cancel.</p>
              ) : (
                <ul className="divide-y divide-border text-sm" data-testid="authorization-events">
                  {events.data.items.map((event) => (
                    <li key={event.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2.5">
                      <span className="min-w-0">
                        <span className="font-medium">{humanise(event.eventType)}</span>
                        <span className="text-muted-foreground"> · {event.authorizationMethod.replace(/_/g, ' ')}</span>
                        {event.email ? <span className="block break-all text-xs text-muted-foreground">{event.email}</span> : null}
                      </span>
                      <span className="flex shrink-0 items-center gap-2">
                        {event.amount ? <span className="money">{formatMoney(event.amount)}</span> : null}
                        <Badge variant={event.status === 'succeeded' ? 'default' : event.status === 'failed' ? 'destructive' : 'muted'}>{event.status}</Badge>
                        <span className="text-xs text-muted-foreground">{dateTimeLabel(event.createdAt)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Webhook className="size-5 text-primary" aria-hidden />
                Webhook setup
              </CardTitle>
              <CardDescription>How to connect the help desk, from this server’s configuration.</CardDescription>
            </CardHeader>
            <CardContent>{setup.data ? <WebhookSetup setup={setup.data} /> : setup.error ? <p role="alert" className="text-sm text-destructive">The setup could not be loaded.</p> : <Skeleton className="h-64" />}</CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Messages received by the webhook</CardTitle>
              <CardDescription>The latest 10 message.created events and what the automation made of them.</CardDescription>
            </CardHeader>
            <CardContent>
              {!webhookEvents.data ? (
                <Skeleton className="h-24" />
              ) : webhookEvents.data.events.length === 0 ? (
                <p className="text-sm text-muted-foreground">None yet. Once the help desk is connected, every message it sends appears here.</p>
              ) : (
                <ul className="divide-y divide-border text-sm" data-testid="webhook-events">
                  {webhookEvents.data.events.map((e) => (
                    <li key={e.eventId} className="py-2.5">
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <span className="font-medium">{e.intent ? humanise(e.intent) : e.eventType}</span>
                        <span className="text-xs text-muted-foreground">{dateTimeLabel(e.receivedAt)}</span>
                      </div>
                      <p className="break-all text-xs text-muted-foreground">
                        {e.customerEmail ?? 'no sender'} · {e.status}
                        {e.shouldReply === null ? '' : e.shouldReply ? ' · replied' : ' · to a person'}
                        {e.actions.length ? ` · ${e.actions.join(', ')}` : ''}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
