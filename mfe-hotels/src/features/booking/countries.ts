import type { Lang } from '@jad/shared-ui';

// ISO 3166-1 alpha-2 codes for the citizenship picker; names come from Intl in the reader's language.
const CODES =
  'AE SA KW QA BH OM EG JO LB SY IQ PS YE MA DZ TN LY SD IN PK BD LK NP PH ID MY SG TH VN CN JP KR GB IE FR DE IT ES PT NL BE LU CH AT SE NO DK FI IS PL CZ SK HU RO BG GR CY MT HR SI RS BA ME MK AL UA BY MD RU TR GE AM AZ KZ UZ TM KG TJ AF IR IL US CA MX BR AR CL CO PE VE EC UY PY BO CR PA GT HN SV NI DO CU JM TT BS BB AU NZ FJ PG ZA NG KE ET GH TZ UG RW SN CI CM AO MZ ZW ZM BW NA MU MG SC SO DJ ER MR ML NE TD BF GN SL LR TG BJ GA CG CD GQ LS SZ MW BI SS KM CV ST GM GW MN KP LA KH MM BT MV BN TL HK MO TW EE LV LT';

export const COUNTRY_CODES: readonly string[] = CODES.split(' ');

export function countryOptions(lang: Lang): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang === 'ar' ? 'ar' : 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, lang),
  );
}
