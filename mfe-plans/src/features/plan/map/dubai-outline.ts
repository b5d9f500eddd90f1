// A hand-drawn outline of the Dubai coast for the tile-less plan map (no online tiles: the app works offline).
// Coordinates are [lat, lng]; accurate to a few hundred metres, which is all a route sketch needs.
import type { LocalizedPair } from '@/lib/plan-types';

type LatLng = [number, number];

/** The Gulf coast from the Abu Dhabi border to Sharjah, south-west to north-east. */
const COAST: LatLng[] = [
  [24.88, 54.9],
  [24.93, 54.97],
  [24.96, 55.0],
  [24.985, 55.03],
  [25.005, 55.055],
  [25.03, 55.085],
  [25.06, 55.115],
  [25.08, 55.132],
  [25.095, 55.148],
  [25.105, 55.157],
  [25.125, 55.18],
  [25.139, 55.19],
  [25.16, 55.205],
  [25.18, 55.225],
  [25.2, 55.24],
  [25.215, 55.25],
  [25.235, 55.258],
  [25.25, 55.265],
  [25.262, 55.272],
  [25.27, 55.283],
  [25.276, 55.298],
  [25.285, 55.31],
  [25.292, 55.325],
  [25.3, 55.345],
  [25.31, 55.36],
  [25.33, 55.38],
  [25.36, 55.4],
  [25.4, 55.44],
];

/** Land: the coast closed through points far inland (off the map's usual view). */
export const LAND: LatLng[] = [...COAST, [25.6, 55.6], [25.6, 56.6], [24.2, 56.6], [24.2, 54.9]];

/** Dubai Creek, from its mouth at Al Shindagha to Ras Al Khor. */
export const CREEK: LatLng[] = [
  [25.27, 55.287],
  [25.262, 55.3],
  [25.252, 55.315],
  [25.24, 55.325],
  [25.228, 55.335],
  [25.214, 55.34],
  [25.2, 55.345],
  [25.19, 55.352],
];

/** Points on an arc around a centre, by compass bearing (degrees), radius in degrees of latitude. */
function arc(center: LatLng, radius: number, fromBearing: number, toBearing: number, steps: number): LatLng[] {
  const out: LatLng[] = [];
  const scale = Math.cos((center[0] * Math.PI) / 180);
  for (let i = 0; i <= steps; i++) {
    const b = ((fromBearing + ((toBearing - fromBearing) * i) / steps) * Math.PI) / 180;
    out.push([center[0] + radius * Math.cos(b), center[1] + (radius * Math.sin(b)) / scale]);
  }
  return out;
}

const PALM_CENTRE: LatLng = [25.118, 55.136];

/** Palm Jumeirah: the trunk from the shore, the fan of fronds, and the crescent around them. */
export const PALM = {
  trunk: [
    [25.103, 55.155],
    [25.107, 55.158],
    [25.121, 55.14],
    [25.117, 55.136],
  ] as LatLng[],
  fronds: [PALM_CENTRE, ...arc(PALM_CENTRE, 0.014, 225, 405, 18)] as LatLng[],
  crescent: arc(PALM_CENTRE, 0.024, 215, 415, 24),
};

export interface MapLabel {
  at: LatLng;
  name: LocalizedPair;
  /** Hidden when zoomed out, where it would crowd its neighbours. */
  minor?: boolean;
}

export const AREA_LABELS: readonly MapLabel[] = [
  { at: [25.072, 55.148], name: { en: 'Dubai Marina', ar: 'دبي مارينا' } },
  { at: [25.145, 55.118], name: { en: 'Palm Jumeirah', ar: 'نخلة جميرا' } },
  { at: [25.188, 55.258], name: { en: 'Downtown', ar: 'وسط المدينة' }, minor: true },
  { at: [25.214, 55.27], name: { en: 'Jumeirah', ar: 'جميرا' }, minor: true },
  { at: [25.268, 55.328], name: { en: 'Deira', ar: 'ديرة' } },
  { at: [25.249, 55.292], name: { en: 'Bur Dubai', ar: 'بر دبي' }, minor: true },
  { at: [25.0, 55.12], name: { en: 'Jebel Ali', ar: 'جبل علي' } },
];
