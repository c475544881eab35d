/**
 * The operator screens' colour rules (document 002 section 9). Pure, so the admin panel and the billing
 * dashboard agree, and tested on their own.
 */
export type Tone = 'good' | 'warn' | 'bad' | 'none';

/** "success 85/70": green from the first figure, amber from the second, red below; grey with no figure. */
export const atLeast = (value: number | null | undefined, good: number, warn: number): Tone =>
  value === null || value === undefined || !Number.isFinite(value) ? 'none' : value >= good ? 'good' : value >= warn ? 'warn' : 'bad';

/** "decline 15/30": green up to the first figure, amber up to the second, red above. */
export const atMost = (value: number | null | undefined, good: number, warn: number): Tone =>
  value === null || value === undefined || !Number.isFinite(value) ? 'none' : value <= good ? 'good' : value <= warn ? 'warn' : 'bad';

export const binSuccessTone = (v: number | null) => atLeast(v, 85, 70);
export const binDeclineTone = (v: number | null) => atMost(v, 15, 30);
export const collectionTone = (v: number | null) => atLeast(v, 90, 75);
export const segmentSuccessTone = (v: number | null) => atLeast(v, 90, 75);
export const segmentChurnTone = (v: number | null) => atMost(v, 5, 15);

/** Subscription statuses: active green, pending amber, cancelled red, any other grey. */
export const statusTone = (status: string): Tone => (status === 'active' ? 'good' : status === 'pending' ? 'warn' : status === 'cancelled' ? 'bad' : 'none');

/** Charge attempts and authorisation events: succeeded green, failed or declined red, other grey. */
export const outcomeTone = (status: string): Tone =>
  status === 'succeeded' ? 'good' : status === 'failed' || status === 'declined' ? 'bad' : status === 'processing' ? 'warn' : 'none';

export const TONE_CLASSES: Record<Tone, string> = {
  good: 'bg-primary-soft text-primary',
  warn: 'bg-accent-soft text-accent-strong',
  bad: 'bg-destructive-soft text-red-700',
  none: 'bg-muted text-muted-foreground',
};

/** A dot or bar colour for charts and legends. */
export const TONE_FILL: Record<Tone, string> = {
  good: '#15803d',
  warn: '#d97706',
  bad: '#dc2626',
  none: '#a8a29e',
};

export const TONE_WORD: Record<Tone, string> = { good: 'good', warn: 'watch', bad: 'poor', none: 'no data' };
