// "Warnings for 1, 2 or N rooms left" (spec §9). Three keys rather than one plural, because
// Arabic has a dual: "غرفة واحدة", "غرفتان", "3 غرف" are three different phrasings.

export type RoomsLeftKey = 'hotels.roomsLeft.one' | 'hotels.roomsLeft.two' | 'hotels.roomsLeft.many';

export interface RoomsLeftWarning {
  key: RoomsLeftKey;
  count: number;
}

/** At or below this many rooms the warning shows. */
export const ROOMS_LEFT_THRESHOLD = 5;

/** Null when the supplier does not say (null allotment), when sold out, or when rooms are plenty. */
export function roomsLeftWarning(
  allotment: number | null | undefined,
  threshold = ROOMS_LEFT_THRESHOLD,
): RoomsLeftWarning | null {
  if (
    allotment === null ||
    allotment === undefined ||
    !Number.isInteger(allotment) ||
    allotment < 1 ||
    allotment > threshold
  )
    return null;
  if (allotment === 1) return { key: 'hotels.roomsLeft.one', count: 1 };
  if (allotment === 2) return { key: 'hotels.roomsLeft.two', count: 2 };
  return { key: 'hotels.roomsLeft.many', count: allotment };
}
