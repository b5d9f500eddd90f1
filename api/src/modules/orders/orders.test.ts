import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../test/helpers';
import type { OrderStatus } from '../../db/schema';
import { createOrder, dubaiToday } from './service';
import type { OrderListResponse, PublicOrder } from './types';

function shiftDays(days: number): string {
  const d = new Date(`${dubaiToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe.each(dbKinds())('orders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  async function order(
    userId: number | null,
    title: string,
    status: OrderStatus,
    startsIn: number,
    endsIn: number,
    email = 'buyer@example.test',
  ) {
    return createOrder(t.db, {
      userId,
      kind: 'hotel',
      status,
      title,
      startsOn: shiftDays(startsIn),
      endsOn: shiftDays(endsIn),
      amountMinor: 1_000_00,
      currency: 'USD',
      perAed: '0.2723',
      contactEmail: email,
      contactName: 'Buyer One',
      details: { rooms: 1 },
    });
  }

  const list = (tab: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1/orders?tab=${tab}`, headers });
  const titles = (res: { json: () => unknown }) => (res.json() as OrderListResponse).rows.map((r) => r.title);

  it('records the display price at the rate of the day, e-mail lower-cased', async () => {
    const o = await order(null, 'Rate check', 'confirmed', 1, 2, 'Mixed@Case.TEST');
    expect(o).toMatchObject({
      amountMinor: 1_000_00,
      currency: 'USD',
      displayAmountMinor: 272_30,
      contactEmail: 'mixed@case.test',
    });
    expect(Number(o.fxRate)).toBeCloseTo(0.2723, 6);
  });

  it('lists a signed-in user’s orders by tab, and nobody else’s', async () => {
    const owner = await createUserSession(t.app);
    const other = await createUserSession(t.app);
    await order(owner.user.id, 'Upcoming', 'confirmed', 3, 5);
    await order(owner.user.id, 'Ongoing', 'pending', -1, 0);
    await order(owner.user.id, 'Last year', 'confirmed', -400, -398);
    await order(owner.user.id, 'Called off', 'cancelled', 10, 12);
    await order(owner.user.id, 'Card refused', 'payment_failed', 10, 12);
    await order(other.user.id, 'Someone else', 'confirmed', 3, 5);

    await order(owner.user.id, 'Refused, day gone', 'payment_failed', -5, -4);

    // A refused payment can still be completed or cancelled (Active) until its day has gone.
    expect(titles(await list('active', owner.headers))).toEqual(['Ongoing', 'Upcoming', 'Card refused']);
    expect(titles(await list('past', owner.headers))).toEqual(['Last year']);
    expect(titles(await list('cancelled', owner.headers)).sort()).toEqual(['Called off', 'Refused, day gone']);
    expect(titles(await list('active', other.bearer))).toEqual(['Someone else']);
    expect(titles(await list('past', other.bearer))).toEqual([]);
  });

  it('defaults to the active tab and answers the public order shape', async () => {
    const s = await createUserSession(t.app);
    const o = await order(s.user.id, 'Shape', 'confirmed', 1, 3);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(200);
    const [row] = (res.json() as OrderListResponse).rows;
    expect(row).toEqual<PublicOrder>({
      order_id: o.uuid,
      kind: 'hotel',
      status: 'confirmed',
      payment_status: 'paid',
      title: 'Shape',
      image: null,
      starts_on: shiftDays(1),
      ends_on: shiftDays(3),
      amount_minor: 1_000_00,
      currency: 'USD',
      display_amount_minor: 272_30,
      fx_rate: 0.2723,
      contact_name: 'Buyer One',
      contact_email: 'buyer@example.test',
      refund_minor: null,
      penalty_minor: null,
      details: { rooms: 1 },
      created_at: expect.any(String) as unknown as string,
      updated_at: expect.any(String) as unknown as string,
      cancelled_at: null,
    });
  });

  it('asks visitors to sign in, and rejects an unknown tab', async () => {
    const visitor = await list('active', {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Sign-in required',
      code: 'unauthorized',
    });
    const s = await createUserSession(t.app);
    const bad = await list('someday', { cookie: s.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^tab: /);
  });

  describe('retrieve', () => {
    const retrieve = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/v1/orders/retrieve', payload, headers, remoteAddress: '10.9.0.1' });

    it('finds an order for a visitor with reference and e-mail, whatever the case', async () => {
      const o = await order(null, 'Visitor stay', 'confirmed', 5, 6, 'guest@example.test');
      const res = await retrieve({ order_id: o.uuid.toUpperCase(), email: 'Guest@Example.TEST' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ order_id: o.uuid, title: 'Visitor stay', status: 'confirmed' });
    });

    it('answers 404 Order was not found. for a wrong e-mail, reference or malformed reference', async () => {
      const o = await order(null, 'Hidden', 'confirmed', 5, 6, 'owner@example.test');
      for (const payload of [
        { order_id: o.uuid, email: 'someone@example.test' },
        { order_id: '00000000-0000-4000-8000-000000000000', email: 'owner@example.test' },
        { order_id: 'ABC123', email: 'owner@example.test' },
      ]) {
        const res = await retrieve(payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: 'Order was not found.',
          code: 'order_not_found',
        });
      }
    });

    it('works for the signed-in owner, and another user still needs the e-mail', async () => {
      const owner = await createUserSession(t.app);
      const other = await createUserSession(t.app);
      const o = await order(owner.user.id, 'Owned', 'confirmed', 5, 6, owner.user.email);
      expect((await retrieve({ order_id: o.uuid, email: owner.user.email }, owner.headers)).statusCode).toBe(200);
      const wrong = await retrieve({ order_id: o.uuid, email: other.user.email }, other.headers);
      expect(wrong.statusCode).toBe(404);
    });

    it('validates the body', async () => {
      const res = await retrieve({ order_id: 'x', email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^email: /);
    });
  });
});
