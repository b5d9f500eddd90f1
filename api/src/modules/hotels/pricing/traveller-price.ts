// Supplier (net) amounts turned into what the traveller sees and pays (spec §9).
import { parseEtgDateTime } from '../../../providers/hotel-supply/dates';
import type { CancellationPenalties } from '../../../providers/hotel-supply/types';
import type { CancellationTerms } from '../types';
import { midPolicyAmount, withCommission } from './commission';

/** The api's prices are AED fils; the commission is rounded to whole dirhams. */
export const PRICE_CURRENCY = 'AED';

export function travellerTotal(netMinor: number, commissionPercent: number): number {
  return withCommission(netMinor, PRICE_CURRENCY, commissionPercent);
}

/**
 * What cancelling costs the traveller when the supplier charges `netPenaltyMinor`: nothing when
 * free, everything paid when the supplier keeps the whole stay, and in between the mid-policy
 * amount (the commission unrounded, then a further 7 percent, rounded up), never above the price.
 */
export function travellerPenalty(
  netPenaltyMinor: number,
  netTotalMinor: number,
  paidMinor: number,
  commissionPercent: number,
): number {
  if (netPenaltyMinor <= 0) return 0;
  if (netPenaltyMinor >= netTotalMinor) return paidMinor;
  return Math.min(paidMinor, midPolicyAmount(netPenaltyMinor, PRICE_CURRENCY, commissionPercent));
}

const iso = (etg: string | null) => (etg === null ? null : parseEtgDateTime(etg).toISOString());

export function travellerCancellation(
  penalties: CancellationPenalties,
  netTotalMinor: number,
  paidMinor: number,
  commissionPercent: number,
): CancellationTerms {
  return {
    refundable: penalties.free_cancellation_before !== null,
    free_cancellation_before: iso(penalties.free_cancellation_before),
    steps: penalties.policies.map((p) => ({
      from: iso(p.start_at),
      until: iso(p.end_at),
      penalty_minor: travellerPenalty(p.amount_charge, netTotalMinor, paidMinor, commissionPercent),
    })),
  };
}

/** The penalty of the window holding `at` (windows are [from, until)); the highest when none does. */
export function penaltyOfTermsAt(terms: CancellationTerms, at: Date): number {
  const t = at.getTime();
  for (const s of terms.steps) {
    if ((s.from === null || Date.parse(s.from) <= t) && (s.until === null || t < Date.parse(s.until)))
      return s.penalty_minor;
  }
  return Math.max(0, ...terms.steps.map((s) => s.penalty_minor));
}
