import { midPolicyAmount, withCommission } from './commission';
import { penaltyOfTermsAt, travellerCancellation, travellerPenalty, travellerTotal } from './traveller-price';

describe('traveller prices from supplier (net) prices', () => {
  it('adds the 7 percent commission, whole dirhams', () => {
    expect(travellerTotal(97_90, 7)).toBe(105_00);
    expect(travellerTotal(30_000, 7)).toBe(withCommission(30_000, 'AED'));
  });

  it('charges nothing, the mid-policy amount, or all that was paid', () => {
    const net = 1_000_00;
    const paid = travellerTotal(net, 7);
    expect(travellerPenalty(0, net, paid, 7)).toBe(0);
    expect(travellerPenalty(300_00, net, paid, 7)).toBe(midPolicyAmount(300_00, 'AED'));
    expect(travellerPenalty(net, net, paid, 7)).toBe(paid);
    // The mid amount never exceeds the price paid.
    expect(travellerPenalty(net - 1, net, paid, 7)).toBe(paid);
  });

  it('turns ETG penalties into traveller steps and finds the one in force', () => {
    const terms = travellerCancellation(
      {
        free_cancellation_before: '2026-05-01T20:00:00',
        policies: [
          { start_at: null, end_at: '2026-05-01T20:00:00', amount_charge: 0, amount_show: 0 },
          {
            start_at: '2026-05-01T20:00:00',
            end_at: '2026-05-04T10:00:00',
            amount_charge: 500_00,
            amount_show: 500_00,
          },
          { start_at: '2026-05-04T10:00:00', end_at: null, amount_charge: 1_000_00, amount_show: 1_000_00 },
        ],
      },
      1_000_00,
      1_070_00,
      7,
    );
    expect(terms).toEqual({
      refundable: true,
      free_cancellation_before: '2026-05-01T20:00:00.000Z',
      steps: [
        { from: null, until: '2026-05-01T20:00:00.000Z', penalty_minor: 0 },
        { from: '2026-05-01T20:00:00.000Z', until: '2026-05-04T10:00:00.000Z', penalty_minor: 573_00 }, // 500 × 1.07 × 1.07 = 572.45 → 573
        { from: '2026-05-04T10:00:00.000Z', until: null, penalty_minor: 1_070_00 },
      ],
    });
    expect(penaltyOfTermsAt(terms, new Date('2026-04-30T00:00:00Z'))).toBe(0);
    expect(penaltyOfTermsAt(terms, new Date('2026-05-02T00:00:00Z'))).toBe(573_00);
    expect(penaltyOfTermsAt(terms, new Date('2026-05-05T00:00:00Z'))).toBe(1_070_00);
  });
});
