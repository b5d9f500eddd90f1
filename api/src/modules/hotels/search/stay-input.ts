import { renderMessage } from '../../../lib/error-codes';
// Reading a stay (dates and rooms) from a request, with the spec's messages.
import { invalid, invalidDetail } from '../../../lib/domain-error';
import { assertValidStay } from '../../../providers/hotel-supply/guests';
import { isSupplyError } from '../../../providers/hotel-supply/types';
import type { Stay } from '../search/offers';
import { parseRoomsParam } from '../search/rooms-param';

export const DESTINATION_REQUIRED = renderMessage('destination_required');
export const DATES_REQUIRED = renderMessage('dates_required');

/** Null when the request has no dates and they are optional (a hotel page without a stay). */
export function readStay(
  q: { checkin?: string; checkout?: string; rooms: string },
  now: Date,
  required: boolean,
): Stay | null {
  if (!q.checkin || !q.checkout) {
    if (required || q.checkin || q.checkout) throw invalid('dates_required');
    return null;
  }
  const rooms = parseRoomsParam(q.rooms);
  if (!rooms.ok) throw invalidDetail(`rooms: ${rooms.message}`);
  const stay = { checkin: q.checkin, checkout: q.checkout, guests: rooms.rooms };
  try {
    assertValidStay(stay, now);
  } catch (e) {
    if (isSupplyError(e, 'invalid_params')) throw invalidDetail(e.message);
    throw e;
  }
  return stay;
}
