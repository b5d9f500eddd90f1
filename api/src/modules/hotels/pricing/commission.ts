// Traveller prices from supplier (net) prices: spec §9.
//
// The spec says: "Default commission 7 percent, rounded up to a whole number. Mid-policy amount
// adds the given commission unrounded, then a further 7 percent rounded up." Read as follows:
//
// 1. Selling price = net × (1 + c/100), where c is the commission percent in force (7 unless the
//    offer or configuration gives another), rounded UP to a whole currency unit. With amounts in
//    minor units that means a multiple of 100 fils for AED (1 000 for KWD, BHD, OMR), so every
//    price shows as whole dirhams and rounding never undercharges. The commission is applied to
//    the stay's total, once: rounding each night would charge up to a dirham per night more.
// 2. "Mid-policy amount" is the penalty of the middle cancellation policy (after the free-
//    cancellation deadline, before arrival; ETG's policies[1]). Its shown amount is the net
//    penalty plus the given commission, NOT rounded, then plus a further 7 percent of that, and
//    only then rounded up to a whole unit: ceil(net × (1 + c/100) × 1.07). The single rounding
//    at the end is what "unrounded" asks for.
// 3. Percents may have up to two decimals (7.25). All arithmetic is exact (BigInt over basis
//    points), so no floating-point error can push a price across a unit boundary.
import { minorPerUnit } from '../../../providers/hotel-supply/money';

export const DEFAULT_COMMISSION_PERCENT = 7;
/** The "further 7 percent" of a mid-policy amount. */
export const MID_POLICY_SURCHARGE_PERCENT = 7;

function basisPoints(percent: number): bigint {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(percent * 100 - bp) > 1e-6) {
    throw new RangeError(`commission must be 0–100 with at most two decimals, got ${percent}`);
  }
  return BigInt(bp);
}

function assertMinor(amount: number): bigint {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount must be a non-negative whole number of minor units, got ${amount}`);
  return BigInt(amount);
}

/** ⌈numerator / denominator⌉ rounded up to a whole unit, back in minor units. */
function ceilToUnit(numerator: bigint, denominator: bigint, currency: string): number {
  const unit = BigInt(minorPerUnit(currency));
  const d = denominator * unit;
  return Number(((numerator + d - 1n) / d) * unit);
}

/** Rounds minor units up to a whole unit of the currency (12 301 fils → 12 400). */
export function ceilToWholeUnit(amountMinor: number, currency: string): number {
  return ceilToUnit(assertMinor(amountMinor), 1n, currency);
}

/** Net price plus commission, rounded up to a whole unit. */
export function withCommission(
  netMinor: number,
  currency: string,
  commissionPercent = DEFAULT_COMMISSION_PERCENT,
): number {
  return ceilToUnit(assertMinor(netMinor) * (10_000n + basisPoints(commissionPercent)), 10_000n, currency);
}

/**
 * withCommission for AED in plain number arithmetic, for search, which prices thousands of offers
 * per request. Exact while net × (10 000 + basis points) stays below 2^53 (nets up to about
 * 8 × 10^11 fils); the division's float error is corrected with an exact remainder check.
 */
export function withCommissionAed(netMinor: number, commissionPercent = DEFAULT_COMMISSION_PERCENT): number {
  const bp = Number(basisPoints(commissionPercent));
  const num = netMinor * (10_000 + bp);
  if (!Number.isSafeInteger(num) || netMinor < 0 || !Number.isInteger(netMinor))
    return withCommission(netMinor, 'AED', commissionPercent);
  const d = 1_000_000; // 10 000 (basis points) × 100 fils per dirham
  let q = Math.floor(num / d);
  while (num - q * d < 0) q -= 1;
  while (num - q * d >= d) q += 1;
  return (num - q * d > 0 ? q + 1 : q) * 100;
}

/** What the app earns on a price: the selling price minus the net. */
export function commissionMinor(
  netMinor: number,
  currency: string,
  commissionPercent = DEFAULT_COMMISSION_PERCENT,
): number {
  return withCommission(netMinor, currency, commissionPercent) - netMinor;
}

/** The traveller-facing amount of a mid cancellation policy (see rule 2 above). */
export function midPolicyAmount(
  netPenaltyMinor: number,
  currency: string,
  commissionPercent = DEFAULT_COMMISSION_PERCENT,
): number {
  const withGiven = assertMinor(netPenaltyMinor) * (10_000n + basisPoints(commissionPercent));
  const further = 100n + BigInt(MID_POLICY_SURCHARGE_PERCENT);
  return ceilToUnit(withGiven * further, 10_000n * 100n, currency);
}

export interface StayTotals {
  currency: string;
  nights: number;
  rooms: number;
  netMinor: number;
  /** What the traveller pays: the net total with commission, whole units. */
  totalMinor: number;
  commissionMinor: number;
  /** Display figures, each rounded up to a whole unit; the charge is always totalMinor. */
  perNightMinor: number;
  perRoomMinor: number;
  perRoomPerNightMinor: number;
}

export function stayTotals(input: {
  netTotalMinor: number;
  nights: number;
  rooms: number;
  currency: string;
  commissionPercent?: number;
}): StayTotals {
  const { netTotalMinor, nights, rooms, currency } = input;
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError('nights must be a whole number ≥ 1');
  if (!Number.isInteger(rooms) || rooms < 1) throw new RangeError('rooms must be a whole number ≥ 1');
  const totalMinor = withCommission(netTotalMinor, currency, input.commissionPercent);
  const share = (parts: number) => ceilToUnit(BigInt(totalMinor), BigInt(parts), currency);
  return {
    currency,
    nights,
    rooms,
    netMinor: netTotalMinor,
    totalMinor,
    commissionMinor: totalMinor - netTotalMinor,
    perNightMinor: share(nights),
    perRoomMinor: share(rooms),
    perRoomPerNightMinor: share(nights * rooms),
  };
}
