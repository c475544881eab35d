/**
 * The colour thresholds of document 002 section 9 for buyer analytics:
 * lead acceptance 90 or more green, 80 or more yellow, else red; conversion 25 or more green, 15 or more
 * yellow, above 0 orange; ROI 100 or more green, 0 or more yellow, else red. No figure (nothing to divide by)
 * is grey, never a colour that judges.
 */
export type LeadTone = 'good' | 'warn' | 'orange' | 'bad' | 'none';

const known = (v: number | null | undefined): v is number => v !== null && v !== undefined && Number.isFinite(v);

export const acceptanceTone = (rate: number | null | undefined, seen = 1): LeadTone => (!known(rate) || seen === 0 ? 'none' : rate >= 90 ? 'good' : rate >= 80 ? 'warn' : 'bad');

export const conversionTone = (rate: number | null | undefined, bought = 1): LeadTone =>
  !known(rate) || bought === 0 ? 'none' : rate >= 25 ? 'good' : rate >= 15 ? 'warn' : rate > 0 ? 'orange' : 'none';

export const roiTone = (roi: number | null | undefined, cost = 1): LeadTone => (!known(roi) || cost === 0 ? 'none' : roi >= 100 ? 'good' : roi >= 0 ? 'warn' : 'bad');

export const LEAD_TONE_CLASSES: Record<LeadTone, string> = {
  good: 'bg-primary-soft text-primary',
  warn: 'bg-yellow-100 text-yellow-900',
  orange: 'bg-orange-100 text-orange-900',
  bad: 'bg-destructive-soft text-red-700',
  none: 'bg-muted text-muted-foreground',
};

export const LEAD_TONE_BAR: Record<LeadTone, string> = {
  good: 'bg-primary',
  warn: 'bg-yellow-500',
  orange: 'bg-orange-500',
  bad: 'bg-destructive',
  none: 'bg-stone-300',
};
