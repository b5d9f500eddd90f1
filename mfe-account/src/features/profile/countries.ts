// ISO 3166-1 alpha-2 codes; names come from Intl.DisplayNames in the reader's language.
const CODES =
  'AE SA QA KW BH OM JO LB EG MA DZ TN LY SD IQ SY PS YE IN PK BD LK NP AF IR TR GB IE FR DE IT ES PT NL BE LU CH AT DK SE NO FI IS PL CZ SK HU RO BG GR CY MT HR SI RS BA ME MK AL UA BY RU EE LV LT MD GE AM AZ KZ UZ TM KG TJ MN CN HK MO TW JP KR KP PH ID MY SG TH VN KH LA MM BN TL AU NZ PG FJ US CA MX GT BZ SV HN NI CR PA CU DO HT JM TT BS BB AR BR CL CO PE VE EC BO PY UY GY SR NG GH CI SN ML NE BF TD CM GA CG CD AO ZM ZW MZ MW TZ KE UG RW BI ET ER DJ SO SS ZA NA BW LS SZ MG MU SC KM MV MR GM GN GW SL LR TG BJ CV ST GQ CF';

export const COUNTRY_CODES: readonly string[] = CODES.split(' ');

export function countryOptions(lang: string): Array<{ code: string; name: string }> {
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
