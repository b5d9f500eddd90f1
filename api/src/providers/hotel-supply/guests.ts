// Validation of stay requests shared by every provider, so a bad request fails the same way
// (SupplyError invalid_params) whether it would have gone to the demo inventory or to ETG.
import { dubaiToday, isIsoDate, toEpochDay } from './dates';
import {
  MAX_ADULTS_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MAX_NIGHTS,
  MAX_ROOMS,
  MIN_CHILD_AGE,
  SupplyError,
  type GuestRoom,
  type StayParams,
} from './types';

export interface GuestIssue {
  /** Index of the room in `guests`. */
  room: number;
  field: 'adults' | 'children' | 'rooms';
  message: string;
}

/** Child ages are whole years 0–17 (0 is "under 1"). */
export function isValidChildAge(age: unknown): age is number {
  return typeof age === 'number' && Number.isInteger(age) && age >= MIN_CHILD_AGE && age <= MAX_CHILD_AGE;
}

export function guestIssues(rooms: readonly GuestRoom[]): GuestIssue[] {
  const issues: GuestIssue[] = [];
  if (!Array.isArray(rooms) || rooms.length === 0)
    return [{ room: 0, field: 'rooms', message: 'At least one room is needed' }];
  if (rooms.length > MAX_ROOMS) issues.push({ room: 0, field: 'rooms', message: `At most ${MAX_ROOMS} rooms` });
  rooms.forEach((r, room) => {
    if (!Number.isInteger(r?.adults) || r.adults < 1 || r.adults > MAX_ADULTS_PER_ROOM) {
      issues.push({ room, field: 'adults', message: `Adults per room must be 1 to ${MAX_ADULTS_PER_ROOM}` });
    }
    const children: unknown = r?.children;
    if (!Array.isArray(children)) {
      issues.push({ room, field: 'children', message: 'Children must be a list of ages' });
      return;
    }
    if (children.length > MAX_CHILDREN_PER_ROOM) {
      issues.push({ room, field: 'children', message: `At most ${MAX_CHILDREN_PER_ROOM} children per room` });
    }
    if (!children.every(isValidChildAge)) {
      issues.push({
        room,
        field: 'children',
        message: `Child ages must be whole years from ${MIN_CHILD_AGE} to ${MAX_CHILD_AGE}`,
      });
    }
  });
  return issues;
}

/** Throws invalid_params for impossible dates or guests; `now` decides what "in the past" means. */
export function assertValidStay(params: StayParams, now: Date): void {
  const { checkin, checkout } = params;
  if (!isIsoDate(checkin) || !isIsoDate(checkout)) throw new SupplyError('invalid_params', 'Dates must be YYYY-MM-DD');
  const nights = toEpochDay(checkout) - toEpochDay(checkin);
  if (nights < 1) throw new SupplyError('invalid_params', 'Check-out must be after check-in');
  if (nights > MAX_NIGHTS) throw new SupplyError('invalid_params', `A stay is at most ${MAX_NIGHTS} nights`);
  if (checkin < dubaiToday(now)) throw new SupplyError('invalid_params', 'Check-in is in the past');
  const issues = guestIssues(params.guests);
  if (issues.length > 0) throw new SupplyError('invalid_params', issues.map((i) => i.message).join('; '));
}

/** Occupants who need a bed: adults and children aged 2 and over. */
export function bedOccupants(room: GuestRoom): number {
  return room.adults + room.children.filter((age) => age >= 2).length;
}
