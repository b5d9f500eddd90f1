import { api, CURRENCIES, CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from '@jad/shared-ui';

export interface CurrencyOption {
  code: CurrencyCode;
  countryCode: string;
}

const FALLBACK: CurrencyOption[] = CURRENCY_CODES.map((code) => ({ code, countryCode: CURRENCIES[code].countryCode }));

/**
 * GET /currencies (the product's 10 currencies with their countries). If the call fails the picker still works
 * from the built-in list: the choice only needs the code.
 */
export async function fetchCurrencyOptions(): Promise<{ options: CurrencyOption[]; failed: boolean }> {
  try {
    const { data } = await api.get<unknown>('/currencies');
    if (!Array.isArray(data)) throw new Error('unexpected answer');
    const options = data
      .map((row: unknown) => (row as { code?: unknown }).code)
      .filter(isCurrencyCode)
      .map((code) => ({ code, countryCode: CURRENCIES[code].countryCode }));
    return options.length ? { options, failed: false } : { options: FALLBACK, failed: true };
  } catch {
    return { options: FALLBACK, failed: true };
  }
}
