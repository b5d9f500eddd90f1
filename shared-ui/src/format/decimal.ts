// Exact decimal arithmetic for money conversion: floats would round 1.005-style amounts the wrong way.

/** A finite number as an exact scaled integer: value = mantissa / 10^scale (from its shortest decimal form). */
export function toScaledBigInt(value: number): { mantissa: bigint; scale: number } {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(String(value));
  if (!match) throw new RangeError(`Cannot read number: ${value}`);
  const [, sign, whole, fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  let digits = whole + fraction;
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const mantissa = BigInt(digits);
  return { mantissa: sign === '-' ? -mantissa : mantissa, scale };
}

/** numerator / denominator rounded half away from zero (Java's HALF_UP); denominator > 0. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('Denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = magnitude / denominator;
  const rounded = (magnitude % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}
