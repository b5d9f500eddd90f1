// A simplified outline of Dubai's coast (WGS 84, [lat, lng]), so the maps need no tile server:
// the mainland, Palm Jumeirah, the Creek and the names of the areas hotels are in. Accurate to a
// few hundred metres at city zoom, enough to tell the Marina from Deira; not a survey.

export type LatLng = [number, number];

const COAST: LatLng[] = [
  [24.98, 54.98],
  [25.005, 55.03],
  [25.03, 55.065],
  [25.055, 55.105],
  [25.07, 55.125],
  [25.079, 55.131],
  [25.088, 55.139],
  [25.1, 55.151],
  [25.112, 55.168],
  [25.128, 55.183],
  [25.142, 55.195],
  [25.158, 55.208],
  [25.176, 55.222],
  [25.196, 55.236],
  [25.214, 55.249],
  [25.232, 55.26],
  [25.248, 55.27],
  [25.262, 55.276],
  [25.271, 55.28],
  [25.268, 55.29],
  [25.272, 55.297],
  [25.28, 55.305],
  [25.287, 55.315],
  [25.293, 55.327],
  [25.3, 55.343],
  [25.31, 55.357],
  [25.326, 55.372],
  [25.345, 55.385],
  [25.37, 55.4],
  [25.4, 55.42],
];

/** The mainland: the coast, then far inland to close the ring. */
export const LAND: LatLng[] = [...COAST, [25.4, 55.8], [24.7, 55.8], [24.7, 54.98]];

/** Palm Jumeirah: trunk, fronds and crescent, simplified. */
export const PALM: LatLng[][] = [
  // trunk
  [
    [25.1015, 55.1515],
    [25.1045, 55.1545],
    [25.1245, 55.1355],
    [25.1215, 55.1325],
  ],
  // fronds (one shape each side)
  [
    [25.107, 55.142],
    [25.121, 55.125],
    [25.124, 55.128],
    [25.111, 55.146],
  ],
  [
    [25.113, 55.151],
    [25.128, 55.134],
    [25.131, 55.137],
    [25.117, 55.155],
  ],
  // crescent
  [
    [25.1, 55.121],
    [25.113, 55.104],
    [25.13, 55.103],
    [25.143, 55.115],
    [25.145, 55.131],
    [25.141, 55.136],
    [25.139, 55.119],
    [25.129, 55.109],
    [25.115, 55.11],
    [25.104, 55.124],
  ],
];

/** Dubai Creek from its mouth to Ras Al Khor (drawn as water over the land). */
export const CREEK: LatLng[] = [
  [25.271, 55.291],
  [25.266, 55.297],
  [25.259, 55.302],
  [25.25, 55.31],
  [25.24, 55.325],
  [25.228, 55.335],
  [25.214, 55.339],
  [25.203, 55.345],
  [25.195, 55.352],
];

export interface Place {
  lat: number;
  lng: number;
  en: string;
  ar: string;
  sea?: boolean;
}

export const PLACES: Place[] = [
  { lat: 25.23, lng: 55.17, en: 'Arabian Gulf', ar: 'الخليج العربي', sea: true },
  { lat: 25.0805, lng: 55.1403, en: 'Dubai Marina', ar: 'دبي مارينا' },
  { lat: 25.1972, lng: 55.2744, en: 'Downtown', ar: 'وسط المدينة' },
  { lat: 25.1124, lng: 55.139, en: 'Palm Jumeirah', ar: 'نخلة جميرا' },
  { lat: 25.271, lng: 55.3075, en: 'Deira', ar: 'ديرة' },
  { lat: 25.256, lng: 55.296, en: 'Bur Dubai', ar: 'بر دبي' },
  { lat: 25.112, lng: 55.1985, en: 'Al Barsha', ar: 'البرشاء' },
  { lat: 25.2, lng: 55.24, en: 'Jumeirah', ar: 'جميرا' },
  { lat: 25.185, lng: 55.265, en: 'Business Bay', ar: 'الخليج التجاري' },
  { lat: 25.2532, lng: 55.3657, en: 'Airport', ar: 'المطار' },
];

/** Dubai as a whole, for a first view. */
export const DUBAI_BOUNDS: [LatLng, LatLng] = [
  [25.04, 55.1],
  [25.3, 55.4],
];
