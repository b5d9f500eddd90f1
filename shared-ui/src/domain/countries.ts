import { INTL_LOCALES, type Lang } from '../i18n/languages';
import { regionNames } from '../format/intl-cache';
import codes from './countries.json';

// ISO 3166-1 alpha-2: every officially assigned code (249), nothing user-assigned. One list for the front ends'
// pickers and the api's checks (api/src/lib/iso-countries.ts reads the same JSON); the names in English and Arabic
// come from the runtime's CLDR data (Intl.DisplayNames), so nothing here needs translating.

export const COUNTRY_CODES: readonly string[] = codes;
const KNOWN: ReadonlySet<string> = new Set(codes);

/** True for an assigned ISO 3166-1 alpha-2 code, in any letter case. */
export const isCountryCode = (code: string): boolean => KNOWN.has(code.toUpperCase());

/** The country's name in the language ("Kuwait" / "الكويت"); the code itself if the runtime has no name. */
export function countryName(code: string, lang: Lang): string {
  try {
    return regionNames(INTL_LOCALES[lang]).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country with its name in the language, sorted by that name. */
export function countryOptions(lang: Lang): { code: string; name: string }[] {
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) =>
    a.name.localeCompare(b.name, INTL_LOCALES[lang]),
  );
}
