import { haversineKm } from '@larder/domain/geography/postcode-directory';
import { ZNearbyQuery, ZNearestDistrictQuery } from '@larder/contract/geography';
import { unwrap } from '../errors/error-map';
import { HttpError } from '../errors/error-map';
import type { HttpDependencies } from '../dependencies';
import { parseInput } from '../validation';
import { newRouter } from './router';

/** Beyond this, a position is not near any Great Britain postcode district. */
const MAX_DISTANCE_KM = 40;

/** "Use Current Location" (the nearest postcode district, from our own data) and the chains within reach. */
export function geographyRoutes(deps: HttpDependencies) {
  const router = newRouter();
  router.get('/api/postcodes/nearest', async (ctx) => {
    const { latitude, longitude } = parseInput(ZNearestDistrictQuery, ctx.query);
    const district = deps.postcodes.nearest(latitude, longitude);
    const distanceKm = district ? haversineKm({ latitude, longitude }, district) : Infinity;
    if (!district || distanceKm > MAX_DISTANCE_KM) throw new HttpError(404, 'We could not find a UK postcode district near your location. Please type your postcode.');
    ctx.body = { outward: district.outward, region: district.region, latitude: district.latitude, longitude: district.longitude, distanceKm: Math.round(distanceKm * 10) / 10 };
  });

  router.get('/api/stores/nearby', async (ctx) => {
    const { postcode, reachKm } = parseInput(ZNearbyQuery, ctx.query);
    const chains = (await deps.recipeLibrary.snapshot()).chains;
    ctx.body = unwrap(await deps.chainsNearby.execute(postcode, chains, reachKm));
  });
  return router;
}
