// One-line explanations of why an item is in the plan, in English and Arabic.
import { formatClock } from './dates';
import type { ValueBreakdown } from './scoring';
import type { LocalizedText, OpeningInterval } from './types';

/** Labels of the catalog's category slugs; unknown slugs fall back to a readable form of the slug. */
export const DEFAULT_CATEGORY_LABELS: Readonly<Record<string, LocalizedText>> = {
  attractions: { en: 'attractions', ar: 'المعالم السياحية' },
  'desert-safari': { en: 'desert safaris', ar: 'رحلات السفاري الصحراوية' },
  'water-parks': { en: 'water parks', ar: 'الحدائق المائية' },
  cruises: { en: 'cruises', ar: 'الرحلات البحرية' },
  museums: { en: 'museums', ar: 'المتاحف' },
  'theme-parks': { en: 'theme parks', ar: 'المدن الترفيهية' },
  tours: { en: 'tours', ar: 'الجولات' },
  dining: { en: 'dining', ar: 'المطاعم وتجارب الطعام' },
  adventure: { en: 'adventure', ar: 'المغامرات' },
  shopping: { en: 'shopping', ar: 'التسوّق' },
  beaches: { en: 'beaches', ar: 'الشواطئ' },
  culture: { en: 'culture', ar: 'الثقافة' },
  nature: { en: 'nature', ar: 'الطبيعة' },
  nightlife: { en: 'nightlife', ar: 'السهرات' },
  sports: { en: 'sports', ar: 'الرياضة' },
  wellness: { en: 'wellness', ar: 'الاسترخاء والعافية' },
};

/** A rating from which the reason says "highly rated" (the catalog's ratings run 3.5–5.0). */
export const HIGHLY_RATED = 4.5;

export interface ReasonInput {
  breakdown: ValueBreakdown;
  rating: number;
  mustSee: boolean;
  /** The group has children and the activity is kid-friendly. */
  forChildren: boolean;
  /** A children's venue (audience 'children'), planned because children travel. */
  madeForChildren?: boolean;
  /** The opening interval the visit falls in. */
  open: OpeningInterval | null;
  labels?: Readonly<Record<string, LocalizedText>>;
}

function label(slug: string, labels: Readonly<Record<string, LocalizedText>>): LocalizedText {
  const known = labels[slug] ?? DEFAULT_CATEGORY_LABELS[slug];
  if (known) return known;
  const readable = slug.replace(/[-_]+/g, ' ');
  return { en: readable, ar: `فئة «${readable}»` };
}

export function buildReason(input: ReasonInput): LocalizedText {
  const labels = input.labels ?? {};
  const rating = input.rating.toFixed(1);
  const matched = input.breakdown.matched.slice(0, 2).map((m) => label(m, labels));
  let en: string;
  let ar: string;
  if (input.mustSee) {
    en = `On your must-see list, rated ${rating}/5`;
    ar = `ضمن قائمة ما تودّ رؤيته، وتقييمه ${rating} من 5`;
  } else if (matched.length > 0) {
    en = `Matches your interest in ${matched.map((m) => m.en).join(' and ')}, rated ${rating}/5`;
    ar = `يناسب اهتمامك ب${matched.map((m) => m.ar).join(' و')}، وتقييمه ${rating} من 5`;
  } else if (input.rating >= HIGHLY_RATED) {
    // Only what is checkable: the rating and that the time was free (no claim about "nearby" or a rank).
    en = `Highly rated (${rating}/5) and fits the time left in your day`;
    ar = `تقييمه مرتفع (${rating} من 5) ويناسب الوقت المتبقي في يومك`;
  } else {
    en = `Rated ${rating}/5 and fits the time left in your day`;
    ar = `تقييمه ${rating} من 5 ويناسب الوقت المتبقي في يومك`;
  }
  if (input.madeForChildren) {
    en += ', made for children';
    ar += '، ومصمم للأطفال';
  } else if (input.forChildren) {
    en += ', good for children';
    ar += '، ومناسب للأطفال';
  }
  if (input.open) {
    const o = formatClock(input.open[0]);
    const c = formatClock(Math.min(1440, input.open[1]));
    en += `; open ${o}–${c}`;
    ar += `؛ مفتوح من ${o} إلى ${c}`;
  }
  return { en, ar };
}
