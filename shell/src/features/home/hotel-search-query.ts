import { MAX_CHILD_AGE } from '@jad/shared-ui';

/** One room of the search: adults and the age of each child (0 = under one year). */
export interface RoomGuests {
  adults: number;
  childAges: number[];
}

export interface HotelSearchValues {
  destination: string;
  checkIn: string; // YYYY-MM-DD from the date input, '' when empty
  checkOut: string;
  rooms: RoomGuests[];
}

export const MAX_ROOMS = 5;
export const MAX_ADULTS_PER_ROOM = 6;
export const MAX_CHILDREN_PER_ROOM = 4;
export const DEFAULT_CHILD_AGE = 5;
export const defaultRooms = (): RoomGuests[] => [{ adults: 2, childAges: [] }];

/**
 * The rooms query value shared with the hotels remote: rooms separated by ',', in each room the adult count
 * then each child's age, separated by '-'. '2-5,1' = room 1: 2 adults and a child aged 5; room 2: 1 adult.
 */
export function formatRoomsParam(rooms: RoomGuests[]): string {
  return rooms.map((room) => [room.adults, ...room.childAges].join('-')).join(',');
}

/** The inverse of formatRoomsParam; null for anything malformed or out of range. */
export function parseRoomsParam(value: string): RoomGuests[] | null {
  if (!/^\d+(-\d+)*(,\d+(-\d+)*)*$/.test(value)) return null;
  const rooms = value.split(',').map((part) => {
    const [adults = 0, ...childAges] = part.split('-').map(Number);
    return { adults, childAges };
  });
  const valid =
    rooms.length <= MAX_ROOMS &&
    rooms.every(
      (r) =>
        r.adults >= 1 &&
        r.adults <= MAX_ADULTS_PER_ROOM &&
        r.childAges.length <= MAX_CHILDREN_PER_ROOM &&
        r.childAges.every((age) => age >= 0 && age <= MAX_CHILD_AGE),
    );
  return valid ? rooms : null;
}

export type HotelSearchError = 'destinationRequired' | 'datesRequired' | 'checkoutAfterCheckin' | 'checkinInPast';

export interface HotelSearchErrors {
  destination?: HotelSearchError;
  dates?: HotelSearchError;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The local calendar date as YYYY-MM-DD (the date inputs work in local time). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Spec §5: destination required; check-in and check-out required; plus the order of the two dates. */
export function validateHotelSearch(values: HotelSearchValues, today: string): HotelSearchErrors {
  const errors: HotelSearchErrors = {};
  if (!values.destination.trim()) errors.destination = 'destinationRequired';
  if (!ISO_DATE.test(values.checkIn) || !ISO_DATE.test(values.checkOut)) errors.dates = 'datesRequired';
  else if (values.checkIn < today) errors.dates = 'checkinInPast';
  else if (values.checkOut <= values.checkIn) errors.dates = 'checkoutAfterCheckin';
  return errors;
}

/** /hotels?dest=…&checkin=YYYY-MM-DD&checkout=YYYY-MM-DD&rooms=2-5,1 */
export function hotelSearchPath(values: HotelSearchValues): string {
  // The rooms value holds only digits, '-' and ',' (all legal in a query), so it stays readable unencoded.
  return `/hotels?dest=${encodeURIComponent(values.destination.trim())}&checkin=${values.checkIn}&checkout=${values.checkOut}&rooms=${formatRoomsParam(values.rooms)}`;
}
