// Reading a stay (dates and rooms) from a request, with the spec's messages.
import { HttpError } from '../../../lib/http-error';
import { assertValidStay } from '../../../providers/hotel-supply/guests';
import { isSupplyError } from '../../../providers/hotel-supply/types';
import type { Stay } from '../search/offers';
import { parseRoomsParam } from '../search/rooms-param';

export const DESTINATION_REQUIRED = 'Please select destination';
export const DATES_REQUIRED = 'Please Select check-in and check-out dates';

/** Null when the request has no dates and they are optional (a hotel page without a stay). */
export function readStay(
  q: { checkin?: string; checkout?: string; rooms: string },
  now: Date,
  required: boolean,
): Stay | null {
  if (!q.checkin || !q.checkout) {
    if (required || q.checkin || q.checkout) throw new HttpError(400, DATES_REQUIRED);
    return null;
  }
  const rooms = parseRoomsParam(q.rooms);
  if (!rooms.ok) throw new HttpError(400, `rooms: ${rooms.message}`);
  const stay = { checkin: q.checkin, checkout: q.checkout, guests: rooms.rooms };
  try {
    assertValidStay(stay, now);
  } catch (e) {
    if (isSupplyError(e, 'invalid_params')) throw new HttpError(400, e.message);
    throw e;
  }
  return stay;
}
