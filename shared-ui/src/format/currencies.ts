// The currencies the product offers (spec §9), with ISO 4217 minor units: money is stored in minor units.
export const CURRENCY_CODES = ['AED', 'BHD', 'EUR', 'GBP', 'INR', 'KWD', 'OMR', 'QAR', 'SAR', 'USD'] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export interface CurrencyInfo {
  code: CurrencyCode;
  /** ISO 3166-1 alpha-2 of the country shown beside the code in the picker ('EU' for the euro area). */
  countryCode: string;
  /** English country name; use countryName() for the visitor's language. */
  country: string;
  /** ISO 4217 minor units: digits after the decimal point. */
  minorUnits: 2 | 3;
}

export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  AED: { code: 'AED', countryCode: 'AE', country: 'United Arab Emirates', minorUnits: 2 },
  BHD: { code: 'BHD', countryCode: 'BH', country: 'Bahrain', minorUnits: 3 },
  EUR: { code: 'EUR', countryCode: 'EU', country: 'European Union', minorUnits: 2 },
  GBP: { code: 'GBP', countryCode: 'GB', country: 'United Kingdom', minorUnits: 2 },
  INR: { code: 'INR', countryCode: 'IN', country: 'India', minorUnits: 2 },
  KWD: { code: 'KWD', countryCode: 'KW', country: 'Kuwait', minorUnits: 3 },
  OMR: { code: 'OMR', countryCode: 'OM', country: 'Oman', minorUnits: 3 },
  QAR: { code: 'QAR', countryCode: 'QA', country: 'Qatar', minorUnits: 2 },
  SAR: { code: 'SAR', countryCode: 'SA', country: 'Saudi Arabia', minorUnits: 2 },
  USD: { code: 'USD', countryCode: 'US', country: 'United States', minorUnits: 2 },
};

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

export function minorUnitsOf(currency: CurrencyCode): 2 | 3 {
  return CURRENCIES[currency].minorUnits;
}
