// The `rooms` query parameter of hotel links (/hotels?…&rooms=…): a compact form a person can read
// and type, and JSON as a fallback for other clients.
//   compact: rooms separated by ",", each "<adults>" followed by "-<child age>" per child:
//            "2-5,1" = room 1: 2 adults and a child aged 5; room 2: 1 adult.  "0" is a child under 1.
//   JSON:    [{"adults":2,"children":[5]},{"adults":1,"children":[]}]
import { guestIssues } from '../../../providers/hotel-supply/guests';
import type { GuestRoom } from '../../../providers/hotel-supply/types';

const COMPACT = /^\d{1,2}(-\d{1,2})*(,\d{1,2}(-\d{1,2})*)*$/;

function parseJson(text: string): GuestRoom[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return null;
    return value.map((r: unknown) => {
      const room = (r ?? {}) as { adults?: unknown; children?: unknown };
      return {
        adults: typeof room.adults === 'number' ? room.adults : Number.NaN,
        children: Array.isArray(room.children)
          ? room.children.map((c) => (typeof c === 'number' ? c : Number.NaN))
          : [],
      };
    });
  } catch {
    return null;
  }
}

/** The rooms of a link, or an error naming what is wrong (limits of guests.ts apply). */
export function parseRoomsParam(text: string): { ok: true; rooms: GuestRoom[] } | { ok: false; message: string } {
  const trimmed = text.trim();
  let rooms: GuestRoom[] | null = null;
  if (COMPACT.test(trimmed)) {
    rooms = trimmed.split(',').map((room) => {
      const [adults = Number.NaN, ...ages] = room.split('-').map(Number);
      return { adults, children: ages };
    });
  } else if (trimmed.startsWith('[')) {
    rooms = parseJson(trimmed);
  }
  if (!rooms)
    return {
      ok: false,
      message: 'Rooms must look like 2-5,1 (adults, then each child’s age; rooms separated by commas)',
    };
  const issues = guestIssues(rooms);
  if (issues.length > 0) return { ok: false, message: issues.map((i) => i.message).join('; ') };
  return { ok: true, rooms };
}

export function formatRoomsParam(rooms: readonly GuestRoom[]): string {
  return rooms.map((r) => [r.adults, ...r.children].join('-')).join(',');
}
