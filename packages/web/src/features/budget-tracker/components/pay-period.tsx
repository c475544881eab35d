import { CalendarClock, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { usePayCycle } from '../../../lib/household/pay-cycle';
import { longDate } from '../utils';

/** "Fri 13 Nov": a week's ends, short enough for a phone's table. */
const shortDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * The pay period on the tracker (issue 37), when the household set a pay cycle: what is left until pay day, whether
 * the spending keeps to the weeks so far, and each week's share of the money beside what was spent in it.
 */
export function PayPeriod() {
  const payCycle = usePayCycle();
  const period = payCycle.data?.period;
  if (!period) return null;
  return (
    <Card data-testid="pay-period">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarClock className="size-5 text-primary" aria-hidden /> This pay period
        </CardTitle>
        <CardDescription>
          From pay day, {longDate(period.start)}: <span data-testid="pay-period-message">{period.message}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {period.trackNote ? (
          <p className={cn('rounded-xl p-3 text-sm font-medium', period.onTrack ? 'bg-primary-soft text-primary' : 'bg-accent-soft text-accent-foreground')} data-testid="pay-period-track">
            {period.trackNote}
          </p>
        ) : null}
        <table className="w-full text-sm">
          <caption className="sr-only">Each week of the pay period: its share of the money and what was spent</caption>
          <thead className="text-xs text-muted-foreground">
            <tr className="border-b border-border">
              <th scope="col" className="py-2 text-left font-medium">Week</th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">Its share</th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">Spent</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {period.weeks.map((w) => (
              <tr key={w.start} data-testid="pay-period-week" className={cn(w.start <= period.today && period.today <= w.end && 'bg-muted/60 font-semibold')}>
                <th scope="row" className="py-2 text-left font-medium">
                  {w.start === w.end ? shortDate(w.start) : `${shortDate(w.start)} to ${shortDate(w.end)}`}
                  {w.protected ? (
                    <span className="ml-1 inline-flex items-center gap-1 text-xs font-normal text-primary">
                      <ShieldCheck className="size-3.5" aria-hidden /> before pay day, kept
                    </span>
                  ) : null}
                </th>
                <td className="py-2 pl-3 text-right">
                  <Money amount={w.amount} />
                </td>
                <td className="py-2 pl-3 text-right">{w.spent !== undefined ? <Money amount={w.spent} /> : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Link to="/account" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-2">
          Change pay day or the money
        </Link>
      </CardContent>
    </Card>
  );
}
