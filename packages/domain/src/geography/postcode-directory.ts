import type { Result } from '../shared/result';
import { type DomainError, invalid } from '../shared/errors';
import { POSTCODE_MESSAGE, type Postcode, parsePostcode } from '../accounts/postcode';

/** A postcode district (outward code) with its centre. */
export interface District {
  readonly outward: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly region: string;
}

/** Every Great Britain postcode district with live postcodes. */
export interface PostcodeDirectory {
  find(outward: string): District | null;
  nearest(latitude: number, longitude: number): District | null;
}
export const POSTCODE_DIRECTORY = Symbol('PostcodeDirectory');

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Northern Ireland's BT districts are valid but not in our (Great Britain) data: accepted on format alone. */
const NORTHERN_IRELAND = /^BT\d/;

/** A postcode that is well formed and whose district exists. */
export function validatePostcode(input: string, directory: PostcodeDirectory, field = 'postcode'): Result<Postcode, DomainError> {
  const parsed = parsePostcode(input, field);
  if (!parsed.ok) return parsed;
  if (NORTHERN_IRELAND.test(parsed.value.outward) || directory.find(parsed.value.outward)) return parsed;
  return invalid(field, POSTCODE_MESSAGE);
}

/** Nearest-district search over a list (what both the fake and the file adapter use). */
export class ListPostcodeDirectory implements PostcodeDirectory {
  private readonly byOutward: Map<string, District>;
  constructor(private readonly districts: readonly District[]) {
    this.byOutward = new Map(districts.map((d) => [d.outward, d]));
  }
  find(outward: string): District | null {
    return this.byOutward.get(outward.toUpperCase()) ?? null;
  }
  nearest(latitude: number, longitude: number): District | null {
    let best: District | null = null;
    let bestKm = Infinity;
    for (const district of this.districts) {
      const km = haversineKm({ latitude, longitude }, district);
      if (km < bestKm) {
        bestKm = km;
        best = district;
      }
    }
    return best;
  }
}

