/** The currencies of spec §9. Three-decimal currencies (BHD, KWD, OMR) have 1000 minor units. */
export const CURRENCIES = [
  { code: 'AED', country: 'United Arab Emirates', minorUnits: 2 },
  { code: 'BHD', country: 'Bahrain', minorUnits: 3 },
  { code: 'EUR', country: 'European Union', minorUnits: 2 },
  { code: 'GBP', country: 'United Kingdom', minorUnits: 2 },
  { code: 'INR', country: 'India', minorUnits: 2 },
  { code: 'KWD', country: 'Kuwait', minorUnits: 3 },
  { code: 'OMR', country: 'Oman', minorUnits: 3 },
  { code: 'QAR', country: 'Qatar', minorUnits: 2 },
  { code: 'SAR', country: 'Saudi Arabia', minorUnits: 2 },
  { code: 'USD', country: 'United States', minorUnits: 2 },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
/** Prices are held and charged in AED. */
export const BASE_CURRENCY: CurrencyCode = 'AED';

export const isCurrencyCode = (value: string): value is CurrencyCode => CURRENCY_CODES.includes(value as CurrencyCode);

export function minorUnitsOf(code: CurrencyCode): number {
  const found = CURRENCIES.find((c) => c.code === code);
  if (!found) throw new Error(`Unknown currency ${code}`);
  return found.minorUnits;
}
