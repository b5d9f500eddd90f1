// The few strings the first frames paint themselves, from this remote's locale files (the rest is in their templates).
import { countText, fillText, type Lang } from '@jad/shared-ui/frame';
import { durationParts } from '@/lib/duration';
import {
  duration as enDuration,
  list as enList,
  detail as enDetail,
  tickets as enTickets,
  rating as enRating,
  policy as enPolicy,
} from '@/locales/en.json';
import {
  duration as arDuration,
  list as arList,
  detail as arDetail,
  tickets as arTickets,
  rating as arRating,
  policy as arPolicy,
} from '@/locales/ar.json';

// Named imports: frame.js bundles these sections only, not the whole locale files.
export const TEXTS = {
  en: { duration: enDuration, list: enList, detail: enDetail, tickets: enTickets, rating: enRating, policy: enPolicy },
  ar: { duration: arDuration, list: arList, detail: arDetail, tickets: arTickets, rating: arRating, policy: arPolicy },
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
