import { Check, TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { freeSugarsLine, type PersonDay } from '../../../lib/meal-plans/feeding';

/** One person's day: each target, met or short by how much, and free sugars as a soft aim. */
export function PersonTargets({ person, index }: { person: PersonDay; index: number }) {
  const { label, targets, food, rows, metCount } = person;
  const sugars = freeSugarsLine(targets, food);
  const all = metCount === rows.length;
  return (
    <Card data-testid="person-targets" data-person={index} className="flex flex-col">
      <CardHeader className="gap-1 pb-3 sm:pb-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-base">{label}</CardTitle>
          <Badge variant={all ? 'default' : 'accent'} data-testid="person-met">
            {all ? <Check className="size-3.5" aria-hidden /> : <TriangleAlert className="size-3.5" aria-hidden />}
            {all ? 'All targets met' : `${metCount} of ${rows.length} met`}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-3">
          {rows.map((r) => (
            <li key={r.key} data-testid="target-row" data-target={r.key} data-met={r.met} aria-label={r.text}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
                <span className="font-medium">{r.label}</span>
                <span className="money text-muted-foreground">{r.figures}</span>
              </div>
              <div className="mt-1 flex items-center gap-2.5">
                <Progress
                  value={r.percent}
                  aria-hidden
                  className={cn('h-2 flex-1', r.key === 'salt' ? (r.met ? '[&>div]:bg-primary/60' : '[&>div]:bg-destructive') : !r.met && '[&>div]:bg-accent')}
                />
                <span className={cn('w-28 shrink-0 text-right text-xs font-semibold', r.met ? 'text-primary' : 'text-accent-strong')}>
                  {r.met ? <Check className="mr-0.5 inline size-3.5 align-[-2px]" aria-hidden /> : null}
                  {r.status}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <p className={cn('mt-4 border-t border-border pt-3 text-xs', sugars.within ? 'text-muted-foreground' : 'text-accent-strong')} data-testid="free-sugars">
          {sugars.text}
        </p>
      </CardContent>
    </Card>
  );
}
