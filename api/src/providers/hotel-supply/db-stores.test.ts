import { createTestDatabase, dbKinds, type TestDatabase } from '../../../test/helpers';
import { sql } from 'drizzle-orm';
import { seedDubaiInventory } from '../../modules/hotels/seed';
import { BuiltInHotelSupply } from './built-in-provider';
import { addDays, dubaiToday, nightsOf } from './dates';
import { DbHotelCatalog } from './db-catalog';
import { DbInventoryStore } from './db-inventory-store';
import { DbOrderStore } from './db-order-store';
import { dubaiInventory } from './dubai-inventory';
import type { SupplyOrder } from './inventory-types';
import { nightlyAllotment, nightlyPriceMinor } from './price-calendar';

describe.each(dbKinds())('database supply stores on %s', (kind) => {
  let t: TestDatabase;
  let inventory: DbInventoryStore;
  const today = dubaiToday(new Date());
  const hotel = dubaiInventory()[7];
  const rt = hotel!.roomTypes[0];

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedDubaiInventory(t.database.db);
    inventory = new DbInventoryStore(t.database.db, new DbHotelCatalog(t.database.db));
  });
  afterAll(() => t?.close());

  it('serves the catalog and the pure calendar until something is booked', async () => {
    expect(
      (await inventory.getHotels({ kind: 'region', regionId: hotel!.regionId })).every(
        (h) => h.regionId === hotel!.regionId,
      ),
    ).toBe(true);
    expect(await inventory.getHotel(hotel!.hid)).toEqual(hotel);
    expect(await inventory.getHotel('no_such_hotel')).toBeNull();
    const night = addDays(today, 100);
    const [n] = await inventory.getAvailability(hotel!.id, rt!.id, [night]);
    expect(n).toEqual({
      hotelId: hotel!.id,
      roomTypeId: rt!.id,
      night,
      allotment: nightlyAllotment(hotel!, rt!, night),
      priceMinor: nightlyPriceMinor(hotel!, rt!, night),
    });
  });

  it('takes rooms on every night or none, and gives them back', async () => {
    const nights = nightsOf(addDays(today, 60), addDays(today, 63));
    await inventory.setAllotment(hotel!.id, rt!.id, nights[0]!, 3);
    await inventory.setAllotment(hotel!.id, rt!.id, nights[1]!, 2);
    await inventory.setAllotment(hotel!.id, rt!.id, nights[2]!, 3);
    expect(await inventory.decrementAllotment(hotel!.id, rt!.id, nights, 2)).toBe(true);
    // Night two is now full: a second pair of rooms fails and leaves nights one and three alone.
    expect(await inventory.decrementAllotment(hotel!.id, rt!.id, nights, 2)).toBe(false);
    expect((await inventory.getAvailability(hotel!.id, rt!.id, nights)).map((n) => n.allotment)).toEqual([1, 0, 1]);
    await inventory.releaseAllotment(hotel!.id, rt!.id, nights, 2);
    expect((await inventory.getAvailability(hotel!.id, rt!.id, nights)).map((n) => n.allotment)).toEqual([3, 2, 3]);
  });

  it('refuses a night the calendar has closed unless an override opens it', async () => {
    const closed = dubaiInventory()
      .flatMap((h) => h.roomTypes.map((r) => ({ h, r })))
      .map(({ h, r }) => ({
        h,
        r,
        night: Array.from({ length: 90 }, (_, i) => addDays(today, 5 + i)).find((n) => nightlyAllotment(h, r, n) === 0),
      }))
      .find((x) => x.night !== undefined);
    if (!closed?.night) throw new Error('the calendar should close some nights');
    expect(await inventory.decrementAllotment(closed.h.id, closed.r.id, [closed.night], 1)).toBe(false);
    await inventory.setAllotment(closed.h.id, closed.r.id, closed.night, 1);
    expect(await inventory.decrementAllotment(closed.h.id, closed.r.id, [closed.night], 1)).toBe(true);
  });

  it('lets exactly one of 60 concurrent bookings take the last room', async () => {
    const night = addDays(today, 70);
    await inventory.setAllotment(hotel!.id, rt!.id, night, 1);
    // Separate store objects, as separate api instances would have (over one loaded catalog).
    const results = await Promise.all(
      Array.from({ length: 60 }, () =>
        new DbInventoryStore(t.database.db, inventory.catalog).decrementAllotment(hotel!.id, rt!.id, [night], 1),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await inventory.getAvailability(hotel!.id, rt!.id, [night]))[0]!.allotment).toBe(0);
  });

  it('keeps supplier orders with a compare-and-set status', async () => {
    const orders = new DbOrderStore(t.database.db);
    const id = await orders.nextOrderId();
    expect(await orders.nextOrderId()).toBe(id + 1);
    const order = {
      orderId: id,
      itemId: id,
      partnerOrderId: `p-${id}`,
      status: 'form',
      hotelId: hotel!.id,
      roomTypeId: rt!.id,
    } as SupplyOrder;
    expect(await orders.insert(order)).toBe(true);
    expect(await orders.insert(order)).toBe(false);
    const moves = await Promise.all(
      [1, 2, 3].map(() => orders.transition(order.partnerOrderId, 'form', { status: 'processing' })),
    );
    expect(moves.filter(Boolean)).toHaveLength(1);
    await orders.update(order.partnerOrderId, { processingPollsLeft: 0 });
    expect(await orders.get(order.partnerOrderId)).toMatchObject({
      status: 'processing',
      processingPollsLeft: 0,
      hotelId: hotel!.id,
    });
    expect(await orders.get('nope')).toBeNull();
  });

  it('runs the built-in provider end to end over the tables', async () => {
    const provider = new BuiltInHotelSupply({
      inventory,
      orders: new DbOrderStore(t.database.db),
      secret: 'a-secret-of-sixteen+',
      processingPolls: 0,
    });
    const stay = { checkin: addDays(today, 80), checkout: addDays(today, 82), guests: [{ adults: 2, children: [] }] };
    const page = await provider.hotelPage(hotel!.hid, stay);
    const rate = page!.rates[0];
    const { bookHash } = await provider.prebook(rate!.book_hash);
    await provider.createBookingForm({ partnerOrderId: 'e2e-db-1', bookHash });
    const pay = rate!.payment_options.payment_types[0];
    const done = await provider.finishBooking({
      partnerOrderId: 'e2e-db-1',
      user: { email: 'a@example.test' },
      rooms: [{ guests: [{ first_name: 'A', last_name: 'B' }] }],
      paymentType: { type: pay!.type, amount: pay!.amount, currency_code: pay!.currency_code },
    });
    expect(done.status).toBe('ok');
    expect(await provider.cancelBooking('e2e-db-1')).toMatchObject({ currency: 'AED' });
  });

  it('finds the nights of a stay through the night index (EXPLAIN)', async () => {
    if (kind === 'postgres') await t.database.db.execute(sql`analyze supply_room_nights`);
    // Small tables are scanned whatever the indexes; turn that off to see which index a big one would use.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const r = await tx.execute(
        sql`explain select * from supply_room_nights where night >= ${addDays(today, 10)}::date and night < ${addDays(today, 12)}::date`,
      );
      return r.rows.map((row) => String(Object.values(row)[0])).join('\n');
    });
    expect(plan).toMatch(/supply_room_nights_night_idx/);
  });
});
