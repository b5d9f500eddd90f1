import L from 'leaflet';

export interface RouteStyle {
  color: string;
  weight?: number;
  /** Dashed: a leg that is not a road route (e.g. to and from the hotel as the crow flies). */
  dashed?: boolean;
}

/**
 * A route as a line through [lat, lng] points: a road geometry from a routing server, or straight legs
 * between stops until one is configured. Returns the layer so the caller can remove it.
 */
export function drawRoute(map: L.Map, points: ReadonlyArray<readonly [number, number]>, style: RouteStyle): L.Polyline {
  return L.polyline(
    points.map(([lat, lng]) => [lat, lng] as L.LatLngTuple),
    {
      color: style.color,
      weight: style.weight ?? 4,
      opacity: 0.9,
      lineCap: 'round',
      lineJoin: 'round',
      dashArray: style.dashed ? '6 8' : undefined,
      interactive: false,
      className: 'jad-map-route',
    },
  ).addTo(map);
}
