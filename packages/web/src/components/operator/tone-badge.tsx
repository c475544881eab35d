import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { TONE_CLASSES, TONE_WORD, type Tone, statusTone } from '../../lib/operator-colours';
import { formatPercent, humanise } from '../../lib/operator-format';

/** A coloured pill; the colour's meaning is also given in words to screen readers. */
export function TonePill({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums whitespace-nowrap', TONE_CLASSES[tone], className)} data-tone={tone}>
      {children}
      <span className="sr-only"> ({TONE_WORD[tone]})</span>
    </span>
  );
}

/** A rate with its colour by the given rule. */
export function RatePill({ value, tone }: { value: number | null; tone: (value: number | null) => Tone }) {
  return <TonePill tone={tone(value)}>{formatPercent(value)}</TonePill>;
}

/** A subscription status with its colour (active green, pending amber, cancelled red, other grey). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONE_CLASSES[statusTone(status)])} data-status={status}>
      {humanise(status)}
    </span>
  );
}
