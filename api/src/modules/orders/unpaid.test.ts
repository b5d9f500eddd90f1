import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { eq, like } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import { allActivities } from '../activities/catalog/catalog';
import { chargeKey } from '../activities/booking/service';
import { createSeededApp, postJson } from '../activities/testing/seeded-app';
import type { ActivityDetail, ActivityListResponse, ActivityOrder } from '../activities/types';
import { addDays } from '../activities/booking/visit-date';
import { seedDubaiInventory } from '../hotels/seed';
import {
  checkoutWithGuests,
  cheapestRate,
  DECLINED_CARD,
  findHotel,
  FLAKY_CARD,
  hotelPage,
  inDays,
  payRequest,
  SUCCESS_CARD,
} from '../hotels/testing/fixtures';
import type { PaymentResponse } from '../hotels/types';
import { dubaiToday } from './service';
import type { OrderListResponse, PublicOrder } from './types';
import { ALREADY_CHARGED, NOT_UNPAID } from './unpaid-service';

// Orders created but not paid: listed as awaiting payment (never as paid), completed or cancelled without a refund.
const evening = allActivities.find((a) => a.slug === 'evening-desert-safari-bbq-dinner')!;

// Two catalogs (activities and the hotel inventory) on a machine shared with other test runs.
jest.setTimeout(120_000);

describe.each(dbKinds())('unpaid orders on %s', (kind) => {
  let t: TestApp;
  let member: TestUserSession;
  let detail: ActivityDetail;
  beforeAll(async () => {
    t = await createSeededApp(kind);
    await seedDubaiInventory(t.db);
    member = await createUserSession(t.app);
    const list = await postJson<ActivityListResponse>(t, '/activities/fetch-all', {
      main_category: evening.mainCategory,
      limit: 48,
    });
    const acid = list.body.rows.find((r) => r.slug === evening.slug)!.activity_id;
    detail = (await postJson<ActivityDetail>(t, '/activities/fetch', { acid })).body;
  });
  afterAll(() => t?.close());

  let from = 0;
  let keys = 0;
  async function send<T>(path: string, payload: object, s: TestUserSession | null) {
    from += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      payload,
      headers: s?.headers ?? {},
      remoteAddress: `10.8.${from >> 8}.${from & 255}`,
    });
    return { status: res.statusCode, body: res.json() as T };
  }
  const list = async (tab: string, s: TestUserSession) =>
    (
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/orders?tab=${tab}`, headers: s.headers })
      ).json() as OrderListResponse
    ).rows;
  const cancelUnpaid = (orderId: string, s: TestUserSession | null, email?: string) =>
    send<PublicOrder>('/orders/cancel-unpaid', { order_id: orderId, ...(email ? { email } : {}) }, s);
  const succeededCharges = async (orderId: number) =>
    (await t.db.select().from(payments).where(eq(payments.orderId, orderId))).filter(
      (p) => p.status !== 'declined' && p.status !== 'failed',
    );

  async function activityOrder(s: TestUserSession, card?: string): Promise<ActivityOrder> {
    const made = await send<ActivityOrder>(
      '/activities/orders',
      {
        acid: detail.activity_id,
        branch_id: detail.branches[0]!.branch_id,
        visit_date: addDays(dubaiToday(), 3),
        tickets: { adult: 2, child: 1 },
        currency: 'AED',
        idempotency_key: `unpaid-${Date.now()}-${(keys += 1)}`,
      },
      s,
    );
    expect({ status: made.status, body: made.body }).toMatchObject({ status: 201 });
    if (card) await send('/activities/orders/pay', { order_id: made.body.order_id, payment_method: card }, s);
    return made.body;
  }

  it('lists an activity order created but not paid as awaiting payment, and cancels it with no refund', async () => {
    const s = await createUserSession(t.app);
    const o = await activityOrder(s);
    const [row] = (await list('active', s)).filter((r) => r.order_id === o.order_id);
    expect(row).toMatchObject({ status: 'pending', payment_status: 'awaiting_payment' });

    const res = await cancelUnpaid(o.order_id, s);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      payment_status: 'not_paid',
      refund_minor: null,
      penalty_minor: null,
    });
    const [db] = await t.db.select().from(orders).where(eq(orders.uuid, o.order_id));
    expect(db!.status).toBe('cancelled');
    expect(await t.db.select().from(payments).where(eq(payments.orderId, db!.id))).toEqual([]);
    expect((await list('active', s)).map((r) => r.order_id)).not.toContain(o.order_id);
    expect((await list('cancelled', s)).find((r) => r.order_id === o.order_id)).toMatchObject({
      payment_status: 'not_paid',
    });
    // A cancelled order cannot be paid afterwards, nor cancelled twice.
    const paid = await send('/activities/orders/pay', { order_id: o.order_id, payment_method: SUCCESS_CARD }, s);
    expect(paid.status).toBe(409);
    expect(await cancelUnpaid(o.order_id, s)).toMatchObject({ status: 409, body: { message: NOT_UNPAID } });
  });

  it('a refused or failed card leaves the order awaiting payment; cancelling it charges and refunds nothing', async () => {
    const s = await createUserSession(t.app);
    const declined = await activityOrder(s, DECLINED_CARD);
    const failed = await activityOrder(s, FLAKY_CARD);
    const active = await list('active', s);
    expect(active.find((r) => r.order_id === declined.order_id)).toMatchObject({
      status: 'payment_failed',
      payment_status: 'awaiting_payment',
    });
    expect(active.find((r) => r.order_id === failed.order_id)).toMatchObject({
      status: 'pending',
      payment_status: 'awaiting_payment',
    });
    for (const o of [declined, failed]) {
      const res = await cancelUnpaid(o.order_id, s);
      expect(res.body).toMatchObject({ status: 'cancelled', payment_status: 'not_paid', refund_minor: null });
      const [db] = await t.db.select().from(orders).where(eq(orders.uuid, o.order_id));
      expect(await succeededCharges(db!.id)).toEqual([]);
    }
  });

  it('does not cancel an order whose charge went through but was not confirmed yet (the settle job confirms it)', async () => {
    const s = await createUserSession(t.app);
    const o = await activityOrder(s, FLAKY_CARD);
    // The retry of the attempt's key succeeds at the provider, and the api stops before recording it.
    const [db] = await t.db.select().from(orders).where(eq(orders.uuid, o.order_id));
    const charged = await t.app.providers.payments.charge({
      amountMinor: db!.amountMinor,
      currency: 'AED',
      paymentMethod: FLAKY_CARD,
      idempotencyKey: chargeKey(o.order_id, 0),
      description: 'test',
      orderId: db!.id,
    });
    expect(charged.status).toBe('succeeded');
    const res = await cancelUnpaid(o.order_id, s);
    expect(res).toMatchObject({ status: 409, body: { message: ALREADY_CHARGED } });
    const [after] = await t.db.select().from(orders).where(eq(orders.uuid, o.order_id));
    expect(after!.status).toBe('pending');
  });

  it("refuses a confirmed order, and someone else's order without its e-mail", async () => {
    const s = await createUserSession(t.app);
    const other = await createUserSession(t.app);
    const paid = await activityOrder(s, SUCCESS_CARD);
    expect(await cancelUnpaid(paid.order_id, s)).toMatchObject({ status: 409, body: { message: NOT_UNPAID } });
    const pending = await activityOrder(s);
    expect((await cancelUnpaid(pending.order_id, other)).status).toBe(404);
    expect((await cancelUnpaid(pending.order_id, null)).status).toBe(404);
    expect((await cancelUnpaid('not-an-order', s)).status).toBe(404);
    expect((await cancelUnpaid(pending.order_id, null, s.user.email)).body).toMatchObject({ status: 'cancelled' });
  });

  it('a hotel booking whose card was declined is awaiting payment, cancelled without a refund, and its checkout cannot be paid afterwards', async () => {
    const checkin = inDays(30);
    const checkout = inDays(32);
    const hotel = findHotel(() => true, checkin, checkout, 2);
    const page = await hotelPage(t.app, t.app.ids.encodeId('hotel', hotel.hid), checkin, checkout);
    const c = await checkoutWithGuests(t.app, cheapestRate(page).rate_key, {
      headers: member.headers,
      email: member.user.email,
    });
    const refused = (
      await payRequest(t.app, c.checkout_id, DECLINED_CARD, member.headers, '10.8.200.1')
    ).json() as PaymentResponse;
    const [row] = (await list('active', member)).filter((r) => r.order_id === refused.order_id);
    expect(row).toMatchObject({ kind: 'hotel', status: 'payment_failed', payment_status: 'awaiting_payment' });
    expect((row!.details as { checkout_id?: string }).checkout_id).toBe(c.checkout_id);

    const res = await cancelUnpaid(refused.order_id, member);
    expect(res.body).toMatchObject({ status: 'cancelled', payment_status: 'not_paid', refund_minor: null });
    const [db] = await t.db.select().from(orders).where(eq(orders.uuid, refused.order_id));
    expect(await succeededCharges(db!.id)).toEqual([]);
    const again = await payRequest(t.app, c.checkout_id, SUCCESS_CARD, member.headers, '10.8.200.2');
    expect(again.statusCode).toBe(409);
    expect(
      await t.db
        .select()
        .from(payments)
        .where(like(payments.idempotencyKey, `hotel:${refused.order_id}:%`)),
    ).toHaveLength(1);
    const [still] = await t.db.select().from(orders).where(eq(orders.uuid, refused.order_id));
    expect(still!.status).toBe('cancelled');
  });
});
