// The availability and price calendar of the built-in inventory: a pure function of hotel, room
// type and night, so any store (memory or database) can compute it without storing 365 rows per
// room type, and only has to remember what was booked or overridden.
import { at } from '../../lib/checked';
import { weekdayOf } from './dates';
import type { InventoryHotel, InventoryRoomType } from './inventory-types';
import { hashString } from './seeded-random';

// Search prices every room of every hotel for each night of a stay, so the parts that do not
// change per night (the room type's hash, a night's season and weekday) are remembered.
const roomHashes = new WeakMap<InventoryRoomType, number[]>();
const dayFactors = new Map<string, readonly [number, number]>();

function roomHash(roomType: InventoryRoomType, salt: number): number {
  let hashes = roomHashes.get(roomType);
  if (!hashes) {
    hashes = [1, 2, 3].map((s) => hashString(roomType.id, s));
    roomHashes.set(roomType, hashes);
  }
  return at(hashes, salt - 1);
}

/** A number in [0, 1) fixed by hotel, room type, night and purpose (salt 1–3); cheap enough to run per night. */
function noise(hotel: InventoryHotel, roomType: InventoryRoomType, night: string, salt: 1 | 2 | 3): number {
  return hashString(night, (hotel.seed ^ roomHash(roomType, salt)) >>> 0) / 4294967296;
}

/** [season, weekend] of a night. */
function factorsOf(night: string): readonly [number, number] {
  let f = dayFactors.get(night);
  if (f === undefined) {
    if (dayFactors.size > 4096) dayFactors.clear();
    f = [seasonFactor(night), weekendFactor(night)];
    dayFactors.set(night, f);
  }
  return f;
}

/**
 * Dubai's year: festive peak around New Year, high season November to March, hot and cheap
 * June to August, shoulders between.
 */
export function seasonFactor(night: string): number {
  const month = Number(night.slice(5, 7));
  const day = Number(night.slice(8, 10));
  if ((month === 12 && day >= 20) || (month === 1 && day <= 5)) return 1.6;
  if (month === 11 || month === 12 || month === 1 || month === 2 || month === 3) return 1.3;
  if (month === 4 || month === 10) return 1.05;
  if (month === 5 || month === 9) return 0.9;
  return 0.72;
}

/** Friday and Saturday nights are the leisure weekend in Dubai hotels. */
export function weekendFactor(night: string): number {
  const wd = weekdayOf(night);
  return wd === 5 || wd === 6 ? 1.18 : 1;
}

/** Per room, before meals and rate discounts; whole dirhams, in fils. */
export function nightlyPriceMinor(hotel: InventoryHotel, roomType: InventoryRoomType, night: string): number {
  const jitter = 0.95 + 0.1 * noise(hotel, roomType, night, 1);
  const [season, weekend] = factorsOf(night);
  const aed = (roomType.basePriceMinor / 100) * season * weekend * jitter;
  return Math.max(1, Math.round(aed)) * 100;
}

/**
 * Rooms for sale that night before any booking. About 3 % of nights are closed, and about 17 %
 * have only one or two rooms, so the app's "N rooms left" warnings show up in the demo.
 */
export function nightlyAllotment(hotel: InventoryHotel, roomType: InventoryRoomType, night: string): number {
  const u = noise(hotel, roomType, night, 2);
  if (u < 0.03) return 0;
  if (u < 0.12) return 1;
  if (u < 0.2) return 2;
  const spread = 0.6 + 0.8 * noise(hotel, roomType, night, 3);
  return Math.max(1, Math.round(roomType.baseAllotment * hotel.scarcity * spread));
}
