// Calling codes for the phone step; the UAE first (spec §9: default phone country UAE), then the Gulf,
// then the countries most of the app's travellers come from. Names come from Intl in the reader's language.
export interface DialCountry {
  code: string;
  dial: string;
}

export const DIAL_COUNTRIES: readonly DialCountry[] = (
  [
    ['AE', '971'],
    ['SA', '966'],
    ['QA', '974'],
    ['KW', '965'],
    ['BH', '973'],
    ['OM', '968'],
    ['EG', '20'],
    ['JO', '962'],
    ['LB', '961'],
    ['IQ', '964'],
    ['SY', '963'],
    ['PS', '970'],
    ['YE', '967'],
    ['MA', '212'],
    ['DZ', '213'],
    ['TN', '216'],
    ['LY', '218'],
    ['SD', '249'],
    ['IN', '91'],
    ['PK', '92'],
    ['BD', '880'],
    ['LK', '94'],
    ['NP', '977'],
    ['PH', '63'],
    ['ID', '62'],
    ['MY', '60'],
    ['SG', '65'],
    ['TH', '66'],
    ['CN', '86'],
    ['JP', '81'],
    ['KR', '82'],
    ['IR', '98'],
    ['TR', '90'],
    ['AF', '93'],
    ['GB', '44'],
    ['IE', '353'],
    ['FR', '33'],
    ['DE', '49'],
    ['IT', '39'],
    ['ES', '34'],
    ['PT', '351'],
    ['NL', '31'],
    ['BE', '32'],
    ['CH', '41'],
    ['AT', '43'],
    ['SE', '46'],
    ['NO', '47'],
    ['DK', '45'],
    ['FI', '358'],
    ['PL', '48'],
    ['GR', '30'],
    ['RU', '7'],
    ['UA', '380'],
    ['KZ', '7'],
    ['US', '1'],
    ['CA', '1'],
    ['MX', '52'],
    ['BR', '55'],
    ['AR', '54'],
    ['AU', '61'],
    ['NZ', '64'],
    ['ZA', '27'],
    ['NG', '234'],
    ['KE', '254'],
    ['ET', '251'],
  ] as const
).map(([code, dial]) => ({ code, dial }));

/** E.164 allows 15 digits in all, calling code included. */
export const E164_MAX_DIGITS = 15;

export function countryLabel(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang === 'ar' ? 'ar' : 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Only digits, without a leading 0 (trunk prefix), at most as many as fit beside the calling code. */
export function cleanNational(raw: string, dial: string, maxDigits = E164_MAX_DIGITS): string {
  return raw
    .replace(/\D/g, '')
    .replace(/^0+/, '')
    .slice(0, Math.max(0, maxDigits - dial.length));
}

/** The number as the api wants it: + calling code + national digits. */
export const toE164 = (dial: string, national: string): string => `+${dial}${national}`;
