import { HeartHandshake, TriangleAlert } from 'lucide-react';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { cn } from '../lib/cn';

/** The plan's one line at the top (planner, dashboard, list): whom it feeds fully, whom not, and the £ it takes; the API's words. */
export function FeedingLine({ plan, className }: { plan: Pick<TMealPlan, 'feedingLine' | 'meetsTargets'>; className?: string }) {
  if (!plan.feedingLine) return null;
  const fed = plan.meetsTargets && !plan.feedingLine.includes(';') && !plan.feedingLine.startsWith('Falls short');
  return (
    <p
      className={cn('flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold', fed ? 'bg-primary-soft text-primary' : 'border border-accent/40 bg-accent-soft/40 text-foreground', className)}
      data-testid="feeding-line"
      data-fed={fed ? 'true' : 'false'}
    >
      {fed ? <HeartHandshake className="mt-0.5 size-4 shrink-0" aria-hidden /> : <TriangleAlert className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden />}
      <span className="min-w-0">{plan.feedingLine}</span>
    </p>
  );
}
