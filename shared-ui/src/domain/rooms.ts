// The `rooms` query value of hotel links, one codec for the shell's hero and the hotels remote (the api reads the
// same compact form in modules/hotels/search/rooms-param.ts): rooms separated by ',', in each room the adult count
// then each child's age, separated by '-'. '2-5,1' = room 1: two adults and a child aged 5; room 2: one adult.
// Age 0 means under one year. Dependency-free.
import { MAX_CHILD_AGE } from '../constants';

export interface GuestRoom {
  adults: number;
  children: number[];
}

export const MAX_ROOMS = 5;
export const MAX_ADULTS = 6;
export const MAX_CHILDREN = 4;
export const DEFAULT_CHILD_AGE = 5;
export const DEFAULT_ROOMS: GuestRoom[] = [{ adults: 2, children: [] }];

export function formatRooms(rooms: readonly GuestRoom[]): string {
  return rooms.map((r) => [r.adults, ...r.children].join('-')).join(',');
}

/** Null for anything malformed or out of range. */
export function parseRooms(value: string | null | undefined): GuestRoom[] | null {
  if (!value || !/^\d{1,2}(-\d{1,2})*(,\d{1,2}(-\d{1,2})*)*$/.test(value)) return null;
  const rooms = value.split(',').map((part) => {
    const [adults = 0, ...children] = part.split('-').map(Number);
    return { adults, children };
  });
  const ok =
    rooms.length <= MAX_ROOMS &&
    rooms.every(
      (r) =>
        r.adults >= 1 &&
        r.adults <= MAX_ADULTS &&
        r.children.length <= MAX_CHILDREN &&
        r.children.every((a) => a >= 0 && a <= MAX_CHILD_AGE),
    );
  return ok ? rooms : null;
}

export function guestCounts(rooms: readonly GuestRoom[]): { rooms: number; adults: number; children: number } {
  return {
    rooms: rooms.length,
    adults: rooms.reduce((n, r) => n + r.adults, 0),
    children: rooms.reduce((n, r) => n + r.children.length, 0),
  };
}
