// Plain geometry on [lng, lat] positions (GeoJSON order), good enough at city scale: an equirectangular
// projection around the point looked at, so distances are in metres to within a fraction of a percent.
export type Position = [number, number];
export type Ring = readonly Position[];

const EARTH_M = 6_371_000;
const RAD = Math.PI / 180;

/** Ray casting: is the point inside the ring (first and last position may repeat)? */
export function insideRing([x, y]: Position, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Metres from the point to the nearest edge of the ring. */
export function distanceToRingM(point: Position, ring: Ring): number {
  const [lng0, lat0] = point;
  const kx = Math.cos(lat0 * RAD) * RAD * EARTH_M;
  const ky = RAD * EARTH_M;
  const local = ([lng, lat]: Position) => [(lng - lng0) * kx, (lat - lat0) * ky] as const;
  let best = Infinity;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [ax, ay] = local(ring[i] as Position);
    const [bx, by] = local(ring[i + 1] as Position);
    const dx = bx - ax;
    const dy = by - ay;
    const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}
