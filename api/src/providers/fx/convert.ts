import { BASE_CURRENCY, minorUnitsOf, type CurrencyCode } from './currencies';

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** "0.2723000000" → 2723000000n / 10^10, exactly. */
function parseRate(perAed: string | number): { num: bigint; scale: number } {
  const text = typeof perAed === 'number' ? perAed.toFixed(10) : perAed.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`invalid rate ${String(perAed)}`);
  const fraction = match[2] ?? '';
  const num = BigInt(match[1] + fraction);
  if (num === 0n) throw new Error('rate must be positive');
  return { num, scale: fraction.length };
}

/**
 * Converts an AED amount in fils to `currency` minor units at `perAed` (units of currency per AED),
 * exactly, rounding half up to the currency's minor unit. For display: charges are always in AED.
 */
export function convertAedMinor(aedMinor: number, currency: CurrencyCode, perAed: string | number): number {
  if (!Number.isSafeInteger(aedMinor) || aedMinor < 0)
    throw new Error('amount must be a whole, non-negative number of fils');
  const { num, scale } = parseRate(perAed);
  const shift = minorUnitsOf(currency) - minorUnitsOf(BASE_CURRENCY);
  let numerator = BigInt(aedMinor) * num;
  let denominator = 10n ** BigInt(scale);
  if (shift >= 0) numerator *= 10n ** BigInt(shift);
  else denominator *= 10n ** BigInt(-shift);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
