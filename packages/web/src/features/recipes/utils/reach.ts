import type { z } from 'zod';
import type { ZNearby } from '@larder/contract/geography';

export type Nearby = z.infer<typeof ZNearby>;

/**
 * Whether a household can reach a chain: unknown (no answer yet, or no postcode), assumed (store locations not loaded,
 * or the district not in our data), near (a store within reach, with the nearest) or far (stores loaded, none in reach).
 */
export type ChainReach =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'assumed' }
  | { readonly kind: 'near'; readonly km: number | null; readonly store: string | null }
  | { readonly kind: 'far' };

export function chainReach(chain: string, nearby: Nearby | null | undefined): ChainReach {
  if (!nearby) return { kind: 'unknown' };
  const row = nearby.chains.find((c) => c.chain.toLowerCase() === chain.toLowerCase());
  if (!nearby.storesLoaded) return { kind: 'assumed' };
  if (!row) return { kind: 'far' };
  // Loaded, but the district has no centre in our data: the server lists every chain with no distance.
  if (row.nearestKm === null) return { kind: 'assumed' };
  return { kind: 'near', km: row.nearestKm, store: row.nearestStore };
}

/** "Aldi Piccadilly, 0.5 km away" (or as much of it as is known). */
export function nearestStoreLabel(reach: ChainReach): string | null {
  if (reach.kind !== 'near') return null;
  const km = reach.km === null ? null : `${reach.km.toLocaleString('en-GB', { maximumFractionDigits: 1 })} km away`;
  return [reach.store, km].filter(Boolean).join(', ') || null;
}
