import { formatRooms, type GuestRoom } from '@jad/shared-ui/core';

export interface HotelSearchValues {
  destination: string;
  checkIn: string; // YYYY-MM-DD from the date input, '' when empty
  checkOut: string;
  rooms: GuestRoom[];
}

export const defaultRooms = (): GuestRoom[] => [{ adults: 2, children: [] }];

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
  return `/hotels?dest=${encodeURIComponent(values.destination.trim())}&checkin=${values.checkIn}&checkout=${values.checkOut}&rooms=${formatRooms(values.rooms)}`;
}
