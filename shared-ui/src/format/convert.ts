import { CURRENCIES, type CurrencyCode } from './currencies';
import { divideRoundHalfUp, toScaledBigInt } from './decimal';

const AED_MINOR_UNITS = CURRENCIES.AED.minorUnits;

/**
 * Converts an amount held in AED minor units (fils) to minor units of `toCurrency`.
 * `perAed` is how many major units of the target one dirham buys (USD: 0.2723).
 * Rounds to the target's minor unit, half away from zero, in exact decimal arithmetic.
 */
export function convertMinor(amountMinorAed: number, perAed: number, toCurrency: CurrencyCode): number {
  if (!Number.isSafeInteger(amountMinorAed)) {
    throw new RangeError(`amountMinorAed must be an integer of minor units, got ${amountMinorAed}`);
  }
  if (!Number.isFinite(perAed) || perAed <= 0) {
    throw new RangeError(`perAed must be a positive rate, got ${perAed}`);
  }
  const rate = toScaledBigInt(perAed);
  const targetMinorUnits = CURRENCIES[toCurrency].minorUnits;
  // amount/10^aed * rate.mantissa/10^rate.scale * 10^target
  const numerator = BigInt(amountMinorAed) * rate.mantissa * 10n ** BigInt(targetMinorUnits);
  const denominator = 10n ** BigInt(AED_MINOR_UNITS + rate.scale);
  const result = divideRoundHalfUp(numerator, denominator);
  const asNumber = Number(result);
  if (!Number.isSafeInteger(asNumber)) throw new RangeError('Converted amount is out of range');
  return asNumber;
}
