import { describe, expect, it } from 'vitest';
import { binDeclineTone, binSuccessTone, collectionTone, segmentChurnTone, segmentSuccessTone, statusTone } from './operator-colours';

describe('the colour thresholds of document 002 section 9', () => {
  it('BIN success 85/70, collection 90/75, segment success 90/75: green from the first, amber from the second', () => {
    expect([100, 85, 84.9, 70, 69.9, 0].map(binSuccessTone)).toEqual(['good', 'good', 'warn', 'warn', 'bad', 'bad']);
    expect([90, 89.9, 75, 74.9].map(collectionTone)).toEqual(['good', 'warn', 'warn', 'bad']);
    expect([90, 89.9, 75, 74.9].map(segmentSuccessTone)).toEqual(['good', 'warn', 'warn', 'bad']);
  });
  it('decline 15/30 and churn 5/15: green up to the first, amber up to the second', () => {
    expect([0, 15, 15.1, 30, 30.1].map(binDeclineTone)).toEqual(['good', 'good', 'warn', 'warn', 'bad']);
    expect([0, 5, 5.1, 15, 15.1].map(segmentChurnTone)).toEqual(['good', 'good', 'warn', 'warn', 'bad']);
  });
  it('no figure is grey', () => {
    expect(binSuccessTone(null)).toBe('none');
    expect(segmentChurnTone(Number.NaN)).toBe('none');
  });
  it('statuses: active green, pending amber, cancelled red, other grey', () => {
    expect(['active', 'pending', 'cancelled', 'trialing', 'failed'].map(statusTone)).toEqual(['good', 'warn', 'bad', 'none', 'none']);
  });
});
