// The few strings the first frames paint themselves, from this remote's locale files (the rest is in their templates).
import { countText, fillText, formatNumber, pluralText, type Lang } from '@jad/shared-ui/frame';
import { durationParts } from '@/lib/duration';
import {
  duration as enDuration,
  list as enList,
  detail as enDetail,
  tickets as enTickets,
  rating as enRating,
  policy as enPolicy,
  wishlist as enWishlist,
} from '@/locales/en.json';
import {
  duration as arDuration,
  list as arList,
  detail as arDetail,
  tickets as arTickets,
  rating as arRating,
  policy as arPolicy,
  wishlist as arWishlist,
} from '@/locales/ar.json';

// Named imports: frame.js bundles these sections only, not the whole locale files.
export const TEXTS = {
  en: {
    duration: enDuration,
    list: enList,
    detail: enDetail,
    tickets: enTickets,
    rating: enRating,
    policy: enPolicy,
    wishlist: enWishlist,
  },
  ar: {
    duration: arDuration,
    list: arList,
    detail: arDetail,
    tickets: arTickets,
    rating: arRating,
    policy: arPolicy,
    wishlist: arWishlist,
  },
};
export type Texts = (typeof TEXTS)['en'];

/** An activity's length as duration.tsx writes it. */
export function durationText(t: Texts, minutes: number, lang: Lang): string {
  const { hours, minutes: rest } = durationParts(minutes);
  const d = t.duration;
  if (hours === 0) return countText(d, 'minutes', rest, lang);
  if (rest === 0) return countText(d, 'hours', hours, lang);
  return fillText(d.hoursMinutes, { hours, minutes: rest }, lang);
}

/** A count of activities as the pages write t('<section>.count', { count, formatted }) (the list's, the wishlist's). */
export function activityCountText(section: object, count: number, lang: Lang): string {
  return fillText(pluralText(section, 'count', count, lang), { count, formatted: formatNumber(count, lang) }, lang);
}
