// Child ages in a booking request (spec §3 and §5: "child ages from under 1 to 17"). Ages are
// whole years; 0 stands for "under 1". The rule itself lives with the supplier contract, so the
// search, the booking form and the provider can never disagree.
import { isValidChildAge } from '../../../providers/hotel-supply/guests';
import { MAX_CHILD_AGE, MIN_CHILD_AGE } from '../../../providers/hotel-supply/types';

/** The choices a child-age picker offers: 0 ("under 1") to 17. */
export const CHILD_AGE_OPTIONS: readonly number[] = Array.from(
  { length: MAX_CHILD_AGE - MIN_CHILD_AGE + 1 },
  (_, i) => MIN_CHILD_AGE + i,
);

export type ChildAgesCheck = { ok: true; ages: number[] } | { ok: false; message: string; invalid: unknown[] };

export function validateChildAges(ages: unknown): ChildAgesCheck {
  if (!Array.isArray(ages)) return { ok: false, message: 'Children must be a list of ages', invalid: [ages] };
  const invalid = ages.filter((a) => !isValidChildAge(a));
  if (invalid.length > 0) {
    return { ok: false, message: `Child ages must be whole years from ${MIN_CHILD_AGE} to ${MAX_CHILD_AGE}`, invalid };
  }
  return { ok: true, ages: ages as number[] };
}
