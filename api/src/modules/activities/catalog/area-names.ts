import { AREAS } from './areas';

// Branch areas are stored in English (activity_branches.area); answers carry the Arabic name beside it.
// Every area of the shipped catalog and of the generated large catalog is here (area-names.test.ts).

const MORE: Record<string, string> = {
  'Dubai Harbour': 'دبي هاربر',
  'Al Shindagha': 'الشندغة',
  'Jumeirah Beach Residence': 'جميرا بيتش ريزيدنس',
  'Jumeirah 1': 'جميرا 1',
  'Jumeirah 2': 'جميرا 2',
  'Bluewaters Island': 'جزيرة بلوواترز',
  'Al Seef': 'السيف',
  Zabeel: 'زعبيل',
  'Expo City Dubai': 'مدينة إكسبو دبي',
  'Al Wasl': 'الوصل',
  'Al Marmoom': 'المرموم',
  'Umm Hurair': 'أم هرير',
  'Trade Centre': 'المركز التجاري',
  'Ras Al Khor': 'رأس الخور',
  'Nad Al Sheba': 'ند الشبا',
  Mushrif: 'مشرف',
  'Motor City': 'موتور سيتي',
  'Mina Rashid': 'ميناء راشد',
  'Dubai Hills': 'دبي هيلز',
  'Al Warqa': 'الورقاء',
  'Al Sufouh': 'الصفوح',
  'Al Satwa': 'السطوة',
  'Al Mizhar': 'المزهر',
  'Al Mamzar': 'الممزر',
  'Al Jaddaf': 'الجداف',
  'Al Faqa': 'الفقع',
  'Al Awir': 'العوير',
};

const AREA_AR: ReadonlyMap<string, string> = new Map([
  ...Object.values(AREAS).map((a) => [a.name.en, a.name.ar] as const),
  ...Object.entries(MORE),
]);

/** The Arabic name of an area stored in English; an unknown area keeps its English name. */
export function areaAr(en: string): string {
  return AREA_AR.get(en) ?? en;
}

export function hasArabicArea(en: string): boolean {
  return AREA_AR.has(en);
}
