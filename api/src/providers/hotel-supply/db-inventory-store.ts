// InventoryStore over PostgreSQL or PGlite: hotels from the catalog snapshot (supply_hotels), the
// calendar computed, and supply_room_nights holding only bookings and overrides.
//
// The overbooking guard is one conditional upsert per night inside a transaction: a night is
// taken only while (allotment_override or the calendar) - booked still covers the rooms asked
// for. On PostgreSQL ON CONFLICT DO UPDATE locks the night's row and re-reads it, so concurrent
// bookings of the last room serialise there and exactly one sees the room; PGlite runs
// transactions one at a time. Nights go in ascending order, so two bookings never wait on each
// other in opposite orders.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplyRoomNights } from '../../db/schema';
import { DUBAI_REGION_ID } from './dubai-areas';
import type { DbHotelCatalog } from './db-catalog';
import type {
  HotelQuery,
  InventoryHotel,
  InventoryRoomType,
  InventoryStore,
  NightAvailability,
  NightOverride,
} from './inventory-types';
import { nightlyAllotment, nightlyPriceMinor } from './price-calendar';

const key = (hotelId: string, roomTypeId: string, night: string) => `${hotelId}|${roomTypeId}|${night}`;

/** A night as sold: the calendar, then the stored overrides and bookings on top. */
export function nightOf(
  hotel: InventoryHotel,
  roomType: InventoryRoomType,
  night: string,
  o: NightOverride | undefined,
): NightAvailability {
  const base = o?.allotmentOverride ?? nightlyAllotment(hotel, roomType, night);
  return {
    hotelId: hotel.id,
    roomTypeId: roomType.id,
    night,
    allotment: Math.max(0, base - (o?.booked ?? 0)),
    priceMinor: o?.priceOverrideMinor ?? nightlyPriceMinor(hotel, roomType, night),
  };
}

class SoldOut extends Error {}

export class DbInventoryStore implements InventoryStore {
  constructor(
    private readonly db: Db,
    readonly catalog: DbHotelCatalog,
  ) {}

  async getHotels(query: HotelQuery): Promise<InventoryHotel[]> {
    const { hotels, byId, byHid } = await this.catalog.snapshot();
    switch (query.kind) {
      case 'region':
        return query.regionId === DUBAI_REGION_ID ? [...hotels] : hotels.filter((h) => h.regionId === query.regionId);
      case 'ids':
        return query.refs
          .map((r) => (typeof r === 'number' ? byHid.get(r) : byId.get(r)))
          .filter((h): h is InventoryHotel => h !== undefined);
      case 'geo': {
        const dLat = query.radiusM / 111_320;
        const dLng = query.radiusM / (111_320 * Math.cos((query.latitude * Math.PI) / 180));
        return hotels.filter(
          (h) => Math.abs(h.latitude - query.latitude) <= dLat && Math.abs(h.longitude - query.longitude) <= dLng,
        );
      }
    }
  }

  async getHotel(ref: string | number): Promise<InventoryHotel | null> {
    const { byId, byHid } = await this.catalog.snapshot();
    return (typeof ref === 'number' ? byHid.get(ref) : byId.get(ref)) ?? null;
  }

  async getAvailability(hotelId: string, roomTypeId: string, nights: string[]): Promise<NightAvailability[]> {
    const hotel = await this.getHotel(hotelId);
    const roomType = hotel?.roomTypes.find((r) => r.id === roomTypeId);
    if (!hotel || !roomType || nights.length === 0)
      return nights.map((night) => ({ hotelId, roomTypeId, night, allotment: 0, priceMinor: 0 }));
    const rows = await this.db
      .select()
      .from(supplyRoomNights)
      .where(
        and(
          eq(supplyRoomNights.hotelId, hotelId),
          eq(supplyRoomNights.roomTypeId, roomTypeId),
          inArray(supplyRoomNights.night, nights),
        ),
      );
    const byNight = new Map(rows.map((r) => [r.night, r]));
    return nights.map((night) => nightOf(hotel, roomType, night, byNight.get(night)));
  }

  async getAvailabilityForHotels(hotelIds: string[], nights: string[]): Promise<NightAvailability[]> {
    if (hotelIds.length === 0 || nights.length === 0) return [];
    const { byId } = await this.catalog.snapshot();
    const rows = await this.db
      .select()
      .from(supplyRoomNights)
      .where(and(inArray(supplyRoomNights.hotelId, hotelIds), inArray(supplyRoomNights.night, nights)));
    const overrides = new Map(rows.map((r) => [key(r.hotelId, r.roomTypeId, r.night), r]));
    const out: NightAvailability[] = [];
    for (const id of hotelIds) {
      const hotel = byId.get(id);
      if (!hotel) continue;
      for (const rt of hotel.roomTypes)
        for (const night of nights) out.push(nightOf(hotel, rt, night, overrides.get(key(id, rt.id, night))));
    }
    return out;
  }

  /** Every stored departure from the calendar for the nights of a stay, by hotel, for pricing a whole search. */
  async overridesForNights(checkin: string, checkout: string): Promise<Map<string, NightOverride[]>> {
    const rows = await this.db
      .select()
      .from(supplyRoomNights)
      .where(and(gte(supplyRoomNights.night, checkin), lt(supplyRoomNights.night, checkout)));
    const byHotel = new Map<string, NightOverride[]>();
    for (const r of rows) {
      const list = byHotel.get(r.hotelId);
      if (list) list.push(r);
      else byHotel.set(r.hotelId, [r]);
    }
    return byHotel;
  }

  /** Changes whenever any room-night of these dates is booked, released or overridden (on any instance). */
  async changeStamp(checkin: string, checkout: string): Promise<string> {
    const [row] = await this.db
      .select({ n: sql<string>`count(*)`, v: sql<string>`coalesce(sum(${supplyRoomNights.version}), 0)` })
      .from(supplyRoomNights)
      .where(and(gte(supplyRoomNights.night, checkin), lt(supplyRoomNights.night, checkout)));
    return `${row?.n ?? 0}:${row?.v ?? 0}`;
  }

  async decrementAllotment(hotelId: string, roomTypeId: string, nights: string[], rooms: number): Promise<boolean> {
    if (!Number.isInteger(rooms) || rooms < 1 || nights.length === 0) return false;
    const hotel = await this.getHotel(hotelId);
    const roomType = hotel?.roomTypes.find((r) => r.id === roomTypeId);
    if (!hotel || !roomType) return false;
    const ordered = [...new Set(nights)].sort();
    try {
      await this.db.transaction(async (tx) => {
        for (const night of ordered) {
          const calendar = nightlyAllotment(hotel, roomType, night);
          // Insert when the calendar has the rooms or a row exists to re-check under its lock.
          const result = await tx.execute(sql`
            insert into supply_room_nights (hotel_id, room_type_id, night, booked)
            select ${hotelId}, ${roomTypeId}, ${night}::date, ${rooms}::int
            where ${calendar}::int >= ${rooms}::int
               or exists (select 1 from supply_room_nights
                          where hotel_id = ${hotelId} and room_type_id = ${roomTypeId} and night = ${night}::date)
            on conflict (hotel_id, room_type_id, night) do update
              set booked = supply_room_nights.booked + excluded.booked, version = supply_room_nights.version + 1
              where coalesce(supply_room_nights.allotment_override, ${calendar}::int) - supply_room_nights.booked >= excluded.booked
            returning booked`);
          if (result.rows.length === 0) throw new SoldOut();
        }
      });
      return true;
    } catch (e) {
      if (e instanceof SoldOut) return false;
      throw e;
    }
  }

  async releaseAllotment(hotelId: string, roomTypeId: string, nights: string[], rooms: number): Promise<void> {
    if (nights.length === 0 || !(rooms > 0)) return;
    await this.db
      .update(supplyRoomNights)
      .set({
        booked: sql`greatest(0, ${supplyRoomNights.booked} - ${rooms})`,
        version: sql`${supplyRoomNights.version} + 1`,
      })
      .where(
        and(
          eq(supplyRoomNights.hotelId, hotelId),
          eq(supplyRoomNights.roomTypeId, roomTypeId),
          inArray(supplyRoomNights.night, nights),
        ),
      );
  }

  /** The supplier's extranet: rooms for sale that night before bookings (0 closes it). */
  async setAllotment(hotelId: string, roomTypeId: string, night: string, allotment: number): Promise<void> {
    await this.db
      .insert(supplyRoomNights)
      .values({ hotelId, roomTypeId, night, allotmentOverride: allotment })
      .onConflictDoUpdate({
        target: [supplyRoomNights.hotelId, supplyRoomNights.roomTypeId, supplyRoomNights.night],
        set: { allotmentOverride: allotment, version: sql`${supplyRoomNights.version} + 1` },
      });
  }

  /** The supplier's extranet: a new net price per room for a night. */
  async setPrice(hotelId: string, roomTypeId: string, night: string, priceMinor: number): Promise<void> {
    await this.db
      .insert(supplyRoomNights)
      .values({ hotelId, roomTypeId, night, priceOverrideMinor: priceMinor })
      .onConflictDoUpdate({
        target: [supplyRoomNights.hotelId, supplyRoomNights.roomTypeId, supplyRoomNights.night],
        set: { priceOverrideMinor: priceMinor, version: sql`${supplyRoomNights.version} + 1` },
      });
  }
}
