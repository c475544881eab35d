import { FlaskConical } from 'lucide-react';

/** Acquired's test cards (the simulated provider behaves as Acquired's test mode does). */
export const ACQUIRED_SUCCESS_CARD = '4000011180138710';
export const ACQUIRED_DECLINE_CARD = '4000016746394707';

export function TestCardHint() {
  return (
    <div className="flex gap-2 rounded-xl border border-amber-200 bg-accent-soft p-3 text-sm text-accent-foreground" data-testid="test-card-hint">
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">Test card</p>
        <p>
          Use <span className="font-mono">{ACQUIRED_SUCCESS_CARD}</span> with any future expiry and any CVV. <span className="font-mono">{ACQUIRED_DECLINE_CARD}</span> is
          declined.
        </p>
      </div>
    </div>
  );
}
