import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import { LocationUnsupported, coarsen, currentPosition, locationFailure, locationFoundDescription, nearestDistrictPath } from '../src/features/profile/utils/location';

describe('Use Current Location helpers', () => {
  it('sends the server three decimals of each coordinate, nothing more', () => {
    expect(coarsen(53.477712)).toBe(53.478);
    expect(coarsen(-2.23684)).toBe(-2.237);
    expect(nearestDistrictPath(53.4777, -2.2368)).toBe('/api/postcodes/nearest?latitude=53.478&longitude=-2.237');
  });

  it('describes the district found', () => {
    expect(locationFoundDescription({ outward: 'M1', region: 'Manchester' })).toBe('We filled in M1 (Manchester)');
  });

  it('explains each failure', () => {
    expect(locationFailure({ code: 1, message: 'User denied Geolocation' })).toEqual({ title: 'Location unavailable', description: 'Allow location access or type your postcode.' });
    expect(locationFailure({ code: 2 }).title).toBe('Location unavailable');
    expect(locationFailure({ code: 3 }).description).toMatch(/took too long/);
    const notNear = 'We could not find a UK postcode district near your location. Please type your postcode.';
    expect(locationFailure(new ApiError(notNear, 404, notNear, undefined))).toEqual({ title: 'Location unavailable', description: notNear });
    expect(locationFailure(new ApiError('Bad Request', 400, undefined, 'latitude')).title).toBe('Location unavailable');
    expect(locationFailure(new ApiError('Internal Server Error', 500, undefined, undefined)).title).toBe('Error');
    expect(locationFailure(new LocationUnsupported('no')).description).toMatch(/cannot share its location/);
    expect(locationFailure(new TypeError('Failed to fetch')).title).toBe('Error');
  });

  it('wraps the browser geolocation in a promise', async () => {
    const ok = { getCurrentPosition: vi.fn((success: PositionCallback) => success({ coords: { latitude: 53.4777, longitude: -2.2368 } } as GeolocationPosition)) };
    await expect(currentPosition(ok as unknown as Geolocation)).resolves.toEqual({ latitude: 53.4777, longitude: -2.2368 });
    const denied = { getCurrentPosition: vi.fn((_: PositionCallback, failure?: PositionErrorCallback | null) => failure?.({ code: 1 } as GeolocationPositionError)) };
    await expect(currentPosition(denied as unknown as Geolocation)).rejects.toEqual({ code: 1 });
    await expect(currentPosition(undefined)).rejects.toBeInstanceOf(LocationUnsupported);
  });
});
