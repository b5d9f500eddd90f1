// ISO 3166-1 alpha-2 codes of the countries and territories a traveller may come from; names come from
// the runtime's CLDR data (Intl.DisplayNames) in English and Arabic, so nothing here needs translating.
const CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AZ BA BB BD BE BF BG BH BI BJ BM BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CK CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH GI GL GM GN GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MO MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PR PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU WS XK YE ZA ZM ZW'.split(
    ' ',
  );

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
