// In-memory InventoryStore and SupplyOrderStore: for tests and for running without a database.
// Each method does its check and its write without an `await` in between, which is what makes
// decrementAllotment and transition atomic on Node's single thread. A database store gets the
// same guarantee from conditional UPDATEs inside a transaction.
import { DUBAI_REGION_ID } from './dubai-areas';
import type {
  HotelQuery,
  InventoryHotel,
  InventoryStore,
  NightAvailability,
  SupplyOrder,
  SupplyOrderStatus,
  SupplyOrderStore,
} from './inventory-types';
import { nightlyAllotment, nightlyPriceMinor } from './price-calendar';

const key = (hotelId: string, roomTypeId: string, night: string) => `${hotelId}|${roomTypeId}|${night}`;

export class MemoryInventoryStore implements InventoryStore {
  private readonly byId = new Map<string, InventoryHotel>();
  private readonly byHid = new Map<number, InventoryHotel>();
  private readonly byRegion = new Map<number, InventoryHotel[]>();
  private readonly booked = new Map<string, number>();
  private readonly allotmentOverride = new Map<string, number>();
  private readonly priceOverride = new Map<string, number>();

  constructor(private readonly hotels: readonly InventoryHotel[]) {
    for (const h of hotels) {
      this.byId.set(h.id, h);
      this.byHid.set(h.hid, h);
      const list = this.byRegion.get(h.regionId) ?? [];
      list.push(h);
      this.byRegion.set(h.regionId, list);
    }
  }

  async getHotels(query: HotelQuery): Promise<InventoryHotel[]> {
    switch (query.kind) {
      case 'region':
        return query.regionId === DUBAI_REGION_ID ? [...this.hotels] : [...(this.byRegion.get(query.regionId) ?? [])];
      case 'ids':
        return query.refs.map((r) => this.find(r)).filter((h): h is InventoryHotel => h !== undefined);
      case 'geo': {
        // A bounding box is enough here; the provider measures exact distances.
        const dLat = query.radiusM / 111_320;
        const dLng = query.radiusM / (111_320 * Math.cos((query.latitude * Math.PI) / 180));
        return this.hotels.filter(
          (h) => Math.abs(h.latitude - query.latitude) <= dLat && Math.abs(h.longitude - query.longitude) <= dLng,
        );
      }
    }
  }

  async getHotel(ref: string | number): Promise<InventoryHotel | null> {
    return this.find(ref) ?? null;
  }

  async getAvailability(hotelId: string, roomTypeId: string, nights: string[]): Promise<NightAvailability[]> {
    return nights.map((night) => this.night(hotelId, roomTypeId, night));
  }

  async getAvailabilityForHotels(hotelIds: string[], nights: string[]): Promise<NightAvailability[]> {
    const out: NightAvailability[] = [];
    for (const id of hotelIds) {
      const hotel = this.byId.get(id);
      if (!hotel) continue;
      for (const rt of hotel.roomTypes) for (const night of nights) out.push(this.night(id, rt.id, night));
    }
    return out;
  }

  async decrementAllotment(hotelId: string, roomTypeId: string, nights: string[], rooms: number): Promise<boolean> {
    if (!Number.isInteger(rooms) || rooms < 1) return false;
    if (!nights.every((n) => this.night(hotelId, roomTypeId, n).allotment >= rooms)) return false;
    for (const n of nights) {
      const k = key(hotelId, roomTypeId, n);
      this.booked.set(k, (this.booked.get(k) ?? 0) + rooms);
    }
    return true;
  }

  async releaseAllotment(hotelId: string, roomTypeId: string, nights: string[], rooms: number): Promise<void> {
    for (const n of nights) {
      const k = key(hotelId, roomTypeId, n);
      this.booked.set(k, Math.max(0, (this.booked.get(k) ?? 0) - rooms));
    }
  }

  /** Test hook: the rooms for sale that night before bookings (0 closes the night). */
  setAllotment(hotelId: string, roomTypeId: string, night: string, allotment: number): void {
    this.allotmentOverride.set(key(hotelId, roomTypeId, night), allotment);
  }

  /** Test hook: a new price for a night, as when the supplier reprices between search and prebook. */
  setPrice(hotelId: string, roomTypeId: string, night: string, priceMinor: number): void {
    this.priceOverride.set(key(hotelId, roomTypeId, night), priceMinor);
  }

  private find(ref: string | number): InventoryHotel | undefined {
    return typeof ref === 'number' ? this.byHid.get(ref) : this.byId.get(ref);
  }

  private night(hotelId: string, roomTypeId: string, night: string): NightAvailability {
    const hotel = this.byId.get(hotelId);
    const roomType = hotel?.roomTypes.find((r) => r.id === roomTypeId);
    if (!hotel || !roomType) return { hotelId, roomTypeId, night, allotment: 0, priceMinor: 0 };
    const k = key(hotelId, roomTypeId, night);
    const base = this.allotmentOverride.get(k) ?? nightlyAllotment(hotel, roomType, night);
    return {
      hotelId,
      roomTypeId,
      night,
      allotment: Math.max(0, base - (this.booked.get(k) ?? 0)),
      priceMinor: this.priceOverride.get(k) ?? nightlyPriceMinor(hotel, roomType, night),
    };
  }
}

export class MemoryOrderStore implements SupplyOrderStore {
  private readonly orders = new Map<string, SupplyOrder>();
  private lastOrderId = 500_000_000;

  async nextOrderId(): Promise<number> {
    return ++this.lastOrderId;
  }

  async insert(order: SupplyOrder): Promise<boolean> {
    if (this.orders.has(order.partnerOrderId)) return false;
    this.orders.set(order.partnerOrderId, structuredClone(order));
    return true;
  }

  async get(partnerOrderId: string): Promise<SupplyOrder | null> {
    const o = this.orders.get(partnerOrderId);
    // Copies, so callers cannot change stored state behind the store's back (as with a database).
    return o ? structuredClone(o) : null;
  }

  async transition(partnerOrderId: string, from: SupplyOrderStatus, patch: Partial<SupplyOrder>): Promise<boolean> {
    const o = this.orders.get(partnerOrderId);
    if (!o || o.status !== from) return false;
    this.orders.set(partnerOrderId, { ...o, ...structuredClone(patch) });
    return true;
  }

  async update(partnerOrderId: string, patch: Partial<SupplyOrder>): Promise<void> {
    const o = this.orders.get(partnerOrderId);
    if (o) this.orders.set(partnerOrderId, { ...o, ...structuredClone(patch) });
  }
}
