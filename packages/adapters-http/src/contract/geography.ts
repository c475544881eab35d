import { z } from 'zod';

/** GET /api/postcodes/nearest: a position from the browser (never sent anywhere else). */
export const ZNearestDistrictQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export const ZDistrict = z.object({ outward: z.string(), region: z.string(), latitude: z.number(), longitude: z.number(), distanceKm: z.number() });
export type TDistrict = z.infer<typeof ZDistrict>;
