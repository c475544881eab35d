import { CalendarDays, Check, Copy, Loader2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { messageOr } from '../../../lib/api-client';
import { useCalendarLink, useNewCalendarLink } from '../api/household';
import { MealTimesForm } from './meal-times-form';

/**
 * /account "The week in your calendar": a secret iCal link to subscribe to in Google Calendar, Apple Calendar or
 * Outlook, shown on every visit (the server makes it again from its link key); a new link retires the old. On a
 * server without a link key only the link's fingerprint is kept, so it is shown once, when it is made.
 */
export function CalendarSection() {
  const status = useCalendarLink();
  const make = useNewCalendarLink();
  const [justMade, setJustMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const createdAt = status.data?.createdAt ?? null;
  // The server shows the link again when it has a link key; otherwise it is shown once, when made.
  const kept = status.data?.url ?? null;
  const url = kept ?? justMade;
  const shownOnce = !kept && !status.isFetching;

  const onMake = () =>
    make.mutate(undefined, {
      onSuccess: (link) => {
        setJustMade(link.url);
        setCopied(false);
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Could not make a link', description: messageOr(error, 'Please try again.') }),
    });
  const onCopy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast({ title: 'Copy the link by hand', description: 'Your browser did not let us copy it: select the link and copy it.' });
    }
  };

  return (
    <Card className="mt-8" data-testid="calendar-section">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays className="size-5 text-primary" aria-hidden /> The week in your calendar
        </CardTitle>
        <CardDescription>
          Your household&apos;s meals in Google Calendar, Apple Calendar or Outlook: one event per meal with its recipe, updated when the plan changes.
          Keep the link private: anyone with it can see your meals.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {url ? (
          <div className="space-y-2">
            <label htmlFor="calendar-url" className="text-sm font-medium">
              {shownOnce ? 'Your calendar link (shown once: copy it now)' : 'Your calendar link'}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id="calendar-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
              <Button type="button" onClick={() => void onCopy()}>
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">In Google Calendar: Other calendars, From URL. On an iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar.</p>
          </div>
        ) : createdAt ? (
          <p className="text-sm text-muted-foreground">
            You made a link on {new Date(createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}. For your privacy we keep only its
            fingerprint, so it cannot be shown again; make a new link if you need it (the old one stops working).
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">No calendar link yet.</p>
        )}
        <Button type="button" variant={createdAt || url ? 'outline' : 'default'} onClick={onMake} disabled={make.isPending}>
          {make.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />} {createdAt || url ? 'Make a new link' : 'Make my calendar link'}
        </Button>
        <MealTimesForm />
      </CardContent>
    </Card>
  );
}
