import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../test/helpers';
import { eq } from 'drizzle-orm';
import { orders, users } from '../../db/schema';
import { codeFromMail, nextIp, signUpViaApi } from '../accounts/test-utils/accounts-test-kit';
import { seedDubaiInventory } from '../hotels/seed';
import { checkoutWithGuests, cheapestRate, findHotel, hotelPage, inDays, pay } from '../hotels/testing/fixtures';
import type { NotificationsList } from '../notifications/types';
import type { OrderListResponse } from './types';

// Bookings made signed out become the member's once the member's verified e-mail is the order's contact e-mail.
jest.setTimeout(120_000);

describe.each(dbKinds())('orders booked signed out, claimed by e-mail, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDubaiInventory(t.db);
  });
  afterAll(() => t?.close());

  let nights = 0;
  /** A hotel booked and paid with this contact e-mail, signed out unless headers are given. */
  async function bookHotel(email: string, headers: Record<string, string> = {}): Promise<string> {
    nights += 3;
    const checkin = inDays(20 + nights);
    const checkout = inDays(21 + nights);
    const hotel = findHotel(() => true, checkin, checkout, 2);
    const page = await hotelPage(t.app, t.app.ids.encodeId('hotel', hotel.hid), checkin, checkout);
    const c = await checkoutWithGuests(t.app, cheapestRate(page).rate_key, { headers, email });
    const paid = await pay(t.app, c.checkout_id, undefined, headers);
    expect(paid.outcome).toBe('confirmed');
    return paid.order_id;
  }
  const ownerOf = async (uuid: string) =>
    (await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.uuid, uuid)))[0]!.userId;
  const activeOrders = async (headers: Record<string, string>) =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/v1/orders?tab=active', headers })).json() as OrderListResponse
    ).rows.map((r) => r.order_id);

  it('an unverified account with the e-mail does not get the booking; verifying the e-mail claims it', async () => {
    const member = await signUpViaApi(t.app, {}, { verify: false });
    // Read before the bookings: their confirmation mails go to the same address.
    const code = await codeFromMail(t.db, member.email);
    const booked = await bookHotel(member.email.toUpperCase());
    expect(await ownerOf(booked)).toBeNull();
    expect(await activeOrders(member.headers)).not.toContain(booked);

    // Another member's own booking that names this e-mail as contact stays theirs.
    const other = await createUserSession(t.app, { emailVerifiedAt: new Date() });
    const othersBooking = await bookHotel(member.email, other.headers);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/verify-otp',
      headers: member.headers,
      payload: { code },
      remoteAddress: nextIp(),
    });
    expect(verified.statusCode).toBe(200);
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    expect(await ownerOf(booked)).toBe(account!.id);
    expect(await activeOrders(member.headers)).toContain(booked);
    expect(await activeOrders(member.headers)).not.toContain(othersBooking);
    expect(await ownerOf(othersBooking)).toBe(other.user.id);
  });

  it("a booking made signed out with a verified member's e-mail is theirs at once, and an unverified one's is nobody's", async () => {
    const verified = await createUserSession(t.app, { emailVerifiedAt: new Date() });
    const unverified = await createUserSession(t.app);
    const mine = await bookHotel(verified.user.email);
    const notYet = await bookHotel(unverified.user.email);
    expect(await ownerOf(mine)).toBe(verified.user.id);
    expect(await activeOrders(verified.headers)).toContain(mine);
    expect(await ownerOf(notYet)).toBeNull();
    expect(await activeOrders(unverified.headers)).toEqual([]);

    // The member is told, and the notification names the hotel.
    const [row] = await t.db.select({ title: orders.title }).from(orders).where(eq(orders.uuid, mine));
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/fetch-all',
      headers: verified.headers,
      payload: {},
    });
    const notices = (listed.json() as NotificationsList).rows.filter((n) => n.type === 'HOTEL_ORDER');
    expect(notices.map((n) => n.order)).toEqual([
      { uuid: mine, kind: 'hotel', title: row!.title, title_ar: row!.title },
    ]);
  });
});
