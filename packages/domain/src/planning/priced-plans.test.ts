import { describe, expect, it } from 'vitest';
import { PricedPlans } from './priced-plans';

describe('PricedPlans', () => {
  it('answers what was kept for the same snapshot and key only', () => {
    const cache = new PricedPlans<number>(10);
    const a = {};
    cache.set(a, 'p1@1', 100);
    expect(cache.get(a, 'p1@1')).toBe(100);
    expect(cache.get(a, 'p1@2')).toBeUndefined();
    expect(cache.get({}, 'p1@1')).toBeUndefined();
  });

  it('forgets everything when the catalogue snapshot changes', () => {
    const cache = new PricedPlans<number>(10);
    const a = {};
    const b = {};
    cache.set(a, 'p1@1', 100);
    cache.set(b, 'p2@1', 200);
    expect(cache.get(a, 'p1@1')).toBeUndefined();
    expect(cache.get(b, 'p2@1')).toBe(200);
    expect(cache.size).toBe(1);
  });

  it('keeps at most its capacity, dropping the least recently used first', () => {
    const cache = new PricedPlans<number>(2);
    const s = {};
    cache.set(s, 'a', 1);
    cache.set(s, 'b', 2);
    expect(cache.get(s, 'a')).toBe(1); // a is now the most recently used
    cache.set(s, 'c', 3);
    expect(cache.get(s, 'b')).toBeUndefined();
    expect(cache.get(s, 'a')).toBe(1);
    expect(cache.get(s, 'c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});
