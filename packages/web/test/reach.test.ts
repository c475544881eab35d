import { describe, expect, it } from 'vitest';
import { chainReach, nearestStoreLabel, type Nearby } from '../src/features/recipes/utils/reach';

const NOTE = 'Prices are national estimates until we know the supermarkets near you, so every supermarket is shown.';

describe('chainReach', () => {
  it('is unknown without an answer', () => {
    expect(chainReach('Aldi', undefined)).toEqual({ kind: 'unknown' });
  });

  it('assumes every chain is reachable until stores are loaded', () => {
    const nearby: Nearby = { storesLoaded: false, note: NOTE, chains: [{ chain: 'Aldi', nearestKm: null, nearestStore: null }] };
    expect(chainReach('Aldi', nearby)).toEqual({ kind: 'assumed' });
    expect(chainReach('Tesco', nearby)).toEqual({ kind: 'assumed' });
  });

  it('marks chains without a store in reach once stores are loaded', () => {
    const nearby: Nearby = { storesLoaded: true, note: null, chains: [{ chain: 'Aldi', nearestKm: 0.5, nearestStore: 'Aldi Piccadilly' }] };
    expect(chainReach('Aldi', nearby)).toEqual({ kind: 'near', km: 0.5, store: 'Aldi Piccadilly' });
    expect(chainReach('aldi', nearby).kind).toBe('near');
    expect(chainReach('Tesco', nearby)).toEqual({ kind: 'far' });
    expect(nearestStoreLabel(chainReach('Aldi', nearby))).toBe('Aldi Piccadilly, 0.5 km away');
    expect(nearestStoreLabel(chainReach('Tesco', nearby))).toBeNull();
  });

  it('assumes reach when the district is not in the location data', () => {
    const nearby: Nearby = { storesLoaded: true, note: 'Your postcode district is not in our location data, so every chain is assumed to be within reach.', chains: [{ chain: 'Aldi', nearestKm: null, nearestStore: null }] };
    expect(chainReach('Aldi', nearby)).toEqual({ kind: 'assumed' });
    expect(nearestStoreLabel({ kind: 'near', km: 12, store: null })).toBe('12 km away');
  });
});
