import codes from '../../../../../shared-ui/src/domain/countries.json';

// ISO 3166-1 alpha-2 codes of the countries and territories a traveller may come from (the one list the front ends
// use too, shared-ui/src/domain/countries.json); names come from
// the runtime's CLDR data (Intl.DisplayNames) in English and Arabic, so nothing here needs translating.
const CODES: readonly string[] = codes;

export interface Country {
  code: string;
  name_en: string;
  name_ar: string;
}

let cached: Country[] | null = null;

/** Sorted by English name; the UAE first, as the product's default country. */
export function listCountries(): Country[] {
  if (cached) return cached;
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  const ar = new Intl.DisplayNames(['ar'], { type: 'region' });
  const rows = CODES.map((code) => ({ code, name_en: en.of(code) ?? code, name_ar: ar.of(code) ?? code }));
  rows.sort((a, b) => (a.code === 'AE' ? -1 : b.code === 'AE' ? 1 : a.name_en.localeCompare(b.name_en, 'en')));
  cached = rows;
  return rows;
}
