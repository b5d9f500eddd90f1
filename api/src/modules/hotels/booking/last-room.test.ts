import { createTestApp, dbKinds, type TestApp } from '../../../../test/helpers';
import { and, eq, like } from 'drizzle-orm';
import { orders, payments, supplyRoomNights } from '../../../db/schema';
import { nightsOf } from '../../../providers/hotel-supply/dates';
import { seedDubaiInventory } from '../seed';
import { checkoutWithGuests, findHotel, hotelPage, inDays, payRequest } from '../testing/fixtures';
import type { PaymentResponse } from '../types';

const ATTEMPTS = 50;

describe.each(dbKinds())('the last room on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDubaiInventory(t.db);
  });
  afterAll(() => t?.close());

  it(`sells it once to ${ATTEMPTS} travellers paying at the same moment; the others hear it sold out`, async () => {
    const checkin = inDays(40);
    const checkout = inDays(41);
    const hotel = findHotel((h) => h.area === 'jbr', checkin, checkout, 1);
    const roomType = hotel.roomTypes[0];
    const inventory = t.app.providers.hotelSupply.inventory;
    if (!inventory) throw new Error('built-in supply expected');
    for (const night of nightsOf(checkin, checkout)) await inventory.setAllotment(hotel.id, roomType!.id, night, 1);

    const page = await hotelPage(t.app, t.app.ids.encodeId('hotel', hotel.hid), checkin, checkout);
    const rate = page.rooms?.find((g) => g.room_type_id === roomType!.id)?.rates[0];
    expect(rate?.rooms_left).toBe(1);
    const checkouts = [];
    for (let i = 0; i < ATTEMPTS; i++)
      checkouts.push(await checkoutWithGuests(t.app, rate!.rate_key, { email: `traveller${i}@example.test` }));

    // Distinct addresses: each traveller is someone else (the pay route is rate limited per address).
    const answers = await Promise.all(
      checkouts.map((c, i) =>
        payRequest(t.app, c.checkout_id, undefined, {}, `10.50.${Math.floor(i / 200)}.${i % 200}`),
      ),
    );

    const confirmed = answers.filter(
      (a) => a.statusCode === 200 && (a.json() as PaymentResponse).outcome === 'confirmed',
    );
    expect(confirmed).toHaveLength(1);
    for (const a of answers) {
      if (confirmed.includes(a)) continue;
      if (a.statusCode === 409) {
        // Re-checked before paying: nothing charged.
        expect(a.json()).toMatchObject({
          code: 'no_rooms',
          message: 'There are no rooms for sale in the hotel at the moment.',
        });
      } else {
        // Charged in the same instant as the winner: booking failed, the payment refunded.
        expect(a.statusCode).toBe(200);
        const body = a.json() as PaymentResponse;
        expect(body.outcome).toBe('booking_failed');
        expect(body.checkout.failure).toMatchObject({
          reason: 'sold_out',
          message: 'Booking Failed',
          refund_minor: rate!.total_minor,
        });
      }
    }

    const [night] = await t.db
      .select()
      .from(supplyRoomNights)
      .where(and(eq(supplyRoomNights.hotelId, hotel.id), eq(supplyRoomNights.roomTypeId, roomType!.id)));
    expect(night!.booked).toBe(1);
    const hotelOrders = await t.db.select().from(orders).where(like(orders.contactEmail, 'traveller%@example.test'));
    expect(hotelOrders.filter((o) => o.status === 'confirmed')).toHaveLength(1);
    expect(hotelOrders.filter((o) => o.status === 'pending')).toHaveLength(0);
    const charges = await t.db.select().from(payments).where(like(payments.idempotencyKey, 'hotel:%'));
    const kept = charges.filter((p) => hotelOrders.some((o) => o.id === p.orderId) && p.status === 'succeeded');
    expect(kept).toHaveLength(1);
  });
});
