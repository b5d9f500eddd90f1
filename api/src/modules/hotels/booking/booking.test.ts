import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { eq, like } from 'drizzle-orm';
import { notifications, orders, payments } from '../../../db/schema';
import { nightsOf } from '../../../providers/hotel-supply/dates';
import { withCommission } from '../pricing/commission';
import { seedDubaiInventory } from '../seed';
import {
  checkoutWithGuests,
  cheapestRate,
  DECLINED_CARD,
  findHotel,
  FLAKY_CARD,
  hotelPage,
  inDays,
  pay,
  payRequest,
} from '../testing/fixtures';
import type { CheckoutDto, PaymentResponse } from '../types';

describe.each(dbKinds())('hotel booking on %s', (kind) => {
  let t: TestApp;
  const checkin = inDays(30);
  const checkout = inDays(32);
  const hotel = findHotel(
    (h) => h.cancellation.freeCancellationDays === 3 && h.roomTypes.length >= 3,
    checkin,
    checkout,
    3,
  );
  let hid: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDubaiInventory(t.db);
    hid = t.app.ids.encodeId('hotel', hotel.hid);
  });
  afterAll(() => t?.close());

  const inventory = () => {
    const inv = t.app.providers.hotelSupply.inventory;
    if (!inv) throw new Error('built-in supply expected');
    return inv;
  };
  const paymentsOf = (orderUuid: string) =>
    t.db
      .select()
      .from(payments)
      .where(like(payments.idempotencyKey, `hotel:${orderUuid}:%`));

  it('shows a hotel without dates, and its rates grouped by room type for a stay', async () => {
    const bare = await t.app.inject({ method: 'GET', url: `/api/v1/hotels/${hid}` });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ hotel: { name: hotel.name.en, stars: hotel.stars }, stay: null, rooms: null });

    const page = await hotelPage(t.app, hid, checkin, checkout);
    expect(page.rooms?.length).toBeGreaterThanOrEqual(2);
    for (const room of page.rooms ?? []) {
      const totals = room.rates.map((r) => r.total_minor);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const rate of room.rates) {
        expect(rate.total_minor % 100).toBe(0);
        expect(rate.nights).toBe(2);
        // The supplier's hash (and the net price in it) is sealed inside the key. Markers long enough
        // that random ciphertext never spells them by chance (a two-letter one did, now and then).
        expect(Buffer.from(rate.rate_key, 'base64url').toString('latin1')).not.toMatch(
          /bookHash|totalMinor|provider|checkin/,
        );
        if (rate.cancellation.refundable) expect(rate.cancellation.steps.map((s) => s.penalty_minor)[0]).toBe(0);
      }
    }
    const ar = await t.app.inject({ method: 'GET', url: `/api/v1/hotels/${hid}?lang=ar` });
    expect(ar.json().hotel.name).toBe(hotel.name.ar);
  });

  it('answers rooms: [] when nothing is for sale, and 404 or 400 for unknown or forged ids', async () => {
    const night = nightsOf(checkin, checkout)[1];
    const closed = findHotel((h) => h.hid !== hotel.hid && h.area === 'deira', checkin, checkout, 1);
    for (const rt of closed.roomTypes) await inventory().setAllotment(closed.id, rt.id, night!, 0);
    const page = await hotelPage(t.app, t.app.ids.encodeId('hotel', closed.hid), checkin, checkout);
    expect(page.rooms).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/hotels/${t.app.ids.encodeId('hotel', 1)}` })).statusCode,
    ).toBe(404);
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/hotels/8100001' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid id');
  });

  it('prebooks into a checkout: commission breakdown, and the display rate fixed (KWD, 3 decimals)', async () => {
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/checkouts',
      payload: { rate_key: rate.rate_key, currency: 'KWD' },
    });
    expect(res.statusCode).toBe(201);
    const c = res.json() as CheckoutDto;
    expect(c.price.total_minor).toBe(rate.total_minor);
    expect(c.price.room_charges_minor + c.price.service_fee_minor).toBe(c.price.total_minor);
    expect(withCommission(c.price.room_charges_minor, 'AED')).toBe(c.price.total_minor);
    expect(c.price.nights.reduce((s, n) => s + n.amount_minor, 0)).toBe(c.price.room_charges_minor);
    expect(c.price).toMatchObject({ currency: 'KWD', fx_rate: 0.0835, commission_percent: 7 });
    // fils → KWD fils (1000 per dinar): total/100 × 0.0835 × 1000, half up.
    expect(c.price.display_total_minor).toBe(Math.round((c.price.total_minor * 0.0835 * 1000) / 100));
    expect(c.status).toBe('open');
  });

  it('validates rate keys, guests and cards', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/checkouts',
      payload: { rate_key: 'forged' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('rate_key: Invalid rate key');
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout));
    const c = (
      await t.app.inject({ method: 'POST', url: '/api/v1/hotels/checkouts', payload: { rate_key: rate.rate_key } })
    ).json() as CheckoutDto;
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/hotels/checkouts/${c.checkout_id}/guests`, payload });
    const noTitle = await put({
      contact: { email: 'a@example.test' },
      rooms: [{ guests: [{ first_name: 'A', last_name: 'B', citizenship: 'AE' }] }],
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('rooms.0.guests.0: Main guest details needed');
    expect((await put({ contact: { email: 'nope' }, rooms: [{ guests: [] }] })).json().message).toMatch(
      /^contact\.email/,
    );
    expect((await put({ contact: { email: 'a@example.test' }, rooms: [] })).statusCode).toBe(400);
    const unpaid = await payRequest(t.app, c.checkout_id);
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().message).toBe('rooms.0.guests.0: Main guest details needed');
  });

  it('refuses card details (card data never reaches the api) and a malformed payment method, before anything is charged', async () => {
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout));
    const c = await checkoutWithGuests(t.app, rate.rate_key);
    const charge = jest.spyOn(t.app.providers.payments, 'charge');
    const refused: [Record<string, unknown>, string, string][] = [
      [
        { payment_method: 'pm_card_visa', card: { number: '4242424242424242', expiry: '12/39', cvc: '123' } },
        'card',
        'card_data_refused',
      ],
      [{ payment_method: 'pm_card_visa', card_number: '4242424242424242' }, 'card_number', 'card_data_refused'],
      [{ card_number: '4242424242424242', card_expiry: '12/39', card_cvc: '123' }, 'payment_method', 'required'],
      [{ payment_method: '4242424242424242' }, 'payment_method', 'invalid_format'],
      [{ payment_method: 'pm_x y' }, 'payment_method', 'invalid_format'],
    ];
    try {
      let from = 0;
      for (const [payload, field, code] of refused) {
        from += 1;
        // Each from an address of its own: the route allows 20 a minute per address.
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/hotels/checkouts/${c.checkout_id}/pay`,
          remoteAddress: `10.9.0.${from}`,
          payload,
        });
        const body = res.json() as { code: string; fields: { field: string; code: string }[] };
        expect({ payload, status: res.statusCode, code: body.code }).toEqual({
          payload,
          status: 400,
          code: 'validation_failed',
        });
        expect(body.fields).toContainEqual(expect.objectContaining({ field, code }));
      }
      expect(charge).not.toHaveBeenCalled();
    } finally {
      charge.mockRestore();
    }
    // Nothing was charged and the checkout still waits for its payment.
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/v1/hotels/checkouts/${c.checkout_id}` })
    ).json() as CheckoutDto;
    expect(view).toMatchObject({ status: 'open', outcome: null });
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, `hotel-checkout:${c.checkout_id}`)),
    ).toHaveLength(0);
  });

  it('hands the payments provider the PaymentMethod of the card fields, in AED, under the order key', async () => {
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout));
    const c = await checkoutWithGuests(t.app, rate.rate_key);
    const charge = jest.spyOn(t.app.providers.payments, 'charge');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/hotels/checkouts/${c.checkout_id}/pay`,
        remoteAddress: '10.9.1.1',
        payload: { payment_method: ' pm_card_visa ' },
      });
      expect(res.json().outcome).toBe('confirmed');
      expect(charge).toHaveBeenCalledTimes(1);
      expect(charge.mock.calls[0]![0]).toMatchObject({
        paymentMethod: 'pm_card_visa',
        idempotencyKey: `hotel:${res.json().order_id}:1`,
        currency: 'AED',
        amountMinor: c.price.total_minor,
      });
    } finally {
      charge.mockRestore();
    }
  });

  it('books and pays once: confirmed order under Active, a HOTEL_ORDER notification, one room taken', async () => {
    const member = await createUserSession(t.app);
    const page = await hotelPage(t.app, hid, checkin, checkout);
    const rate = cheapestRate(page);
    const roomTypeId = (page.rooms ?? []).find((g) => g.rates.includes(rate))?.room_type_id as string;
    const before = await inventory().getAvailability(hotel.id, roomTypeId, nightsOf(checkin, checkout));
    const c = await checkoutWithGuests(t.app, rate.rate_key, { headers: member.headers, email: member.user.email });
    const result = await pay(t.app, c.checkout_id, undefined, member.headers);
    expect(result.outcome).toBe('confirmed');
    const after = await inventory().getAvailability(hotel.id, roomTypeId, nightsOf(checkin, checkout));
    expect(after.map((n) => n.allotment)).toEqual(before.map((n) => n.allotment - 1));

    const active = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders?tab=active',
      headers: { cookie: member.cookie },
    });
    const row = active.json().rows.find((o: { order_id: string }) => o.order_id === result.order_id);
    expect(row).toMatchObject({
      kind: 'hotel',
      status: 'confirmed',
      title: hotel.name.en,
      amount_minor: rate.total_minor,
      starts_on: checkin,
      ends_on: checkout,
    });
    expect(row.details).toMatchObject({
      room: { meal: rate.meal },
      main_guest: { first_name: 'Amal', citizenship: 'AE' },
    });
    expect(JSON.stringify(row.details)).not.toMatch(/book_hash|"h-/);
    const notes = await t.db.select().from(notifications).where(eq(notifications.orderUuid, result.order_id));
    expect(notes.map((n) => n.type)).toEqual(['HOTEL_ORDER']);
    expect(await paymentsOf(result.order_id)).toHaveLength(1);

    // Paying again answers the same booking and charges nothing more.
    const again = await pay(t.app, c.checkout_id, undefined, member.headers);
    expect(again).toMatchObject({ outcome: 'confirmed', order_id: result.order_id });
    expect(await paymentsOf(result.order_id)).toHaveLength(1);
  });

  it('never charges twice when the same checkout is paid from five tabs at once', async () => {
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout));
    const c = await checkoutWithGuests(t.app, rate.rate_key);
    const answers = await Promise.all(Array.from({ length: 5 }, () => payRequest(t.app, c.checkout_id)));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 202)).toBe(true);
    const bodies = answers.map((a) => a.json() as PaymentResponse);
    expect(bodies.filter((b) => b.outcome === 'confirmed')).toHaveLength(1);
    expect(bodies.filter((b) => b.outcome === 'processing')).toHaveLength(4);
    const orderUuid = bodies.find((b) => b.outcome === 'confirmed')?.order_id as string;
    expect(new Set(bodies.map((b) => b.order_id).filter(Boolean))).toEqual(new Set([orderUuid]));
    const charged = await paymentsOf(orderUuid);
    expect(charged).toHaveLength(1);
    expect(charged[0]!.status).toBe('succeeded');
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, `hotel-checkout:${c.checkout_id}`)),
    ).toHaveLength(1);
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/hotels/checkouts/${c.checkout_id}` });
    expect((view.json() as CheckoutDto).outcome).toBe('confirmed');
  });

  it('reports a declined card, and a retry with another card books', async () => {
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout));
    const c = await checkoutWithGuests(t.app, rate.rate_key);
    const declined = await pay(t.app, c.checkout_id, DECLINED_CARD);
    expect(declined.outcome).toBe('payment_failed');
    expect(declined.checkout.failure).toMatchObject({
      reason: 'payment_declined',
      message: 'Payment failed. Booking was not paid. Payment was not completed.',
    });
    const cancelledTab = await t.db.select().from(orders).where(eq(orders.uuid, declined.order_id));
    expect(cancelledTab[0]!.status).toBe('payment_failed');
    const retried = await pay(t.app, c.checkout_id);
    expect(retried).toMatchObject({ outcome: 'confirmed', order_id: declined.order_id });
    const rows = await paymentsOf(declined.order_id);
    expect(rows.map((r) => r.status).sort()).toEqual(['declined', 'succeeded']);
  });

  it('retries a processing error with the same key: one charge in the end', async () => {
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout));
    const c = await checkoutWithGuests(t.app, rate.rate_key);
    const first = await pay(t.app, c.checkout_id, FLAKY_CARD);
    expect(first.outcome).toBe('payment_failed');
    expect(first.checkout.failure?.reason).toBe('payment_error');
    const second = await pay(t.app, c.checkout_id, FLAKY_CARD);
    expect(second.outcome).toBe('confirmed');
    const rows = await paymentsOf(first.order_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('succeeded');
  });

  it('sends the traveller back to room selection when the price changed', async () => {
    const page = await hotelPage(t.app, hid, checkin, checkout);
    const group = (page.rooms ?? [])[1];
    const rate = group!.rates[0];
    const c = await checkoutWithGuests(t.app, rate!.rate_key);
    const night = nightsOf(checkin, checkout)[0];
    const [current] = await inventory().getAvailability(hotel.id, group!.room_type_id, [night!]);
    await inventory().setPrice(hotel.id, group!.room_type_id, night!, current!.priceMinor + 5_000);

    const paid = await payRequest(t.app, c.checkout_id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ code: 'price_changed', message: 'The price has changed for this room' });
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/v1/hotels/checkouts/${c.checkout_id}` })
    ).json() as CheckoutDto;
    expect(view.status).toBe('price_changed');
    // The old rate cannot start a new checkout either; the refreshed page has the new price.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/checkouts',
      payload: { rate_key: rate!.rate_key },
    });
    expect(stale.json()).toMatchObject({ statusCode: 409, code: 'price_changed' });
    const fresh = await hotelPage(t.app, hid, checkin, checkout);
    const repriced = fresh.rooms
      ?.find((g) => g.room_type_id === group!.room_type_id)
      ?.rates.find((r) => r.meal === rate!.meal && r.cancellation.refundable === rate!.cancellation.refundable);
    expect(repriced?.total_minor).toBeGreaterThan(rate!.total_minor);
  });

  it('keeps a member’s checkout to that member; a visitor’s is reached by its id', async () => {
    const owner = await createUserSession(t.app);
    const other = await createUserSession(t.app);
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout));
    const mine = await checkoutWithGuests(t.app, rate.rate_key, { headers: owner.headers });
    for (const headers of [other.headers, {}]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/hotels/checkouts/${mine.checkout_id}`, headers });
      expect(res.statusCode).toBe(404);
      expect((await payRequest(t.app, mine.checkout_id, undefined, headers)).statusCode).toBe(404);
    }
    const visitors = await checkoutWithGuests(t.app, rate.rate_key);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/hotels/checkouts/${visitors.checkout_id}` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/hotels/checkouts/not-a-uuid' })).statusCode).toBe(404);
  });
});
