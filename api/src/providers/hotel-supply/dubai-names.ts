// Parts for real-sounding, invented hotel names in English and Arabic. Arabic templates put the
// property word first ("فندق اللؤلؤة مارينا"), as Arabic hotel names are written.
import type { LocalizedName } from './inventory-types';
import type { PropertyType } from './types';

export const NAME_PREFIXES: readonly LocalizedName[] = [
  { en: 'Al Noor', ar: 'النور' },
  { en: 'Golden Sands', ar: 'الرمال الذهبية' },
  { en: 'Pearl', ar: 'اللؤلؤة' },
  { en: 'Desert Rose', ar: 'وردة الصحراء' },
  { en: 'Falcon', ar: 'الصقر' },
  { en: 'Oasis', ar: 'الواحة' },
  { en: 'Crescent', ar: 'الهلال' },
  { en: 'Arabian Court', ar: 'البلاط العربي' },
  { en: 'Royal Palm', ar: 'النخلة الملكية' },
  { en: 'Coral', ar: 'المرجان' },
  { en: 'Saffron', ar: 'الزعفران' },
  { en: 'Amber', ar: 'العنبر' },
  { en: 'Jasmine', ar: 'الياسمين' },
  { en: 'Lotus', ar: 'اللوتس' },
  { en: 'Horizon', ar: 'الأفق' },
  { en: 'Silk Road', ar: 'طريق الحرير' },
  { en: 'Dhow', ar: 'المركب' },
  { en: 'Majlis', ar: 'المجلس' },
  { en: 'Sapphire', ar: 'الياقوت' },
  { en: 'Emerald', ar: 'الزمرد' },
  { en: 'Zenith', ar: 'القمة' },
  { en: 'Barakat', ar: 'بركات' },
  { en: 'Al Bustan', ar: 'البستان' },
  { en: 'Al Khaleej', ar: 'الخليج' },
  { en: 'Gulf Breeze', ar: 'نسيم الخليج' },
  { en: 'Sea Shell', ar: 'صدفة البحر' },
  { en: 'Palm Grove', ar: 'بستان النخيل' },
  { en: 'Sultan', ar: 'السلطان' },
  { en: 'Sundus', ar: 'سندس' },
  { en: 'Layali', ar: 'ليالي' },
  { en: 'Rimal', ar: 'رمال' },
  { en: 'Dana', ar: 'دانة' },
  { en: 'Al Fanar', ar: 'الفنار' },
  { en: 'Noor Al Bahr', ar: 'نور البحر' },
  { en: 'Mirage', ar: 'السراب' },
  { en: 'Citadel', ar: 'القلعة' },
  { en: 'Zayna', ar: 'زينة' },
  { en: 'Twin Palms', ar: 'النخلتين' },
  { en: 'Blue Lagoon', ar: 'البحيرة الزرقاء' },
  { en: 'Starlight', ar: 'ضوء النجوم' },
  { en: 'Sand Dune', ar: 'الكثبان' },
  { en: 'Cedar', ar: 'الأرز' },
  { en: 'Olive Tree', ar: 'شجرة الزيتون' },
  { en: 'Mosaic', ar: 'الفسيفساء' },
  { en: 'Marhaba', ar: 'مرحبا' },
  { en: 'Ghaf', ar: 'الغاف' },
  { en: 'Sidra', ar: 'السدرة' },
  { en: 'Al Reem', ar: 'الريم' },
  { en: 'Lulu', ar: 'لولو' },
  { en: 'Nujoom', ar: 'نجوم' },
  { en: 'Sahara', ar: 'الصحراء' },
  { en: 'Al Majaz', ar: 'المجاز' },
  { en: 'Hala', ar: 'هلا' },
  { en: 'Wave', ar: 'الموجة' },
];

/** `{p}` is the prefix, `{a}` the area's short name. */
export const NAME_TEMPLATES: Record<PropertyType, readonly LocalizedName[]> = {
  hotel: [
    { en: '{p} Hotel {a}', ar: 'فندق {p} {a}' },
    { en: '{p} Grand Hotel {a}', ar: 'فندق {p} الكبير {a}' },
    { en: '{p} Boutique Hotel {a}', ar: 'فندق {p} البوتيكي {a}' },
    { en: '{p} Tower Hotel {a}', ar: 'فندق برج {p} {a}' },
    { en: '{p} Suites {a}', ar: 'أجنحة {p} {a}' },
    { en: '{p} Inn {a}', ar: 'نزل {p} {a}' },
  ],
  apartment: [
    { en: '{p} Hotel Apartments {a}', ar: 'شقق {p} الفندقية {a}' },
    { en: '{p} Residences {a}', ar: 'مساكن {p} {a}' },
    { en: '{p} Serviced Apartments {a}', ar: 'شقق {p} المخدومة {a}' },
  ],
  resort: [
    { en: '{p} Resort & Spa {a}', ar: 'منتجع وسبا {p} {a}' },
    { en: '{p} Beach Resort {a}', ar: 'منتجع {p} الشاطئي {a}' },
    { en: '{p} Resort {a}', ar: 'منتجع {p} {a}' },
  ],
  hostel: [
    { en: '{p} Hostel {a}', ar: 'بيت الشباب {p} {a}' },
    { en: '{p} Backpackers {a}', ar: 'استراحة {p} للرحالة {a}' },
  ],
  guesthouse: [
    { en: '{p} Guest House {a}', ar: 'دار {p} للضيافة {a}' },
    { en: '{p} Heritage House {a}', ar: 'بيت {p} التراثي {a}' },
  ],
  villa: [
    { en: '{p} Villas {a}', ar: 'فلل {p} {a}' },
    { en: '{p} Private Villas {a}', ar: 'فلل {p} الخاصة {a}' },
  ],
};

export function fillTemplate(template: LocalizedName, prefix: LocalizedName, area: LocalizedName): LocalizedName {
  const fill = (t: string, p: string, a: string) => t.replace('{p}', p).replace('{a}', a);
  return { en: fill(template.en, prefix.en, area.en), ar: fill(template.ar, prefix.ar, area.ar) };
}

const DESCRIPTION_BY_TYPE: Record<PropertyType, LocalizedName> = {
  hotel: {
    en: 'A {s}-star hotel in {a} with {r} room types.',
    ar: 'فندق من فئة {s} نجوم في {a} يضم {r} أنواع من الغرف.',
  },
  apartment: {
    en: 'Serviced apartments in {a} with kitchens and {r} layouts to choose from.',
    ar: 'شقق فندقية مخدومة في {a} مع مطابخ و{r} تصاميم للاختيار.',
  },
  resort: {
    en: 'A {s}-star resort in {a} with pools, dining and {r} room types.',
    ar: 'منتجع من فئة {s} نجوم في {a} مع مسابح ومطاعم و{r} أنواع من الغرف.',
  },
  hostel: {
    en: 'A friendly hostel in {a} for travellers on a budget.',
    ar: 'بيت شباب ودود في {a} للمسافرين بميزانية محدودة.',
  },
  guesthouse: {
    en: 'A family-run guest house in {a} with a home-like welcome.',
    ar: 'دار ضيافة عائلية في {a} باستقبال دافئ كالمنزل.',
  },
  villa: {
    en: 'Private villas in {a} with {r} layouts and personal service.',
    ar: 'فلل خاصة في {a} بـ{r} تصاميم وخدمة شخصية.',
  },
};

export function describeHotel(
  type: PropertyType,
  stars: number,
  area: LocalizedName,
  roomTypes: number,
): LocalizedName {
  const t = DESCRIPTION_BY_TYPE[type];
  const fill = (s: string, a: string) =>
    s.replace('{s}', String(stars)).replace('{a}', a).replace('{r}', String(roomTypes));
  return { en: fill(t.en, area.en), ar: fill(t.ar, area.ar) };
}
