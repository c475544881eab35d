import type { TActivity } from '@larder/contract/household';
import { cn } from '../../../lib/cn';

const when = (iso: string, now = Date.now()) => {
  const at = new Date(iso);
  const minutes = Math.round((now - at.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.round(minutes / 60)} h ago`;
  return at.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
};

/** The household's changes as short lines: "Sam swapped a meal for Chickpea curry · 5 min ago". */
export function HouseholdActivityList({ activity, className }: { activity: readonly TActivity[]; className?: string }) {
  if (activity.length === 0) return <p className="text-sm text-muted-foreground">No changes yet.</p>;
  return (
    <ul className={cn('space-y-1.5 text-sm', className)} data-testid="household-activity">
      {activity.map((a) => (
        <li key={a.id} className="flex flex-wrap gap-x-2">
          <span className={a.by.you ? 'text-foreground' : 'font-medium text-foreground'}>{a.summary}</span>
          <time dateTime={a.at} className="text-muted-foreground">
            · {when(a.at)}
          </time>
        </li>
      ))}
    </ul>
  );
}
