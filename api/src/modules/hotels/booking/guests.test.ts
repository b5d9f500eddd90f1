import { createTestApp, dbKinds, type TestApp } from '../../../../test/helpers';
import { eq, like } from 'drizzle-orm';
import { hotelCheckouts, orders, payments } from '../../../db/schema';
import { seedDubaiInventory } from '../seed';
import { cheapestRate, findHotel, hotelPage, inDays, mainGuest, payRequest } from '../testing/fixtures';
import type { CheckoutDto } from '../types';

// Before these rules, `{ is_child: true }` without an age was saved, the card was charged, the supplier
// refused the guests and the traveller got "Booking Failed" with a refund. Now the form gets a 400 naming
// the field, and nothing is charged.
describe.each(dbKinds())('hotel guests against the searched rooms on %s', (kind) => {
  let t: TestApp;
  const checkin = inDays(40);
  const checkout = inDays(42);
  const hotel = findHotel((h) => h.roomTypes.length >= 2, checkin, checkout, 3);
  let hid: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDubaiInventory(t.db);
    hid = t.app.ids.encodeId('hotel', hotel.hid);
  });
  afterAll(() => t?.close());

  /** A checkout for one room of 2 adults and a child aged 5 (`rooms=2-5`). */
  async function familyCheckout(): Promise<CheckoutDto> {
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout, '2-5'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/checkouts',
      payload: { rate_key: rate.rate_key },
    });
    expect(res.statusCode).toBe(201);
    const c = res.json() as CheckoutDto;
    expect(c.stay.rooms).toEqual([{ adults: 2, children: [5] }]);
    return c;
  }
  const putGuests = (id: string, guests: object[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/hotels/checkouts/${id}/guests`,
      payload: { contact: { email: 'amal@example.test' }, rooms: [{ guests }] },
    });

  it.each([
    [
      'a child without an age',
      [mainGuest, { first_name: 'Sami', last_name: 'Haddad', is_child: true }],
      "rooms.0.guests.1.age: A child's age is needed (0 to 17)",
    ],
    [
      'a child of an age nobody searched for',
      [mainGuest, { first_name: 'Sami', last_name: 'Haddad', is_child: true, age: 9 }],
      'rooms.0.guests.1.age: This room was booked for children aged 5',
    ],
    [
      'two children where one was searched',
      [
        mainGuest,
        { first_name: 'Sami', last_name: 'H', is_child: true, age: 5 },
        { first_name: 'Lina', last_name: 'H', is_child: true, age: 5 },
      ],
      'rooms.0.guests.2.age: This room was booked for children aged 5',
    ],
    [
      'three adults in a room for two',
      [mainGuest, { first_name: 'Omar', last_name: 'H' }, { first_name: 'Huda', last_name: 'H' }],
      'rooms.0.guests.2: This room was booked for 2 adults',
    ],
    [
      'an adult with an age',
      [mainGuest, { first_name: 'Omar', last_name: 'H', age: 16 }],
      'rooms.0.guests.1.age: Only a child guest has an age',
    ],
    [
      'a child as the main guest',
      [{ ...mainGuest, is_child: true, age: 5 }],
      'rooms.0.guests.0.is_child: The main guest must be an adult',
    ],
    [
      'a citizenship that is no country',
      [{ ...mainGuest, citizenship: 'XX' }],
      'rooms.0.guests.0.citizenship: Citizenship must be an ISO 3166-1 alpha-2 country code',
    ],
    [
      'a child age out of range',
      [mainGuest, { first_name: 'Sami', last_name: 'H', is_child: true, age: 18 }],
      /^rooms\.0\.guests\.1\.age: /,
    ],
  ])('refuses %s (400 naming the field)', async (_case, guests, message) => {
    const c = await familyCheckout();
    const res = await putGuests(c.checkout_id, guests);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it('accepts guests that fit the room, the child with the searched age, citizenship in any case', async () => {
    const c = await familyCheckout();
    const res = await putGuests(c.checkout_id, [
      { ...mainGuest, citizenship: 'gb' },
      { first_name: 'Sami', last_name: 'Haddad', is_child: true, age: 5 },
    ]);
    expect(res.statusCode).toBe(200);
    expect((res.json() as CheckoutDto).room_guests?.[0]!.guests.map((g) => [g.citizenship, g.age])).toEqual([
      ['GB', undefined],
      [undefined, 5],
    ]);
  });

  it('checks stored guests again before paying: nothing is charged and no order is made', async () => {
    const c = await familyCheckout();
    expect((await putGuests(c.checkout_id, [mainGuest])).statusCode).toBe(200);
    // Guests saved before the rules existed: a child without an age.
    const [row] = await t.db
      .update(hotelCheckouts)
      .set({ roomGuests: [{ guests: [mainGuest, { first_name: 'Sami', last_name: 'Haddad', is_child: true }] }] })
      .where(eq(hotelCheckouts.uuid, c.checkout_id))
      .returning();
    const chargesBefore = await t.db.$count(payments);
    const res = await payRequest(t.app, c.checkout_id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("rooms.0.guests.1.age: A child's age is needed (0 to 17)");
    const after = await t.db.select().from(hotelCheckouts).where(eq(hotelCheckouts.id, row!.id));
    expect(after[0]).toMatchObject({ status: 'open', orderId: null });
    expect(
      await t.db
        .select()
        .from(orders)
        .where(like(orders.idempotencyKey, `hotel-checkout:${c.checkout_id}`)),
    ).toEqual([]);
    expect(await t.db.$count(payments)).toBe(chargesBefore);
  });
});
