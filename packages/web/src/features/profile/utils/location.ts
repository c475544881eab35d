import { ApiError } from '../../../lib/api-client';

/** Three decimals (about 100 m) is plenty to find a postcode district; the server never gets more. */
export const coarsen = (degrees: number): number => Math.round(degrees * 1000) / 1000;

export const nearestDistrictPath = (latitude: number, longitude: number): string =>
  `/api/postcodes/nearest?${new URLSearchParams({ latitude: String(coarsen(latitude)), longitude: String(coarsen(longitude)) }).toString()}`;

/** The browser's position, as a promise. Rejects with the GeolocationPositionError, or a LocationUnsupported when there is no geolocation. */
export class LocationUnsupported extends Error {
  override readonly name = 'LocationUnsupported';
}

export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationUnsupported('This browser cannot share its location'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      // A district is kilometres wide: a coarse fix is enough, but a fresh one (the visitor may have moved since the last).
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 0 },
    );
  });
}

export const LOCATION_FOUND_TITLE = 'Location found';
export const LOCATION_UNAVAILABLE_TITLE = 'Location unavailable';

export const locationFoundDescription = (district: { outward: string; region: string }): string => `We filled in ${district.outward} (${district.region})`;

/** GeolocationPositionError's codes (the constants are not on every object we may be given). */
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

const isPositionError = (error: unknown): error is { code: number } =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number';

/** The toast for a failed "Use Current Location": what went wrong, and that typing the postcode still works. */
export function locationFailure(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError) {
    // 404: no district near (the server's own message); 400: numbers the server would not take.
    if (error.status === 404 || error.status === 400) {
      return { title: LOCATION_UNAVAILABLE_TITLE, description: error.serverMessage ?? 'We could not find a postcode near your location. Please type your postcode.' };
    }
    return { title: 'Error', description: error.serverMessage ?? 'We could not look up your location. Please type your postcode.' };
  }
  if (error instanceof LocationUnsupported) return { title: LOCATION_UNAVAILABLE_TITLE, description: 'Your browser cannot share its location. Please type your postcode.' };
  if (isPositionError(error)) {
    if (error.code === PERMISSION_DENIED) return { title: LOCATION_UNAVAILABLE_TITLE, description: 'Allow location access or type your postcode.' };
    if (error.code === TIMEOUT) return { title: LOCATION_UNAVAILABLE_TITLE, description: 'Finding your location took too long. Try again or type your postcode.' };
    return { title: LOCATION_UNAVAILABLE_TITLE, description: 'Your device could not find its location. Try again or type your postcode.' };
  }
  return { title: 'Error', description: 'We could not look up your location. Please type your postcode.' };
}
