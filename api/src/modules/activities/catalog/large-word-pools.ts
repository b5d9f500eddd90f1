// Word pools for the synthetic benchmark catalog. Arabic names are built as
// "<experience> في <area> <modifier>" so no adjective has to agree with a noun.
import { AREAS, type AreaSeed } from './areas';
import type { ImageMotif, LocalizedText, MainCategorySlug } from './types';

export interface CategoryPool {
  experiences: readonly LocalizedText[];
  areas: readonly AreaSeed[];
  tags: readonly string[];
  motifs: readonly ImageMotif[];
  /** Adult price range in whole AED. */
  adultAed: readonly [number, number];
  durationMin: readonly [number, number];
  kidFriendlyShare: number;
  /** One sentence about the experience; the area is filled in. */
  lead: (place: LocalizedText) => LocalizedText;
  highlights: readonly LocalizedText[];
}

const A = AREAS;

export const CATEGORY_POOLS: Readonly<Record<MainCategorySlug, CategoryPool>> = {
  attractions: {
    experiences: [
      { en: 'Sky Deck Visit', ar: 'زيارة منصة المشاهدة' },
      { en: 'Garden Walk', ar: 'جولة في الحديقة' },
      { en: 'Aquarium Visit', ar: 'زيارة الأحواض المائية' },
      { en: 'Light Show', ar: 'عرض الأضواء' },
      { en: 'Wildlife Encounter', ar: 'لقاء مع الحياة البرية' },
    ],
    areas: [A.downtown, A.marina, A.palm, A.dubailand, A.businessBay, A.creekHarbour, A.bluewaters],
    tags: ['sightseeing', 'family', 'observation-deck', 'indoor', 'outdoor', 'wildlife', 'garden'],
    motifs: ['tower', 'museum', 'coaster'],
    adultAed: [30, 400],
    durationMin: [45, 180],
    kidFriendlyShare: 0.9,
    lead: (p) => ({
      en: `A favourite stop in ${p.en} for first-time visitors.`,
      ar: `محطة مفضلة في ${p.ar} للزوار الجدد.`,
    }),
    highlights: [
      { en: 'Skip-the-line entry', ar: 'دخول دون انتظار في الطابور' },
      { en: 'Great photo spots', ar: 'أماكن رائعة للتصوير' },
      { en: 'Suitable for all ages', ar: 'مناسب لجميع الأعمار' },
      { en: 'Air-conditioned areas', ar: 'مناطق مكيفة' },
      { en: 'Café on site', ar: 'مقهى في الموقع' },
    ],
  },
  'desert-safari': {
    experiences: [
      { en: 'Desert Safari', ar: 'سفاري صحراوية' },
      { en: 'Dune Bashing Trip', ar: 'رحلة تطعيس' },
      { en: 'Camel Trek', ar: 'رحلة على ظهور الجمال' },
      { en: 'Sandboarding Session', ar: 'جلسة تزلج على الرمال' },
      { en: 'Bedouin Camp Evening', ar: 'أمسية في مخيم بدوي' },
    ],
    areas: [A.lahbab, A.alQudra, A.margham],
    tags: ['dune-bashing', 'outdoor', 'culture', 'thrill', 'camel', 'food', 'night'],
    motifs: ['dune'],
    adultAed: [120, 1200],
    durationMin: [120, 480],
    kidFriendlyShare: 0.7,
    lead: (p) => ({
      en: `Head into the dunes of ${p.en} with an experienced desert guide.`,
      ar: `انطلق إلى كثبان ${p.ar} برفقة مرشد صحراوي خبير.`,
    }),
    highlights: [
      { en: 'Hotel pick-up available', ar: 'خدمة الاصطحاب من الفندق' },
      { en: 'Sunset photo stop', ar: 'توقف لتصوير الغروب' },
      { en: 'Arabic coffee and dates', ar: 'قهوة عربية وتمر' },
      { en: 'Experienced drivers', ar: 'سائقون ذوو خبرة' },
      { en: 'Traditional camp', ar: 'مخيم تقليدي' },
    ],
  },
  'water-parks': {
    experiences: [
      { en: 'Water Park Day Pass', ar: 'تذكرة يومية للحديقة المائية' },
      { en: 'Splash Zone Session', ar: 'جلسة في منطقة الألعاب المائية' },
      { en: 'Wave Pool Pass', ar: 'تذكرة حوض الأمواج' },
      { en: 'Beach Club Pass', ar: 'تذكرة النادي الشاطئي' },
    ],
    areas: [A.palm, A.jumeirah, A.umSuqeim, A.jebelAli, A.jbr, A.bluewaters],
    tags: ['slides', 'family', 'outdoor', 'beach', 'thrill', 'kids'],
    motifs: ['wave'],
    adultAed: [60, 400],
    durationMin: [120, 420],
    kidFriendlyShare: 0.85,
    lead: (p) => ({
      en: `Cool off with slides and pools in ${p.en}.`,
      ar: `استمتع بالانتعاش بين المنزلقات والمسابح في ${p.ar}.`,
    }),
    highlights: [
      { en: 'Lifeguards on duty', ar: 'منقذون في الخدمة' },
      { en: 'Shaded seating', ar: 'جلسات مظللة' },
      { en: 'Lockers available', ar: 'خزائن متاحة' },
      { en: 'Kids’ splash area', ar: 'منطقة مائية للأطفال' },
    ],
  },
  cruises: {
    experiences: [
      { en: 'Dhow Cruise', ar: 'رحلة بقارب الداو' },
      { en: 'Yacht Tour', ar: 'جولة باليخت' },
      { en: 'Dinner Cruise', ar: 'رحلة عشاء بحرية' },
      { en: 'Speedboat Ride', ar: 'رحلة بالقارب السريع' },
      { en: 'Catamaran Sail', ar: 'إبحار بقارب الكاتاماران' },
    ],
    areas: [A.marina, A.deira, A.burDubai, A.creekHarbour, A.businessBay, A.palm],
    tags: ['dhow', 'yacht', 'sightseeing', 'dinner', 'night', 'outdoor', 'sailing'],
    motifs: ['boat'],
    adultAed: [50, 900],
    durationMin: [45, 240],
    kidFriendlyShare: 0.8,
    lead: (p) => ({ en: `See the skyline of ${p.en} from the water.`, ar: `شاهد أفق ${p.ar} من على سطح الماء.` }),
    highlights: [
      { en: 'Soft drinks on board', ar: 'مشروبات غازية على متن القارب' },
      { en: 'Open upper deck', ar: 'سطح علوي مفتوح' },
      { en: 'Life jackets for all', ar: 'سترات نجاة للجميع' },
      { en: 'Friendly crew', ar: 'طاقم ودود' },
    ],
  },
  museums: {
    experiences: [
      { en: 'Heritage Museum Visit', ar: 'زيارة متحف التراث' },
      { en: 'Art Gallery Tour', ar: 'جولة في معرض فني' },
      { en: 'Science Exhibition', ar: 'معرض علمي' },
      { en: 'History Trail', ar: 'مسار تاريخي' },
    ],
    areas: [A.alFahidi, A.deira, A.burDubai, A.alQuoz, A.downtown, A.expoCity],
    tags: ['history', 'culture', 'art', 'science', 'indoor', 'heritage'],
    motifs: ['museum'],
    adultAed: [5, 160],
    durationMin: [30, 180],
    kidFriendlyShare: 0.85,
    lead: (p) => ({
      en: `Discover the stories of ${p.en} through objects and images.`,
      ar: `اكتشف حكايات ${p.ar} من خلال المقتنيات والصور.`,
    }),
    highlights: [
      { en: 'Guided visits available', ar: 'زيارات إرشادية متاحة' },
      { en: 'Labels in Arabic and English', ar: 'شروح بالعربية والإنجليزية' },
      { en: 'Hands-on displays', ar: 'معروضات تفاعلية' },
      { en: 'Museum shop', ar: 'متجر المتحف' },
    ],
  },
  'theme-parks': {
    experiences: [
      { en: 'Theme Park Ticket', ar: 'تذكرة المدينة الترفيهية' },
      { en: 'Indoor Play Pass', ar: 'تذكرة اللعب الداخلي' },
      { en: 'Gaming Arena Pass', ar: 'تذكرة ساحة الألعاب' },
      { en: 'Family Fun Centre Card', ar: 'بطاقة مركز الترفيه العائلي' },
    ],
    areas: [A.dubailand, A.jebelAli, A.alBarsha, A.mirdif, A.downtown, A.festivalCity],
    tags: ['coaster', 'family', 'kids', 'indoor', 'thrill', 'arcade', 'shows'],
    motifs: ['coaster'],
    adultAed: [50, 400],
    durationMin: [60, 480],
    kidFriendlyShare: 0.95,
    lead: (p) => ({
      en: `Rides, games and shows for the whole family in ${p.en}.`,
      ar: `ألعاب وعروض للعائلة كلها في ${p.ar}.`,
    }),
    highlights: [
      { en: 'Rides for every age', ar: 'ألعاب لكل الأعمار' },
      { en: 'Live shows daily', ar: 'عروض حية يومية' },
      { en: 'Food court inside', ar: 'ساحة مطاعم في الداخل' },
      { en: 'Air-conditioned queues', ar: 'طوابير انتظار مكيفة' },
    ],
  },
  tours: {
    experiences: [
      { en: 'Walking Tour', ar: 'جولة سيرًا على الأقدام' },
      { en: 'City Bus Tour', ar: 'جولة بالحافلة في المدينة' },
      { en: 'Photography Tour', ar: 'جولة تصوير' },
      { en: 'Cultural Tour', ar: 'جولة ثقافية' },
      { en: 'Bike Tour', ar: 'جولة بالدراجة' },
    ],
    areas: [A.alFahidi, A.deira, A.downtown, A.marina, A.jumeirah, A.hatta, A.alQuoz],
    tags: ['walking', 'bus', 'culture', 'sightseeing', 'heritage', 'outdoor'],
    motifs: ['bus', 'museum', 'tower'],
    adultAed: [40, 500],
    durationMin: [60, 480],
    kidFriendlyShare: 0.8,
    lead: (p) => ({ en: `A local guide shows you the best of ${p.en}.`, ar: `يريك مرشد محلي أجمل ما في ${p.ar}.` }),
    highlights: [
      { en: 'Small groups', ar: 'مجموعات صغيرة' },
      { en: 'Licensed guide', ar: 'مرشد مرخص' },
      { en: 'Water provided', ar: 'توفير مياه الشرب' },
      { en: 'Stops for photos', ar: 'توقفات للتصوير' },
    ],
  },
  dining: {
    experiences: [
      { en: 'Food Tour', ar: 'جولة طعام' },
      { en: 'Brunch', ar: 'فطور متأخر' },
      { en: 'Tasting Menu', ar: 'قائمة تذوق' },
      { en: 'Cooking Class', ar: 'درس طبخ' },
      { en: 'Emirati Breakfast', ar: 'فطور إماراتي' },
    ],
    areas: [A.deira, A.burDubai, A.downtown, A.marina, A.jumeirah, A.palm, A.alFahidi],
    tags: ['food', 'culture', 'brunch', 'luxury', 'night', 'family'],
    motifs: ['plate'],
    adultAed: [60, 1000],
    durationMin: [60, 240],
    kidFriendlyShare: 0.75,
    lead: (p) => ({
      en: `Taste the flavours of ${p.en} with people who know them best.`,
      ar: `تذوّق نكهات ${p.ar} مع من يعرفونها أكثر من غيرهم.`,
    }),
    highlights: [
      { en: 'Vegetarian options', ar: 'خيارات نباتية' },
      { en: 'Local specialities', ar: 'أطباق محلية مميزة' },
      { en: 'Drinks included', ar: 'المشروبات مشمولة' },
      { en: 'Generous portions', ar: 'حصص سخية' },
    ],
  },
  adventure: {
    experiences: [
      { en: 'Zip Line', ar: 'الانزلاق على الحبل' },
      { en: 'Kayak Trip', ar: 'رحلة كاياك' },
      { en: 'Jet Ski Ride', ar: 'ركوب الدراجة المائية' },
      { en: 'Climbing Session', ar: 'جلسة تسلق' },
      { en: 'Mountain Bike Ride', ar: 'رحلة بالدراجة الجبلية' },
    ],
    areas: [A.hatta, A.marina, A.jbr, A.alQudra, A.umSuqeim, A.alQuoz],
    tags: ['thrill', 'outdoor', 'water-sport', 'sport', 'mountains', 'zip-line'],
    motifs: ['mountain', 'wave'],
    adultAed: [80, 2200],
    durationMin: [30, 240],
    kidFriendlyShare: 0.4,
    lead: (p) => ({ en: `Get your heart racing in ${p.en}.`, ar: `عِش لحظات مثيرة في ${p.ar}.` }),
    highlights: [
      { en: 'Safety briefing included', ar: 'شرح السلامة مشمول' },
      { en: 'All equipment provided', ar: 'جميع المعدات متوفرة' },
      { en: 'Certified instructors', ar: 'مدربون معتمدون' },
      { en: 'Photos available', ar: 'صور متاحة' },
    ],
  },
};

export const MODIFIERS: readonly LocalizedText[] = [
  { en: 'at Sunset', ar: 'عند الغروب' },
  { en: 'for Families', ar: 'للعائلات' },
  { en: 'by Night', ar: 'ليلًا' },
  { en: 'in the Morning', ar: 'في الصباح' },
  { en: 'with Lunch', ar: 'مع الغداء' },
  { en: 'with a Guide', ar: 'مع مرشد' },
  { en: 'for Small Groups', ar: 'للمجموعات الصغيرة' },
  { en: 'on Weekends', ar: 'في عطلة نهاية الأسبوع' },
  { en: 'with Transfers', ar: 'مع خدمة النقل' },
  { en: 'for Couples', ar: 'للأزواج' },
];

export const CLOSING_SENTENCES: readonly LocalizedText[] = [
  { en: 'Tickets are confirmed instantly.', ar: 'يتم تأكيد التذاكر فورًا.' },
  { en: 'Free cancellation up to a day before.', ar: 'الإلغاء مجاني حتى قبل يوم واحد.' },
  { en: 'Book ahead in the busy winter season.', ar: 'احجز مسبقًا في موسم الشتاء المزدحم.' },
  { en: 'Comfortable shoes are recommended.', ar: 'يُنصح بارتداء أحذية مريحة.' },
  { en: 'Bring a hat and sunscreen.', ar: 'أحضر قبعة وواقيًا من الشمس.' },
];
