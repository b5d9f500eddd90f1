import fc from 'fast-check';
import {
  ceilToWholeUnit,
  commissionMinor,
  midPolicyAmount,
  stayTotals,
  withCommission,
  withCommissionAed,
} from './commission';

describe('commission (spec §9: 7 percent, rounded up to a whole number)', () => {
  it('adds 7 percent and rounds up to whole dirhams', () => {
    expect(withCommission(10_000, 'AED')).toBe(10_700); // AED 100 → 107
    expect(withCommission(9_790, 'AED')).toBe(10_500); // 97.90 → 104.753 → 105
    expect(withCommission(10_001, 'AED')).toBe(10_800); // 100.01 → 107.0107 → 108
    expect(commissionMinor(9_790, 'AED')).toBe(710);
  });

  it('is exact where floating point is not (300 × 1.07 is 321.00000000000006 in a double)', () => {
    expect(1.07 * 30_000).not.toBe(32_100);
    expect(withCommission(30_000, 'AED')).toBe(32_100);
  });

  it('takes another commission, with up to two decimals', () => {
    expect(withCommission(10_000, 'AED', 10)).toBe(11_000);
    expect(withCommission(10_000, 'AED', 7.25)).toBe(10_800); // 107.25 → 108
    expect(withCommission(10_050, 'AED', 0)).toBe(10_100); // only the rounding
  });

  it('rounds to the currency’s whole unit (KWD has 1000 fils)', () => {
    expect(withCommission(10_000, 'KWD')).toBe(11_000); // KWD 10.000 → 10.700 → 11
    expect(ceilToWholeUnit(12_301, 'AED')).toBe(12_400);
    expect(ceilToWholeUnit(12_300, 'AED')).toBe(12_300);
  });

  it('refuses amounts and percents it cannot price exactly', () => {
    expect(() => withCommission(-1, 'AED')).toThrow(RangeError);
    expect(() => withCommission(10.5, 'AED')).toThrow(RangeError);
    expect(() => withCommission(100, 'AED', -1)).toThrow(RangeError);
    expect(() => withCommission(100, 'AED', 101)).toThrow(RangeError);
    expect(() => withCommission(100, 'AED', 7.125)).toThrow(RangeError);
    expect(() => withCommission(100, 'AED', Number.NaN)).toThrow(RangeError);
  });

  it('never undercharges and never adds a whole dirham too much (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 0, max: 3000 }), (net, bp) => {
        const pct = bp / 100;
        const price = withCommission(net, 'AED', pct);
        const exact = net * (10_000 + bp); // price × 10 000 must reach this
        return price % 100 === 0 && price * 10_000 >= exact && (price - 100) * 10_000 < exact;
      }),
    );
  });
});

describe('withCommissionAed (the number fast path for search)', () => {
  it('equals the exact BigInt price for any net and percent (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800_000_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        (net, bp) => withCommissionAed(net, bp / 100) === withCommission(net, 'AED', bp / 100),
      ),
      { numRuns: 2000 },
    );
    for (const net of [0, 1, 99, 100, 9_790, 30_000, 934_579, 1_000_000])
      expect(withCommissionAed(net)).toBe(withCommission(net, 'AED'));
  });
});

describe('mid-policy amount (given commission unrounded, then a further 7 percent, rounded up)', () => {
  it('rounds once, at the end', () => {
    // 49.63 × 1.07 = 53.1041 (kept unrounded) × 1.07 = 56.82 → 57.
    expect(midPolicyAmount(4_963, 'AED')).toBe(5_700);
    // Rounding the first step would have given ceil(53.1041) = 54 × 1.07 = 57.78 → 58.
    expect(withCommission(withCommission(4_963, 'AED'), 'AED')).toBe(5_800);
  });

  it('uses the given commission for the first step and 7 percent for the second', () => {
    // 49.63 × 1.10 = 54.593 × 1.07 = 58.41 → 59.
    expect(midPolicyAmount(4_963, 'AED', 10)).toBe(5_900);
    // With no commission only the further 7 percent applies: 100 × 1.07 = 107.
    expect(midPolicyAmount(10_000, 'AED', 0)).toBe(10_700);
    expect(midPolicyAmount(0, 'AED')).toBe(0);
  });

  it('is never below the plain commission price (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        (net) => midPolicyAmount(net, 'AED') >= withCommission(net, 'AED'),
      ),
    );
  });
});

describe('stay totals per room and night', () => {
  it('charges commission on the total once and rounds display shares up', () => {
    const t = stayTotals({ netTotalMinor: 123_456, nights: 3, rooms: 2, currency: 'AED' });
    expect(t).toEqual({
      currency: 'AED',
      nights: 3,
      rooms: 2,
      netMinor: 123_456,
      totalMinor: 132_100, // 1234.56 × 1.07 = 1320.98 → 1321
      commissionMinor: 8_644,
      perNightMinor: 44_100, // 1321 / 3 = 440.33 → 441
      perRoomMinor: 66_100, // 660.5 → 661
      perRoomPerNightMinor: 22_100, // 220.17 → 221
    });
  });

  it('rejects a stay without nights or rooms', () => {
    expect(() => stayTotals({ netTotalMinor: 100, nights: 0, rooms: 1, currency: 'AED' })).toThrow(RangeError);
    expect(() => stayTotals({ netTotalMinor: 100, nights: 1, rooms: 0, currency: 'AED' })).toThrow(RangeError);
  });
});
