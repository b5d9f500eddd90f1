import { z } from 'zod';

export const currencyItem = z.object({
  code: z.string(),
  country: z.string(),
  /** Units of this currency per 1 AED. */
  perAed: z.number(),
  /** Decimal places of the currency's minor unit (3 for BHD, KWD, OMR). */
  minorUnits: z.number().int(),
});
export const currenciesResponse = z.array(currencyItem);
export type CurrencyItem = z.infer<typeof currencyItem>;
