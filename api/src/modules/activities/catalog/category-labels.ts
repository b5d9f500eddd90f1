// Display names of the catalog's category tags (activities.categories), for the filter chips.
// A tag without an entry is shown title-cased in both languages rather than hidden.
const LABELS: Record<string, readonly [en: string, ar: string]> = {
  family: ['Family', 'للعائلات'],
  outdoor: ['Outdoor', 'في الهواء الطلق'],
  indoor: ['Indoor', 'داخلي'],
  culture: ['Culture', 'ثقافة'],
  thrill: ['Thrill', 'إثارة'],
  food: ['Food', 'طعام'],
  sightseeing: ['Sightseeing', 'مشاهدة المعالم'],
  night: ['Night', 'ليلي'],
  luxury: ['Luxury', 'فاخر'],
  beach: ['Beach', 'شاطئ'],
  wildlife: ['Wildlife', 'حياة برية'],
  kids: ['Kids', 'أطفال'],
  iconic: ['Iconic', 'أيقوني'],
  budget: ['Budget', 'اقتصادي'],
  heritage: ['Heritage', 'تراث'],
  'observation-deck': ['Observation deck', 'منصة مشاهدة'],
  walking: ['Walking', 'مشي'],
  history: ['History', 'تاريخ'],
  aerial: ['Aerial', 'جوي'],
  art: ['Art', 'فن'],
  immersive: ['Immersive', 'تجربة غامرة'],
  science: ['Science', 'علوم'],
  sport: ['Sport', 'رياضة'],
  'water-sport': ['Water sport', 'رياضات مائية'],
  seasonal: ['Seasonal', 'موسمي'],
  'dune-bashing': ['Dune bashing', 'تطعيس'],
  slides: ['Slides', 'زلاجات مائية'],
  lesson: ['Lesson', 'درس'],
  dinner: ['Dinner', 'عشاء'],
  yacht: ['Yacht', 'يخت'],
  coaster: ['Roller coaster', 'أفعوانية'],
  bus: ['Bus tour', 'جولة بالحافلة'],
  nature: ['Nature', 'طبيعة'],
  mountains: ['Mountains', 'جبال'],
  garden: ['Garden', 'حديقة'],
  shopping: ['Shopping', 'تسوق'],
  relax: ['Relax', 'استرخاء'],
  sunset: ['Sunset', 'غروب'],
  arcade: ['Arcade', 'ألعاب إلكترونية'],
  aquarium: ['Aquarium', 'حوض أسماك'],
  private: ['Private', 'خاص'],
  dhow: ['Dhow', 'مركب شراعي تقليدي'],
  sailing: ['Sailing', 'إبحار'],
  archaeology: ['Archaeology', 'آثار'],
  shows: ['Shows', 'عروض'],
  gaming: ['Gaming', 'ألعاب'],
  teens: ['Teens', 'مراهقون'],
  romantic: ['Romantic', 'رومانسي'],
  'zip-line': ['Zip line', 'انزلاق بالحبل'],
  diving: ['Diving', 'غوص'],
  festival: ['Festival', 'مهرجان'],
  camping: ['Camping', 'تخييم'],
  camel: ['Camel ride', 'ركوب الجمال'],
  speedboat: ['Speedboat', 'قارب سريع'],
  fishing: ['Fishing', 'صيد السمك'],
  value: ['Good value', 'قيمة ممتازة'],
  education: ['Education', 'تعليم'],
  snow: ['Snow', 'ثلج'],
  brunch: ['Brunch', 'برانش'],
  breakfast: ['Breakfast', 'فطور'],
  cycling: ['Cycling', 'ركوب الدراجات'],
  motorsport: ['Motorsport', 'رياضة المحركات'],
};

const titleCase = (slug: string) => slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

export function categoryLabel(slug: string): { en: string; ar: string } {
  const known = LABELS[slug];
  if (known) return { en: known[0], ar: known[1] };
  const fallback = titleCase(slug);
  return { en: fallback, ar: fallback };
}

export const knownCategorySlugs = (): string[] => Object.keys(LABELS);
