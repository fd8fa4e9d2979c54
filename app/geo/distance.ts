/**
 * Distances on the earth's surface in miles (haversine), the bounding box that holds a circle, and
 * the same formula as SQL for D1 (decision 043). No imports: the Node seed scripts use this file too.
 */
export type GeoPoint = { latitude: number; longitude: number };

export const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_MILES) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in miles. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude and longitude ranges that hold every point within `miles` of `center`: the index
 * narrows the search to this box, the exact distance then cuts the circle out of it. Longitude
 * degrees shrink towards the poles, so the box widens with the latitude (its edge nearest the pole).
 */
export function boundingBox(center: GeoPoint, miles: number) {
  const dLat = miles / MILES_PER_DEGREE_LATITUDE;
  const poleward = Math.min(89.9, Math.abs(center.latitude) + dLat);
  const dLng = Math.min(180, dLat / Math.cos(radians(poleward)));
  return {
    minLatitude: center.latitude - dLat,
    maxLatitude: center.latitude + dLat,
    minLongitude: center.longitude - dLng,
    maxLongitude: center.longitude + dLng,
  };
}

/**
 * distanceMiles as a SQL expression over a row's `latitude`/`longitude` columns (prefixed by
 * `alias`), with the center's latitude, longitude and latitude again as its three bound parameters.
 * D1's SQLite has the math functions (sin, cos, asin, sqrt, radians).
 */
export function distanceSql(alias: string): string {
  const lat = `${alias}.latitude`;
  const lng = `${alias}.longitude`;
  return `(${2 * EARTH_RADIUS_MILES} * asin(min(1, sqrt(pow(sin(radians(${lat} - ?) / 2), 2) + cos(radians(?)) * cos(radians(${lat})) * pow(sin(radians(${lng} - ?) / 2), 2)))))`;
}

/** The bound parameters of distanceSql for a center. */
export function distanceParams(center: GeoPoint): number[] {
  return [center.latitude, center.latitude, center.longitude];
}
