import { CURRENCIES, CURRENCY_CODES, loadRates, type CurrencyCode } from '@jad/shared-ui';

export interface CurrencyOption {
  code: CurrencyCode;
  countryCode: string;
}

const FALLBACK: CurrencyOption[] = CURRENCY_CODES.map((code) => ({ code, countryCode: CURRENCIES[code].countryCode }));

/** The picker's query (TanStack Query) key. */
export const CURRENCY_OPTIONS_KEY = ['shell', 'currency-options'] as const;

/**
 * The product's currencies with their countries, from the rates loaded once into the store (GET /currencies).
 * If the call fails the picker still works from the built-in list: the choice only needs the code.
 */
export async function fetchCurrencyOptions(): Promise<{ options: CurrencyOption[]; failed: boolean }> {
  const rates = await loadRates();
  const options = (Object.keys(rates) as CurrencyCode[]).map((code) => ({
    code,
    countryCode: CURRENCIES[code].countryCode,
  }));
  return options.length ? { options, failed: false } : { options: FALLBACK, failed: true };
}
