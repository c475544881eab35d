import { Loader2 } from 'lucide-react';
import type { TSwapPreview } from '@larder/contract/meal-plans';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { formatMoney, formatPence } from '../../../lib/money';

const pence = (pounds: string) => Math.round(Number(pounds) * 100);

/** "£6.49 more", "£0.85 less", "no change": the difference a swap makes to the week. */
export function costDifference(beforePounds: string, afterPounds: string): string {
  const d = pence(afterPounds) - pence(beforePounds);
  return d > 0 ? `${formatPence(d)} more` : d < 0 ? `${formatPence(-d)} less` : 'no change';
}

/** The toast after a swap: what changed, the week's new total and the difference, and that the list followed. */
export function swapToast(from: string, to: string | undefined, mealType: string, beforePounds: string, afterPounds: string): string {
  if (!to || to === from) return `No other recipe fits this ${mealType} better.`;
  return `${from} is now ${to}. Week: ${formatMoney(afterPounds)} (${costDifference(beforePounds, afterPounds)}). Your shopping list follows.`;
}

/** A phone asks before swapping, with the cost: the meal it would put in, the week's new total and the difference. */
export function SwapConfirm({ open, mealLabel, preview, reason, busy, onConfirm, onCancel }: {
  open: boolean;
  mealLabel: string;
  preview: TSwapPreview | null;
  /** Why no swap can be made (the server's reason, e.g. no room in the budget): said in the dialog, not lost. */
  reason?: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent data-testid="swap-confirm">
        <DialogHeader>
          <DialogTitle>Swap {mealLabel}?</DialogTitle>
          <DialogDescription>{preview ? `${preview.from} would become ${preview.to}.` : reason ? 'This meal cannot be swapped now.' : 'Finding the best other recipe...'}</DialogDescription>
        </DialogHeader>
        {reason ? (
          <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/10 p-3 text-sm" data-testid="swap-reason">
            {reason}
          </p>
        ) : preview ? (
          <p className="rounded-xl bg-muted p-3 text-sm" data-testid="swap-cost">
            Week total <span className="money">{formatMoney(preview.totalBefore)}</span> → <span className="money font-semibold">{formatMoney(preview.totalAfter)}</span>{' '}
            <span className="font-semibold">({costDifference(preview.totalBefore, preview.totalAfter)})</span>
          </p>
        ) : (
          <Loader2 className="mx-auto animate-spin" aria-hidden />
        )}
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            Keep this meal
          </Button>
          <Button onClick={onConfirm} disabled={!preview || !!reason || busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Confirm swap
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
