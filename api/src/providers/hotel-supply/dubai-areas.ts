// Dubai neighbourhoods of the built-in inventory. Anchors are real coordinates inside each area;
// hotels are scattered within `radiusM` of an anchor, so markers land where the area is.
import type { LocalizedName } from './inventory-types';
import type { PropertyType } from './types';

/** ETG's region id for Dubai; a region search with it covers every area. */
export const DUBAI_REGION_ID = 6053839;

export type AreaSlug =
  | 'downtown'
  | 'dubai-marina'
  | 'jbr'
  | 'palm-jumeirah'
  | 'business-bay'
  | 'deira'
  | 'bur-dubai'
  | 'al-barsha'
  | 'jlt'
  | 'difc'
  | 'jumeirah'
  | 'creek'
  | 'airport';

export interface AreaAnchor {
  latitude: number;
  longitude: number;
  radiusM: number;
}

export interface DubaiArea {
  slug: AreaSlug;
  regionId: number;
  name: LocalizedName;
  /** Short form used inside hotel names ("Al Noor Hotel Marina"). */
  short: LocalizedName;
  /** The first is the area's centre. */
  anchors: [AreaAnchor, ...AreaAnchor[]];
  /** Hotels of this area in the shipped demo inventory. */
  demoCount: number;
  /** Multiplies nightly prices: the Palm costs more than Deira. */
  priceFactor: number;
  beach: boolean;
  /** Star weights for 2, 3, 4, 5 stars. */
  starWeights: readonly [number, number, number, number];
  propertyWeights: readonly (readonly [PropertyType, number])[];
  streets: LocalizedName[];
  postalCode: string;
}

const cityMix = [
  ['hotel', 6],
  ['apartment', 2],
  ['guesthouse', 1],
  ['hostel', 1],
] as const;
const beachMix = [
  ['hotel', 4],
  ['resort', 3],
  ['apartment', 2],
  ['villa', 1],
] as const;

export const DUBAI_AREAS: readonly DubaiArea[] = [
  {
    slug: 'downtown',
    regionId: 9100001,
    demoCount: 32,
    priceFactor: 1.45,
    beach: false,
    name: { en: 'Downtown Dubai', ar: 'وسط مدينة دبي' },
    short: { en: 'Downtown', ar: 'داون تاون' },
    anchors: [
      { latitude: 25.1972, longitude: 55.2744, radiusM: 900 },
      { latitude: 25.1925, longitude: 55.2805, radiusM: 600 },
    ],
    starWeights: [0, 2, 4, 5],
    propertyWeights: [
      ['hotel', 6],
      ['apartment', 3],
    ],
    streets: [
      { en: 'Sheikh Mohammed bin Rashid Boulevard', ar: 'بوليفارد الشيخ محمد بن راشد' },
      { en: 'Emaar Boulevard', ar: 'شارع إعمار' },
    ],
    postalCode: '123234',
  },
  {
    slug: 'dubai-marina',
    regionId: 9100002,
    demoCount: 32,
    priceFactor: 1.25,
    beach: true,
    name: { en: 'Dubai Marina', ar: 'دبي مارينا' },
    short: { en: 'Marina', ar: 'مارينا' },
    anchors: [
      { latitude: 25.0805, longitude: 55.1403, radiusM: 800 },
      { latitude: 25.087, longitude: 55.146, radiusM: 500 },
    ],
    starWeights: [1, 3, 4, 3],
    propertyWeights: [
      ['hotel', 5],
      ['apartment', 4],
      ['hostel', 1],
    ],
    streets: [
      { en: 'Marina Walk', ar: 'ممشى المارينا' },
      { en: 'Al Marsa Street', ar: 'شارع المرسى' },
    ],
    postalCode: '32923',
  },
  {
    slug: 'jbr',
    regionId: 9100003,
    demoCount: 18,
    priceFactor: 1.3,
    beach: true,
    name: { en: 'Jumeirah Beach Residence', ar: 'جميرا بيتش ريزيدنس' },
    short: { en: 'JBR', ar: 'جي بي آر' },
    anchors: [{ latitude: 25.0782, longitude: 55.1335, radiusM: 550 }],
    starWeights: [0, 2, 4, 4],
    propertyWeights: beachMix,
    streets: [
      { en: 'The Walk', ar: 'ذا ووك' },
      { en: 'King Salman bin Abdulaziz Al Saud Street', ar: 'شارع الملك سلمان بن عبدالعزيز آل سعود' },
    ],
    postalCode: '26500',
  },
  {
    slug: 'palm-jumeirah',
    regionId: 9100004,
    demoCount: 24,
    priceFactor: 1.6,
    beach: true,
    name: { en: 'Palm Jumeirah', ar: 'نخلة جميرا' },
    short: { en: 'The Palm', ar: 'النخلة' },
    anchors: [
      { latitude: 25.1124, longitude: 55.139, radiusM: 450 },
      { latitude: 25.105, longitude: 55.148, radiusM: 350 },
      { latitude: 25.1304, longitude: 55.1171, radiusM: 300 },
      { latitude: 25.118, longitude: 55.133, radiusM: 300 },
    ],
    starWeights: [0, 1, 3, 6],
    propertyWeights: [
      ['resort', 4],
      ['hotel', 3],
      ['apartment', 2],
      ['villa', 2],
    ],
    streets: [
      { en: 'Palm Jumeirah Crescent Road', ar: 'طريق هلال نخلة جميرا' },
      { en: 'Palm Jumeirah Trunk', ar: 'جذع نخلة جميرا' },
    ],
    postalCode: '211711',
  },
  {
    slug: 'business-bay',
    regionId: 9100005,
    demoCount: 30,
    priceFactor: 1.15,
    beach: false,
    name: { en: 'Business Bay', ar: 'الخليج التجاري' },
    short: { en: 'Business Bay', ar: 'الخليج التجاري' },
    anchors: [
      { latitude: 25.185, longitude: 55.265, radiusM: 900 },
      { latitude: 25.188, longitude: 55.279, radiusM: 500 },
    ],
    starWeights: [1, 3, 4, 2],
    propertyWeights: [
      ['hotel', 6],
      ['apartment', 4],
    ],
    streets: [
      { en: 'Marasi Drive', ar: 'شارع مراسي' },
      { en: 'Al Abraj Street', ar: 'شارع الأبراج' },
    ],
    postalCode: '113877',
  },
  {
    slug: 'deira',
    regionId: 9100006,
    demoCount: 34,
    priceFactor: 0.75,
    beach: false,
    name: { en: 'Deira', ar: 'ديرة' },
    short: { en: 'Deira', ar: 'ديرة' },
    anchors: [
      { latitude: 25.271, longitude: 55.3075, radiusM: 900 },
      { latitude: 25.265, longitude: 55.32, radiusM: 700 },
    ],
    starWeights: [3, 4, 3, 1],
    propertyWeights: cityMix,
    streets: [
      { en: 'Al Rigga Road', ar: 'شارع الرقة' },
      { en: 'Baniyas Road', ar: 'شارع بني ياس' },
      { en: 'Al Muraqqabat Road', ar: 'شارع المرقبات' },
    ],
    postalCode: '4114',
  },
  {
    slug: 'bur-dubai',
    regionId: 9100007,
    demoCount: 30,
    priceFactor: 0.8,
    beach: false,
    name: { en: 'Bur Dubai', ar: 'بر دبي' },
    short: { en: 'Bur Dubai', ar: 'بر دبي' },
    anchors: [
      { latitude: 25.256, longitude: 55.296, radiusM: 800 },
      { latitude: 25.248, longitude: 55.303, radiusM: 600 },
    ],
    starWeights: [3, 4, 3, 1],
    propertyWeights: [
      ['hotel', 5],
      ['apartment', 2],
      ['guesthouse', 2],
      ['hostel', 1],
    ],
    streets: [
      { en: 'Al Fahidi Street', ar: 'شارع الفهيدي' },
      { en: 'Khalid Bin Al Waleed Road', ar: 'شارع خالد بن الوليد' },
    ],
    postalCode: '1118',
  },
  {
    slug: 'al-barsha',
    regionId: 9100008,
    demoCount: 26,
    priceFactor: 0.95,
    beach: false,
    name: { en: 'Al Barsha', ar: 'البرشاء' },
    short: { en: 'Al Barsha', ar: 'البرشاء' },
    anchors: [
      { latitude: 25.112, longitude: 55.1985, radiusM: 900 },
      { latitude: 25.1, longitude: 55.19, radiusM: 600 },
    ],
    starWeights: [2, 4, 3, 1],
    propertyWeights: [
      ['hotel', 6],
      ['apartment', 3],
      ['guesthouse', 1],
      ['hostel', 1],
    ],
    streets: [
      { en: 'Sheikh Zayed Road', ar: 'شارع الشيخ زايد' },
      { en: 'Al Barsha 1 Street 8', ar: 'البرشاء 1 شارع 8' },
    ],
    postalCode: '392198',
  },
  {
    slug: 'jlt',
    regionId: 9100009,
    demoCount: 20,
    priceFactor: 1.0,
    beach: false,
    name: { en: 'Jumeirah Lake Towers', ar: 'أبراج بحيرات جميرا' },
    short: { en: 'JLT', ar: 'أبراج البحيرات' },
    anchors: [
      { latitude: 25.0693, longitude: 55.1413, radiusM: 650 },
      { latitude: 25.075, longitude: 55.148, radiusM: 350 },
    ],
    starWeights: [1, 4, 3, 1],
    propertyWeights: [
      ['hotel', 5],
      ['apartment', 4],
      ['hostel', 1],
    ],
    streets: [
      { en: 'Cluster A Road', ar: 'طريق المجموعة أ' },
      { en: 'Al Sarayat Street', ar: 'شارع السرايات' },
    ],
    postalCode: '337440',
  },
  {
    slug: 'difc',
    regionId: 9100010,
    demoCount: 14,
    priceFactor: 1.35,
    beach: false,
    name: { en: 'Dubai International Financial Centre', ar: 'مركز دبي المالي العالمي' },
    short: { en: 'DIFC', ar: 'المركز المالي' },
    anchors: [{ latitude: 25.213, longitude: 55.282, radiusM: 450 }],
    starWeights: [0, 1, 3, 5],
    propertyWeights: [
      ['hotel', 7],
      ['apartment', 2],
    ],
    streets: [
      { en: 'Gate Avenue', ar: 'جيت أفنيو' },
      { en: 'Al Mustaqbal Street', ar: 'شارع المستقبل' },
    ],
    postalCode: '507006',
  },
  {
    slug: 'jumeirah',
    regionId: 9100011,
    demoCount: 22,
    priceFactor: 1.3,
    beach: true,
    name: { en: 'Jumeirah', ar: 'جميرا' },
    short: { en: 'Jumeirah', ar: 'جميرا' },
    anchors: [
      { latitude: 25.221, longitude: 55.256, radiusM: 700 },
      { latitude: 25.196, longitude: 55.239, radiusM: 700 },
      { latitude: 25.17, longitude: 55.22, radiusM: 600 },
      { latitude: 25.1415, longitude: 55.1905, radiusM: 500 },
    ],
    starWeights: [0, 2, 3, 4],
    propertyWeights: [
      ['resort', 3],
      ['hotel', 3],
      ['villa', 2],
      ['guesthouse', 1],
    ],
    streets: [
      { en: 'Jumeirah Beach Road', ar: 'شارع جميرا' },
      { en: 'Al Wasl Road', ar: 'شارع الوصل' },
    ],
    postalCode: '75157',
  },
  {
    slug: 'creek',
    regionId: 9100012,
    demoCount: 16,
    priceFactor: 1.05,
    beach: false,
    name: { en: 'Dubai Creek', ar: 'خور دبي' },
    short: { en: 'Creek', ar: 'الخور' },
    anchors: [
      { latitude: 25.244, longitude: 55.332, radiusM: 600 },
      { latitude: 25.225, longitude: 55.345, radiusM: 600 },
      { latitude: 25.203, longitude: 55.348, radiusM: 450 },
    ],
    starWeights: [1, 2, 4, 3],
    propertyWeights: [
      ['hotel', 6],
      ['apartment', 2],
      ['resort', 1],
    ],
    streets: [
      { en: 'Dubai Creek Golf Club Road', ar: 'طريق نادي خور دبي للجولف' },
      { en: 'Festival Boulevard', ar: 'بوليفارد الفستيفال' },
    ],
    postalCode: '55811',
  },
  {
    slug: 'airport',
    regionId: 9100013,
    demoCount: 18,
    priceFactor: 0.85,
    beach: false,
    name: { en: 'Dubai International Airport', ar: 'مطار دبي الدولي' },
    short: { en: 'Airport', ar: 'المطار' },
    anchors: [
      { latitude: 25.248, longitude: 55.352, radiusM: 700 },
      { latitude: 25.268, longitude: 55.372, radiusM: 500 },
      { latitude: 25.259, longitude: 55.334, radiusM: 400 },
    ],
    starWeights: [2, 3, 4, 2],
    propertyWeights: [
      ['hotel', 7],
      ['apartment', 2],
      ['hostel', 1],
    ],
    streets: [
      { en: 'Airport Road', ar: 'شارع المطار' },
      { en: 'Al Garhoud Road', ar: 'شارع القرهود' },
    ],
    postalCode: '2525',
  },
];

export function areaBySlug(slug: AreaSlug): DubaiArea {
  const area = DUBAI_AREAS.find((a) => a.slug === slug);
  if (!area) throw new Error(`unknown area ${slug}`);
  return area;
}

export function areaByRegionId(regionId: number): DubaiArea | undefined {
  return DUBAI_AREAS.find((a) => a.regionId === regionId);
}
