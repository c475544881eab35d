import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { usePayCycle } from '../../../lib/household/pay-cycle';

/** The dashboard's pay-day line (issue 37): "£142 left for 13 days until pay day (Friday 12 December)", when a pay cycle is set. */
export function PayDayLine() {
  const payCycle = usePayCycle();
  const period = payCycle.data?.period;
  if (!period) return null;
  const over = period.left.startsWith('-');
  const lastWeek = period.weeks.at(-1)!;
  return (
    <Card className="mb-6" data-testid="pay-day-line">
      <CardContent className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <CalendarClock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <p className={cn('font-semibold', over && 'text-destructive')}>{period.message}</p>
            <p className="text-sm text-muted-foreground">
              Spent £{period.spent} of £{period.money} this pay period. The week before pay day keeps £{lastWeek.amount}.
            </p>
          </div>
        </div>
        <Link to="/account" className="inline-flex h-11 shrink-0 items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-muted">
          Change pay day
        </Link>
      </CardContent>
    </Card>
  );
}
