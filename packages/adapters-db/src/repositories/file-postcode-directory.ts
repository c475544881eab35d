import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type District, ListPostcodeDirectory } from '@larder/domain/geography/postcode-directory';
import { CATALOGUE_DIR } from '../catalogue-vocabulary';

/** The committed postcode districts (derived from the ONS Postcode Directory), loaded once into memory. */
export function loadPostcodeDirectory(file = path.join(CATALOGUE_DIR, 'generated/postcode-districts.json')): ListPostcodeDirectory {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { districts: Array<[string, number, number, string]> };
  const districts: District[] = data.districts.map(([outward, latitude, longitude, region]) => ({ outward, latitude, longitude, region }));
  return new ListPostcodeDirectory(districts);
}
