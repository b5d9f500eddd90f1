// The guests of a checkout, checked against the rooms as they were searched and priced (adults and
// child ages per room), before the guests are saved and again before any charge. The supplier refuses
// a booking whose guests do not fit the rate's occupancy, and by then the card has been charged: the
// traveller would get "Booking Failed" and a refund instead of a clear 400 on the form.
import { at } from '../../../lib/checked';
import { isIsoCountry } from '../../../lib/iso-countries';
import { isValidChildAge } from '../../../providers/hotel-supply/guests';
import type { GuestRoom } from '../../../providers/hotel-supply/types';
import type { GuestDto } from '../types';

export const MAIN_GUEST_NEEDED = 'rooms.0.guests.0: Main guest details needed';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function roomProblem(room: { guests: GuestDto[] }, searched: GuestRoom, r: number): string | null {
  const agesLeft = [...searched.children];
  let adults = 0;
  for (const [g, guest] of room.guests.entries()) {
    const at = `rooms.${r}.guests.${g}`;
    if (!guest.first_name.trim() || !guest.last_name.trim()) return `${at}: A listed guest needs a first and last name`;
    if (guest.citizenship !== undefined && !isIsoCountry(guest.citizenship))
      return `${at}.citizenship: Citizenship must be an ISO 3166-1 alpha-2 country code`;
    if (!guest.is_child) {
      if (guest.age !== undefined) return `${at}.age: Only a child guest has an age`;
      adults += 1;
      if (adults > searched.adults)
        return `${at}: This room was booked for ${plural(searched.adults, 'adult', 'adults')}`;
      continue;
    }
    if (!isValidChildAge(guest.age)) return `${at}.age: A child's age is needed (0 to 17)`;
    const slot = agesLeft.indexOf(guest.age);
    if (slot === -1) {
      const booked = searched.children.length === 0 ? 'no children' : `children aged ${searched.children.join(', ')}`;
      return `${at}.age: This room was booked for ${booked}`;
    }
    agesLeft.splice(slot, 1);
  }
  return null;
}

/**
 * The first problem with these guests for the searched rooms, naming the field, or null. The main guest
 * (first of room 1) is an adult with title, names and citizenship; other guests are optional, but each
 * one listed is named, fits the room (no more adults than searched; a child only with an age the
 * search had for that room, each age once) and any citizenship is an ISO 3166-1 alpha-2 country.
 */
export function guestProblems(rooms: readonly { guests: GuestDto[] }[], searched: readonly GuestRoom[]): string | null {
  if (rooms.length !== searched.length) return `rooms: Guests are needed for each of the ${searched.length} rooms`;
  const main = rooms[0]?.guests[0];
  if (!main || !main.title || !main.first_name.trim() || !main.last_name.trim() || !main.citizenship)
    return MAIN_GUEST_NEEDED;
  if (main.is_child) return 'rooms.0.guests.0.is_child: The main guest must be an adult';
  for (const [r, room] of rooms.entries()) {
    const problem = roomProblem(room, at(searched, r), r); // as many rooms as searched (checked above)
    if (problem) return problem;
  }
  return null;
}
