import { quotesForHotel, quoteTotalsForHotel, lastRoomPrice } from './built-in-rates';
import { nightsOf } from './dates';
import { dubaiInventory } from './dubai-inventory';
import type { NightAvailability } from './inventory-types';
import { MemoryInventoryStore } from './memory-store';

describe('quote totals for search', () => {
  const hotels = dubaiInventory();
  const stays = [
    { checkin: '2026-03-20', checkout: '2026-03-23', guests: [{ adults: 2, children: [] }] },
    { checkin: '2026-07-01', checkout: '2026-07-02', guests: [{ adults: 2, children: [5] }] },
    {
      checkin: '2026-12-30',
      checkout: '2027-01-02',
      guests: [
        { adults: 2, children: [0, 12] },
        { adults: 1, children: [] },
      ],
    },
  ];

  it.each(stays.map((s, i) => [i, s] as const))('agree with quotesForHotel to the fils (stay %i)', async (_i, stay) => {
    const store = new MemoryInventoryStore(hotels);
    const nights = nightsOf(stay.checkin, stay.checkout);
    // Some last rooms, so the premium is exercised.
    for (const h of hotels.slice(0, 40)) store.setAllotment(h.id, h.roomTypes[0]!.id, nights[0]!, 1);
    const rows = await store.getAvailabilityForHotels(
      hotels.map((h) => h.id),
      nights,
    );
    const byRoom = new Map<string, NightAvailability[]>();
    for (const r of rows)
      byRoom.set(`${r.hotelId}|${r.roomTypeId}`, [...(byRoom.get(`${r.hotelId}|${r.roomTypeId}`) ?? []), r]);
    for (const hotel of hotels) {
      const map = new Map(hotel.roomTypes.map((rt) => [rt.id, byRoom.get(`${hotel.id}|${rt.id}`) ?? []]));
      const slow = quotesForHotel(hotel, map, stay).map((q) => [
        q.roomType.id,
        q.key.meal,
        q.key.nonRefundable,
        q.quote.totalMinor,
        q.quote.allotment,
      ]);
      const fast = quoteTotalsForHotel(
        hotel,
        (rt) => {
          const list = map.get(rt.id) ?? [];
          return { allotments: list.map((n) => n.allotment), prices: list.map((n) => n.priceMinor) };
        },
        stay,
      ).map((q) => [q.roomType.id, q.key.meal, q.key.nonRefundable, q.totalMinor, q.allotment]);
      expect(fast).toEqual(slow);
    }
  });

  it('adds the last-room premium only to a night with one room left', () => {
    expect(lastRoomPrice({ allotment: 2, priceMinor: 500_00 })).toBe(500_00);
    expect(lastRoomPrice({ allotment: 1, priceMinor: 500_00 })).toBe(550_00);
    expect(lastRoomPrice({ allotment: 1, priceMinor: 333_00 })).toBe(366_00);
  });
});
