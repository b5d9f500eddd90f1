// A hand-drawn, simplified outline of the Dubai coast (WGS 84, [lng, lat] as GeoJSON wants), so the
// branch map needs no tile server: land, the Palm, the Creek and a few place names. Good enough to
// tell the Marina from Deira at city zoom; not a survey.

type Ring = Array<[number, number]>;

const COAST: Ring = [
  [54.6, 24.62],
  [54.8, 24.8],
  [54.98, 24.93],
  [55.03, 25.0],
  [55.08, 25.03],
  [55.13, 25.07],
  [55.14, 25.09],
  [55.17, 25.11],
  [55.19, 25.14],
  [55.22, 25.17],
  [55.24, 25.2],
  [55.26, 25.23],
  [55.272, 25.25],
  [55.285, 25.265],
  [55.295, 25.272],
  [55.305, 25.282],
  [55.315, 25.29],
  [55.33, 25.3],
  [55.35, 25.31],
  [55.37, 25.33],
  [55.39, 25.37],
  [55.43, 25.42],
  [55.5, 25.5],
  [55.6, 25.62],
];

/** The mainland: the coast, then far inland to close the ring. */
export const LAND: Ring = [...COAST, [56.6, 25.62], [56.6, 24.3], [54.6, 24.3], [54.6, 24.62]];

/** Palm Jumeirah: trunk and crescent, simplified to two shapes. */
export const PALM: Ring[] = [
  [
    [55.148, 25.1],
    [55.153, 25.104],
    [55.138, 25.124],
    [55.133, 25.121],
  ],
  [
    [55.108, 25.116],
    [55.115, 25.132],
    [55.13, 25.142],
    [55.147, 25.143],
    [55.162, 25.133],
    [55.165, 25.129],
    [55.158, 25.13],
    [55.145, 25.138],
    [55.13, 25.137],
    [55.119, 25.129],
    [55.113, 25.115],
  ],
];

/** Dubai Creek, from its mouth to Ras Al Khor, drawn as a line the colour of the sea. */
export const CREEK: Array<[number, number]> = [
  [55.294, 25.271],
  [55.302, 25.262],
  [55.318, 25.255],
  [55.33, 25.24],
  [55.338, 25.222],
  [55.35, 25.205],
];

export interface PlaceLabel {
  lat: number;
  lng: number;
  en: string;
  ar: string;
  sea?: boolean;
}

export const PLACES: PlaceLabel[] = [
  { lat: 25.22, lng: 55.06, en: 'Arabian Gulf', ar: 'الخليج العربي', sea: true },
  { lat: 25.08, lng: 55.14, en: 'Dubai Marina', ar: 'دبي مارينا' },
  { lat: 25.197, lng: 55.274, en: 'Downtown', ar: 'وسط المدينة' },
  { lat: 25.27, lng: 55.32, en: 'Deira', ar: 'ديرة' },
  { lat: 25.12, lng: 55.135, en: 'Palm Jumeirah', ar: 'نخلة جميرا' },
  { lat: 24.8, lng: 56.12, en: 'Hatta', ar: 'حتا' },
];
