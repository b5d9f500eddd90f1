// Which pins to draw at a zoom: clusters (supercluster) where pins would overlap, and pins at (nearly) one place
// fanned out around it so each can be seen, hovered and clicked. Pure: positions in, positions out.
import Supercluster from 'supercluster';

export interface PinPoint {
  id: string;
  lat: number;
  lng: number;
}

export type Placed<T extends PinPoint> =
  | { kind: 'pin'; pin: T }
  | { kind: 'cluster'; id: string; lat: number; lng: number; members: T[]; expansionZoom: number };

export interface ClusterOptions {
  /** Pins closer than this on screen join a cluster. */
  radiusPx?: number;
  /** Above this zoom nothing clusters (pins left overlapping are fanned out instead). */
  maxZoom?: number;
}

/** An index of the pins, queried per zoom (building it is the costly part: once per list of pins). */
export function createClusterIndex<T extends PinPoint>(pins: readonly T[], options: ClusterOptions = {}) {
  // extent 256: radius in the screen pixels of 256-pixel tiles, as Leaflet draws them (the default 512 halves it).
  const index = new Supercluster<{ i: number }>({
    radius: options.radiusPx ?? 60,
    extent: 256,
    maxZoom: options.maxZoom ?? 15,
  });
  index.load(
    pins.map((p, i) => ({
      type: 'Feature' as const,
      properties: { i },
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
    })),
  );
  return (zoom: number): Placed<T>[] =>
    index.getClusters([-180, -85, 180, 85], Math.floor(zoom)).flatMap((f): Placed<T>[] => {
      const [lng = 0, lat = 0] = f.geometry.coordinates;
      const props = f.properties as Partial<Supercluster.ClusterProperties> & { i?: number };
      if (props.cluster && props.cluster_id !== undefined) {
        const members = index
          .getLeaves(props.cluster_id, Infinity)
          .map((leaf) => pins[(leaf.properties as { i: number }).i])
          .filter((p): p is T => p !== undefined);
        return [
          {
            kind: 'cluster',
            id: `cluster:${members.map((m) => m.id).sort()[0] ?? ''}:${members.length}`,
            lat,
            lng,
            members,
            expansionZoom: index.getClusterExpansionZoom(props.cluster_id),
          },
        ];
      }
      const pin = props.i === undefined ? undefined : pins[props.i];
      return pin ? [{ kind: 'pin', pin }] : [];
    });
}

/**
 * Screen offsets that fan `count` pins out around their shared place: a circle up to 8 (no two closer than
 * `gapPx` along it), a spiral beyond, as Leaflet.markercluster's spiderfy does. The first pin goes to the top.
 */
export function fanOffsets(count: number, gapPx = 34): Array<{ x: number; y: number }> {
  if (count <= 1) return [{ x: 0, y: 0 }].slice(0, count);
  if (count <= 8) {
    const radius = Math.max(gapPx * 0.8, (gapPx * count) / (2 * Math.PI));
    return Array.from({ length: count }, (_, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
      return { x: Math.round(radius * Math.cos(angle)), y: Math.round(radius * Math.sin(angle)) };
    });
  }
  // Leaflet.markercluster's spiral: each foot `gapPx` from the last along an outward-winding leg.
  let angle = 0;
  let leg = gapPx * 0.8;
  return Array.from({ length: count }, (_, i) => {
    angle += gapPx / leg + i * 0.0005;
    const at = { x: Math.round(leg * Math.cos(angle)), y: Math.round(leg * Math.sin(angle)) };
    leg += (2 * Math.PI * (gapPx / 5)) / angle;
    return at;
  });
}

/**
 * Groups of pins whose screen points lie within `nearPx` of each other (e.g. two activities in one mall):
 * each group of two or more gets fanned out around its centre. Returns the offset of every pin that moves.
 */
export function separateNearby(
  points: ReadonlyArray<{ id: string; x: number; y: number }>,
  nearPx = 14,
  gapPx = 34,
): Map<string, { x: number; y: number }> {
  const moved = new Map<string, { x: number; y: number }>();
  const taken = new Set<string>();
  for (const p of points) {
    if (taken.has(p.id)) continue;
    const group = points.filter((q) => !taken.has(q.id) && Math.hypot(q.x - p.x, q.y - p.y) <= nearPx);
    if (group.length < 2) continue;
    const cx = group.reduce((s, q) => s + q.x, 0) / group.length;
    const cy = group.reduce((s, q) => s + q.y, 0) / group.length;
    fanOffsets(group.length, gapPx).forEach((o, i) => {
      const q = group[i];
      if (!q) return;
      taken.add(q.id);
      moved.set(q.id, { x: Math.round(cx + o.x - q.x), y: Math.round(cy + o.y - q.y) });
    });
  }
  return moved;
}
