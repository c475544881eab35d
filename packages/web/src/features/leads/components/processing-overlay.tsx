import { Loader2, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Progress } from '../../../components/ui/progress';
import { PROCESSING_LIMIT_MS, PROCESSING_STEP_MS, processingMessageAt } from '../utils/journey';

/** The payment's processing overlay: seven messages, one every 18 seconds, for up to 3 minutes. */
export function ProcessingOverlay({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, now - startedAt);
  const progress = Math.min(95, Math.round((elapsed / PROCESSING_LIMIT_MS) * 100) + 5);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-stone-950/60 p-4 backdrop-blur-sm" role="dialog" aria-modal="true" aria-labelledby="processing-title">
      <div className="w-full max-w-sm space-y-4 rounded-2xl bg-card p-6 text-center shadow-xl">
        <Loader2 className="mx-auto size-10 animate-spin text-primary" aria-hidden />
        <h2 id="processing-title" className="text-lg font-semibold">
          Processing your payment
        </h2>
        <p className="min-h-10 text-sm text-muted-foreground" aria-live="polite" data-testid="processing-message" data-step={Math.floor(elapsed / PROCESSING_STEP_MS)}>
          {processingMessageAt(elapsed)}
        </p>
        <Progress value={progress} aria-label="Payment progress" />
        <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
          <Lock className="size-3.5" aria-hidden /> Please keep this page open.
        </p>
      </div>
    </div>
  );
}
