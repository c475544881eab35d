import { z } from 'zod';

/** GET /api/postcodes/nearest: a position from the browser (never sent anywhere else). */
export const ZNearestDistrictQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export const ZDistrict = z.object({ outward: z.string(), region: z.string(), latitude: z.number(), longitude: z.number(), distanceKm: z.number() });
export type TDistrict = z.infer<typeof ZDistrict>;

/** GET /api/stores/nearby: the chains within reach of a postcode. */
export const ZNearbyQuery = z.object({ postcode: z.string().min(1).max(16), reachKm: z.coerce.number().min(0.5).max(50).optional() });
export const ZNearby = z.object({
  storesLoaded: z.boolean(),
  note: z.string().nullable(),
  chains: z.array(z.object({ chain: z.string(), nearestKm: z.number().nullable(), nearestStore: z.string().nullable() })),
});
