// Travel times and road routes between points: the built-in estimate, or an OSRM-compatible server.

export interface RoutePoint {
  lat: number;
  lng: number;
}

export interface Leg {
  /** Driving time, seconds. */
  seconds: number;
  /** Road distance, metres. */
  meters: number;
}

/** Travel between every pair of points: `legs[i][j]` from point i to point j. */
export interface TravelTable {
  legs: Leg[][];
  /** True when any pair is the built-in estimate (no server configured, or it failed or had no route). */
  estimated: boolean;
}

/** The road route through points in order. */
export interface Route {
  /** The line to draw, [lat, lng]; the straight segments between the points when estimated. */
  points: [number, number][];
  /** One leg per consecutive pair of points. */
  legs: Leg[];
  estimated: boolean;
}

export interface RoutingProvider {
  readonly name: 'estimate' | 'osrm';
  table(points: readonly RoutePoint[]): Promise<TravelTable>;
  route(points: readonly RoutePoint[]): Promise<Route>;
}
