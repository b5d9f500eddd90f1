// The few strings the first frames paint themselves, from this remote's locale files (the rest is in their templates).
import { list as enList, trip as enTrip } from '@/locales/en.json';
import { list as arList, trip as arTrip } from '@/locales/ar.json';

// Named imports: frame.js bundles these sections only, not the whole locale files.
export const TEXTS = {
  en: { list: enList, trip: enTrip },
  ar: { list: arList, trip: arTrip },
};
