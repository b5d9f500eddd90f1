import { convertMinor } from './convert';
import { divideRoundHalfUp, toScaledBigInt } from './decimal';

describe('convertMinor', () => {
  it('AED to AED at 1 is the identity', () => {
    expect(convertMinor(12345, 1, 'AED')).toBe(12345);
  });

  it('converts fils to cents at a USD rate', () => {
    // 100.00 AED × 0.2723 = 27.23 USD
    expect(convertMinor(10000, 0.2723, 'USD')).toBe(2723);
  });

  it('converts to the 3 decimals of KWD, BHD and OMR', () => {
    // 100.00 AED × 0.0836 = 8.360 KWD → 8360 fils
    expect(convertMinor(10000, 0.0836, 'KWD')).toBe(8360);
    // 10.00 AED × 0.1026 = 1.026 BHD
    expect(convertMinor(1000, 0.1026, 'BHD')).toBe(1026);
    // 1.00 AED × 0.10481 = 0.10481 OMR → 0.105
    expect(convertMinor(100, 0.10481, 'OMR')).toBe(105);
  });

  it('rounds half up at the target minor unit, exactly (no float drift)', () => {
    // 1.00 AED × 1.005 = 1.005 → 1.01 (a float multiply gives 1.00499…)
    expect(convertMinor(100, 1.005, 'USD')).toBe(101);
    // 0.01 AED × 0.5 = 0.005 → 0.01
    expect(convertMinor(1, 0.5, 'EUR')).toBe(1);
    // 0.01 AED × 0.4 = 0.004 → 0.00
    expect(convertMinor(1, 0.4, 'EUR')).toBe(0);
    // 0.03 AED × 0.0835 = 0.0025050 KWD → 0.003
    expect(convertMinor(3, 0.0835, 'KWD')).toBe(3);
    // 0.01 AED × 0.15 = 0.0015 KWD → 0.002 (half up)
    expect(convertMinor(1, 0.15, 'KWD')).toBe(2);
    // 0.01 AED × 0.149 = 0.00149 KWD → 0.001
    expect(convertMinor(1, 0.149, 'KWD')).toBe(1);
  });

  it('rounds negative amounts (refunds) half away from zero, symmetric to positives', () => {
    expect(convertMinor(-100, 1.005, 'USD')).toBe(-101);
    expect(convertMinor(-1, 0.4, 'EUR')).toBe(0);
  });

  it('handles large rates and amounts (INR)', () => {
    // 1,000,000.00 AED × 22.7 = 22,700,000.00 INR
    expect(convertMinor(100_000_000, 22.7, 'INR')).toBe(2_270_000_000);
  });

  it('handles rates written in exponent form', () => {
    // 1,000,000.00 AED × 1e-7 = 0.1 USD
    expect(convertMinor(100_000_000, 1e-7, 'USD')).toBe(10);
  });

  it('rejects amounts that are not integer minor units, and bad rates', () => {
    expect(() => convertMinor(10.5, 1, 'USD')).toThrow(RangeError);
    expect(() => convertMinor(100, 0, 'USD')).toThrow(RangeError);
    expect(() => convertMinor(100, -1, 'USD')).toThrow(RangeError);
    expect(() => convertMinor(100, Number.NaN, 'USD')).toThrow(RangeError);
  });
});

describe('decimal helpers', () => {
  it('reads a number as an exact scaled integer', () => {
    expect(toScaledBigInt(1.005)).toEqual({ mantissa: 1005n, scale: 3 });
    expect(toScaledBigInt(2e21)).toEqual({ mantissa: 2000000000000000000000n, scale: 0 });
    expect(toScaledBigInt(-0.25)).toEqual({ mantissa: -25n, scale: 2 });
  });

  it('divides rounding half away from zero', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(4n, 3n)).toBe(1n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});
