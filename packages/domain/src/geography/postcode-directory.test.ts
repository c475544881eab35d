import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ListPostcodeDirectory, haversineKm, validatePostcode } from './postcode-directory';
import { TEST_DISTRICTS } from '../testing/accounts-fixture';

const directory = new ListPostcodeDirectory(TEST_DISTRICTS);

describe('postcode directory', () => {
  it('accepts a well-formed postcode whose district exists, in standard form', () => {
    expect(validatePostcode(' sw1a1aa ', directory)).toEqual({ ok: true, value: { value: 'SW1A 1AA', outward: 'SW1A', kind: 'full' } });
    expect(validatePostcode('ls1', directory)).toMatchObject({ ok: true, value: { value: 'LS1', kind: 'outward' } });
  });
  it('refuses a district that does not exist, with the usual message and field', () => {
    expect(validatePostcode('SW99 1AA', directory, 'postcode')).toEqual({ ok: false, error: { code: 'VALIDATION', message: 'Please enter a valid UK postcode', field: 'postcode' } });
    expect(validatePostcode('E20', directory).ok).toBe(false);
  });
  it('accepts Northern Ireland (BT) on format alone: our district data covers Great Britain only', () => {
    expect(validatePostcode('BT1 1AA', directory).ok).toBe(true);
  });
  it('finds the nearest district to a position', () => {
    expect(directory.nearest(53.48, -2.24)?.outward).toBe('M1');
    expect(directory.nearest(51.501, -0.14)?.outward).toBe('SW1A');
    expect(new ListPostcodeDirectory([]).nearest(0, 0)).toBeNull();
  });
  it('measures great-circle distances: London to Manchester about 262 km; symmetric; zero to itself', () => {
    const [sw1a, m1] = [TEST_DISTRICTS[0]!, TEST_DISTRICTS[1]!];
    expect(haversineKm(sw1a, m1)).toBeGreaterThan(255);
    expect(haversineKm(sw1a, m1)).toBeLessThan(270);
    const point = fc.record({ latitude: fc.double({ min: 49, max: 61, noNaN: true }), longitude: fc.double({ min: -8, max: 2, noNaN: true }) });
    fc.assert(fc.property(point, point, (a, b) => Math.abs(haversineKm(a, b) - haversineKm(b, a)) < 1e-9 && haversineKm(a, a) === 0 && haversineKm(a, b) >= 0));
  });
});
