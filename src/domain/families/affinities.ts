/**
 * Professionals near a family (spec 001 §7 getRecentProsWithAffinities and
 * getNearestProsWithAffinities): the distance from the family's coordinates to the
 * professional's home, as the crow flies (haversine, Earth radius 6371 km), and the order of
 * the lists: nearest first, those whose distance is unknown (no coordinates) last, then by
 * name. Decision where the spec is silent: the nearest list keeps the 10 nearest active
 * professionals with coordinates, the recent list those who worked at the family in the last
 * 90 days; each shows the other families the professional serves (the families served
 * together), so the agency sees who already knows the neighbourhood.
 */
import { foldAccents } from '../text';
import { formatDistance } from '../format/distance';

export interface Coordinates {
  lat: number;
  lng: number;
}

export const NEAREST_PROS_LIMIT = 10;
export const RECENT_PROS_DAYS = 90;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Kilometres between two points, to the nearest 100 m; null when one of them is unknown. */
export function distanceKm(from: Coordinates | null, to: Coordinates | null): number | null {
  if (!from || !to) return null;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}

/** Nearest first, unknown distances last, then by last and first name (accents and case ignored). */
export function byDistance<T extends { distanceKm: number | null; firstName: string; lastName: string }>(items: readonly T[]): T[] {
  const name = (item: T) => foldAccents(`${item.lastName} ${item.firstName}`);
  return [...items].sort((a, b) => {
    if (a.distanceKm !== b.distanceKm) {
      if (a.distanceKm === null) return 1;
      if (b.distanceKm === null) return -1;
      return a.distanceKm - b.distanceKm;
    }
    return name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0;
  });
}

/** The spec's distance (000 §1: one decimal followed by 'Kms', `format/distance.ts`), 'Distance inconnue' without coordinates. */
export function distanceLabel(km: number | null): string {
  return km === null ? 'Distance inconnue' : formatDistance(km);
}
