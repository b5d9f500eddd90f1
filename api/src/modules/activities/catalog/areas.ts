// The Dubai areas that branches lie in, with their Arabic names and centres: used by the api (area-names.ts)
// and by the synthetic benchmark catalog (generate-large.ts).
import type { LocalizedText } from './types';

export interface AreaSeed {
  name: LocalizedText;
  lat: number;
  lng: number;
  /** How far (km) generated branches may scatter from the centre. */
  spreadKm: number;
}

const area = (en: string, ar: string, lat: number, lng: number, spreadKm = 1.5): AreaSeed => ({
  name: { en, ar },
  lat,
  lng,
  spreadKm,
});

export const AREAS = {
  downtown: area('Downtown Dubai', 'وسط مدينة دبي', 25.197, 55.274),
  marina: area('Dubai Marina', 'مرسى دبي', 25.08, 55.14, 1.2),
  jbr: area('JBR', 'جي بي آر', 25.078, 55.134, 0.8),
  palm: area('Palm Jumeirah', 'نخلة جميرا', 25.115, 55.135, 2),
  deira: area('Deira', 'ديرة', 25.27, 55.31),
  burDubai: area('Bur Dubai', 'بر دبي', 25.258, 55.297),
  alFahidi: area('Al Fahidi', 'الفهيدي', 25.263, 55.299, 0.5),
  jumeirah: area('Jumeirah', 'جميرا', 25.215, 55.255, 2),
  umSuqeim: area('Umm Suqeim', 'أم سقيم', 25.145, 55.205),
  businessBay: area('Business Bay', 'الخليج التجاري', 25.186, 55.27),
  alBarsha: area('Al Barsha', 'البرشاء', 25.11, 55.2),
  alQuoz: area('Al Quoz', 'القوز', 25.145, 55.235),
  dubailand: area('Dubailand', 'دبي لاند', 25.07, 55.3, 3),
  creekHarbour: area('Dubai Creek Harbour', 'خور دبي هاربر', 25.205, 55.345),
  festivalCity: area('Dubai Festival City', 'دبي فستيفال سيتي', 25.222, 55.352),
  mirdif: area('Mirdif', 'مردف', 25.218, 55.42),
  jebelAli: area('Jebel Ali', 'جبل علي', 24.99, 55.06, 3),
  expoCity: area('Expo City', 'مدينة إكسبو', 24.963, 55.148),
  lahbab: area('Lahbab', 'لهباب', 24.98, 55.62, 4),
  alQudra: area('Al Qudra', 'القدرة', 24.84, 55.37, 4),
  margham: area('Margham', 'المرقم', 24.88, 55.64, 4),
  hatta: area('Hatta', 'حتا', 24.81, 56.12, 2),
  bluewaters: area('Bluewaters', 'بلوواترز', 25.08, 55.122, 0.4),
} as const;
