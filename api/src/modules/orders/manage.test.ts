import { createTestApp, createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { eq } from 'drizzle-orm';
import { notifications, payments } from '../../db/schema';
import { midPolicyAmount } from '../hotels/pricing/commission';
import { seedDubaiInventory } from '../hotels/seed';
import { checkoutWithGuests, cheapestRate, findHotel, hotelPage, inDays, pay } from '../hotels/testing/fixtures';
import type { CancelOrderResponse, ManageOrderResponse, RateDto } from '../hotels/types';
import { createOrder } from './service';
import type { OrderListResponse } from './types';

describe.each(dbKinds())('manage and cancel orders on %s', (kind) => {
  let t: TestApp;
  let member: TestUserSession;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDubaiInventory(t.db);
    member = await createUserSession(t.app);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${url}`,
      payload,
      headers,
      remoteAddress: `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  async function book(
    checkin: string,
    checkout: string,
    pick: (r: RateDto) => boolean,
    hotelPred: Parameters<typeof findHotel>[0],
  ) {
    const hotel = findHotel(hotelPred, checkin, checkout, 2);
    const page = await hotelPage(t.app, t.app.ids.encodeId('hotel', hotel.hid), checkin, checkout);
    const rate = cheapestRate(page, pick);
    const c = await checkoutWithGuests(t.app, rate.rate_key, { headers: member.headers, email: member.user.email });
    const paid = await pay(t.app, c.checkout_id, undefined, member.headers);
    expect(paid.outcome).toBe('confirmed');
    return { hotel, rate, orderId: paid.order_id, checkout: paid.checkout };
  }

  it('cancels free of charge before the deadline: full refund, room back on sale, notification, Cancelled tab', async () => {
    const { rate, orderId } = await book(
      inDays(25),
      inDays(27),
      (r) => r.cancellation.refundable,
      (h) => h.cancellation.freeCancellationDays === 2,
    );
    const manage = await post('manage', { order_id: orderId }, member.headers);
    expect(manage.statusCode).toBe(200);
    expect((manage.json() as ManageOrderResponse).cancellation).toMatchObject({
      cancellable: true,
      penalty_minor: 0,
      refund_minor: rate.total_minor,
    });

    const res = await post('cancel', { order_id: orderId }, member.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as CancelOrderResponse;
    expect(body).toMatchObject({
      penalty_minor: 0,
      refund_minor: rate.total_minor,
      order: { status: 'cancelled', refund_minor: rate.total_minor },
    });
    const charge = await t.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, `hotel:${orderId}:1`));
    expect(charge[0]!.status).toBe('refunded');
    const notes = await t.db.select().from(notifications).where(eq(notifications.orderUuid, orderId));
    expect(notes.map((n) => n.type).sort()).toEqual(['HOTEL_ORDER', 'HOTEL_ORDER_CANCEL']);
    const tab = (
      await t.app.inject({ method: 'GET', url: '/api/v1/orders?tab=cancelled', headers: { cookie: member.cookie } })
    ).json() as OrderListResponse;
    expect(tab.rows.map((r) => r.order_id)).toContain(orderId);

    const again = await post('cancel', { order_id: orderId }, member.headers);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This order has been cancelled.');
    expect(
      ((await post('manage', { order_id: orderId }, member.headers)).json() as ManageOrderResponse).cancellation,
    ).toMatchObject({ cancellable: false, reason: 'cancelled' });
  });

  it('charges the mid-policy amount after the free-cancellation deadline', async () => {
    const { hotel, rate, orderId, checkout } = await book(
      inDays(1),
      inDays(2),
      (r) => r.cancellation.refundable,
      (h) => h.cancellation.freeCancellationDays === 3 && h.cancellation.penaltyPercent < 100,
    );
    const manage = (await post('manage', { order_id: orderId }, member.headers)).json() as ManageOrderResponse;
    // The supplier keeps ceil(net × penalty% / 100); the traveller pays its mid-policy amount.
    const netPenalty = Math.ceil((checkout.price.room_charges_minor * hotel.cancellation.penaltyPercent) / 100);
    const expected = midPolicyAmount(netPenalty, 'AED');
    expect(manage.cancellation.penalty_minor).toBe(expected);
    expect(expected).toBeLessThan(rate.total_minor);
    const body = (await post('cancel', { order_id: orderId }, member.headers)).json() as CancelOrderResponse;
    expect(body).toMatchObject({ penalty_minor: expected, refund_minor: rate.total_minor - expected });
  });

  it('refunds nothing for a non-refundable rate', async () => {
    const { rate, orderId } = await book(
      inDays(20),
      inDays(21),
      (r) => !r.cancellation.refundable,
      (h) => h.area === 'business-bay',
    );
    const body = (await post('cancel', { order_id: orderId }, member.headers)).json() as CancelOrderResponse;
    expect(body).toMatchObject({ penalty_minor: rate.total_minor, refund_minor: 0 });
  });

  it('lets a visitor manage with the e-mail, and hides the order from everyone else', async () => {
    const { orderId } = await book(
      inDays(22),
      inDays(23),
      () => true,
      (h) => h.area === 'deira',
    );
    const stranger = await createUserSession(t.app);
    const notFound = { statusCode: 404, error: 'Not Found', message: 'Order was not found.', code: 'order_not_found' };
    expect((await post('manage', { order_id: orderId })).json()).toEqual(notFound);
    expect((await post('manage', { order_id: orderId, email: 'someone@example.test' })).json()).toEqual(notFound);
    expect((await post('manage', { order_id: orderId }, stranger.headers)).json()).toEqual(notFound);
    expect((await post('cancel', { order_id: orderId }, stranger.headers)).json()).toEqual(notFound);
    expect((await post('manage', { order_id: 'not-a-reference', email: member.user.email })).json()).toEqual(notFound);
    const visitor = await post('manage', { order_id: orderId.toUpperCase(), email: member.user.email.toUpperCase() });
    expect(visitor.statusCode).toBe(200);
    expect((visitor.json() as ManageOrderResponse).order.order_id).toBe(orderId);
    expect((await post('cancel', { order_id: orderId, email: member.user.email })).statusCode).toBe(200);
  });

  it('validates input and refuses to cancel what is not a confirmed hotel order', async () => {
    expect((await post('manage', { order_id: '', email: 'x' })).statusCode).toBe(400);
    expect((await post('cancel', {})).json().message).toMatch(/^order_id/);
    const activity = await createOrder(t.db, {
      userId: member.user.id,
      kind: 'activity',
      status: 'confirmed',
      title: 'Desert safari',
      startsOn: inDays(5),
      endsOn: inDays(5),
      amountMinor: 250_00,
      currency: 'AED',
      perAed: '1',
      contactEmail: member.user.email,
      contactName: 'Test User',
    });
    const manage = (await post('manage', { order_id: activity.uuid }, member.headers)).json() as ManageOrderResponse;
    expect(manage.cancellation).toMatchObject({ cancellable: false, reason: 'not_hotel' });
    const cancel = await post('cancel', { order_id: activity.uuid }, member.headers);
    expect(cancel.statusCode).toBe(400);
  });
});
