import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../../test/helpers';
import { activityTickets, mailOutbox, payments, scheduledJobs } from '../../../db/schema';
import { mailSettled } from '../../../mail/dispatch';
import { dubaiToday, getOrderByUuid } from '../../orders/service';
import { cancelActivityOrder } from '../orders/cancel';
import { allActivities } from '../catalog/catalog';
import { createSeededApp, postJson } from '../testing/seeded-app';
import { hashCode } from './code';
import { DomainError } from '../../../lib/domain-error';
import type {
  ActivityDetail,
  ActivityListResponse,
  ActivityOrder,
  ActivityOrderView,
  PayResponse,
  TicketCheckResponse,
} from '../types';
import { addDays, isOpenOn } from '../booking/visit-date';

const VENUE_KEY = 'venue-key-for-tests-0123456789abcdef';
const evening = allActivities.find((a) => a.slug === 'evening-desert-safari-bbq-dinner')!;
const twoParks = allActivities.find((a) => a.slug === 'dubai-parks-two-park-pass')!;
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.each(dbKinds())('activity tickets and cancellation on %s', (kind) => {
  let t: TestApp;
  let from = 0;
  // Seeding the catalog on a busy machine can outlast the default 30 s; this bound only guards against a hang.
  beforeAll(async () => {
    t = await createSeededApp(kind, { env: { VENUE_API_KEY: VENUE_KEY } });
  }, 180_000);
  afterAll(() => t?.close());

  // Each request from an address of its own: the routes' per-address limits are lower than this suite's traffic.
  const address = () => {
    from += 1;
    return `10.20.${from >> 8}.${from & 255}`;
  };
  async function send<T>(path: string, payload: object, headers: Record<string, string> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      payload,
      headers,
      remoteAddress: address(),
    });
    return { status: res.statusCode, body: res.json() as T };
  }
  const venue = (path: 'check' | 'redeem', code: string, key: string | null = VENUE_KEY) =>
    send<TicketCheckResponse & { code?: string; message?: string }>(
      `/activities/tickets/${path}`,
      { code },
      key === null ? {} : { 'x-venue-key': key },
    );
  const manage = (orderId: string, headers: Record<string, string> = {}, email?: string) =>
    send<ActivityOrderView & { code?: string; message?: string }>(
      '/activities/orders/manage',
      { order_id: orderId, ...(email ? { email } : {}) },
      headers,
    );
  const cancel = (orderId: string, headers: Record<string, string> = {}, email?: string) =>
    send<ActivityOrderView & { code?: string; message?: string }>(
      '/activities/orders/cancel',
      { order_id: orderId, ...(email ? { email } : {}) },
      headers,
    );
  const voucher = (orderId: string, query: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/activities/orders/${orderId}/voucher.pdf?${query}`,
      headers,
      remoteAddress: address(),
    });

  async function detailOf(slug: string): Promise<ActivityDetail> {
    const main = allActivities.find((a) => a.slug === slug)!.mainCategory;
    const list = await postJson<ActivityListResponse>(t, '/activities/fetch-all', { main_category: main, limit: 48 });
    const acid = list.body.rows.find((r) => r.slug === slug)!.activity_id;
    return (await postJson<ActivityDetail>(t, '/activities/fetch', { acid })).body;
  }

  /** A paid order of `slug` `daysAhead` days from now (moved to the next open day), adults 2, child 1 when allowed. */
  async function paidOrder(s: TestUserSession, slug = evening.slug, daysAhead = 5, pay = true): Promise<ActivityOrder> {
    const detail = await detailOf(slug);
    const branch = detail.branches[0];
    let visit = addDays(dubaiToday(), daysAhead);
    while (!isOpenOn(branch!.hours, visit)) visit = addDays(visit, 1);
    const created = await send<ActivityOrder>(
      '/activities/orders',
      {
        acid: detail.activity_id,
        branch_id: branch!.branch_id,
        visit_date: visit,
        tickets: { adult: 2, child: detail.kid_friendly ? 1 : 0 },
        currency: 'USD',
        idempotency_key: `k-${randomBytes(6).toString('hex')}`,
      },
      s.headers,
    );
    expect(created.status).toBe(201);
    if (!pay) return created.body;
    const paid = await send<PayResponse>(
      '/activities/orders/pay',
      { order_id: created.body.order_id, payment_method: 'pm_card_visa' },
      s.headers,
    );
    expect(paid.body.payment.status).toBe('succeeded');
    return paid.body.order;
  }

  it('issues one ticket when the order is paid, and keeps only the hash of its code', async () => {
    const s = await createUserSession(t.app);
    const pending = await paidOrder(s, evening.slug, 5, false);
    const before = await manage(pending.order_id, s.headers);
    expect(before.body.ticket).toBeNull();
    expect(before.body.voucher_path).toBeNull();
    expect((await voucher(pending.order_id, 'lang=en', { cookie: s.cookie })).statusCode).toBe(409);

    await send('/activities/orders/pay', { order_id: pending.order_id, payment_method: 'pm_card_visa' }, s.headers);
    const view = (await manage(pending.order_id, s.headers)).body;
    expect(view.ticket).toMatchObject({ status: 'valid', counts: { adult: 2, teen: 0, child: 1 } });
    const code = view.ticket!.code;
    expect(code).toMatch(/^[A-Z2-7]{32}$/);
    expect(view.ticket!.code_display.replaceAll('-', '')).toBe(code);
    expect(view.ticket!.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(view.history.map((h) => h.event)).toEqual(['booked', 'paid']);
    expect(view.cancellation).toMatchObject({
      free_cancellation_hours: 24,
      cancellable: true,
      refund_minor: pending.amount_minor,
    });

    const order = await getOrderByUuid(t.db, pending.order_id);
    const rows = await t.db.select().from(activityTickets).where(eq(activityTickets.orderId, order!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toBe(hashCode(code));
    // The code itself is nowhere in the row, nor in the order the buyer's list shows.
    expect(JSON.stringify(rows[0])).not.toContain(code);
    expect(JSON.stringify(order)).not.toContain(code);
    // Paying again (a retry) issues nothing more.
    await send('/activities/orders/pay', { order_id: pending.order_id, payment_method: 'pm_card_visa' }, s.headers);
    expect(await t.db.select().from(activityTickets).where(eq(activityTickets.orderId, order!.id))).toHaveLength(1);
  });

  it('lets only a venue with the key check and redeem, once', async () => {
    const s = await createUserSession(t.app);
    const paid = await paidOrder(s);
    const code = (await manage(paid.order_id, s.headers)).body.ticket!.code;

    expect((await venue('redeem', code, null)).status).toBe(401);
    expect((await venue('redeem', code, 'wrong-key-0123456789abcdefghij')).body).toMatchObject({
      statusCode: 401,
      code: 'venue_key_required',
    });
    // A member's session is not a venue's credential.
    expect((await send('/activities/tickets/redeem', { code }, s.headers)).status).toBe(401);

    const check = await venue('check', code);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      result: 'valid',
      ticket: {
        visit_date: paid.visit_date,
        counts: { adult: 2, teen: 0, child: 1 },
        activity: { name_en: evening.name.en },
      },
    });

    // As a clerk types it: lower case, with dashes.
    const typed = (await manage(paid.order_id, s.headers)).body.ticket!.code_display.toLowerCase();
    const first = await venue('redeem', typed);
    expect(first.status).toBe(200);
    expect(first.body.result).toBe('redeemed');
    const again = await venue('redeem', code);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ticket_already_used', message: 'This ticket has already been used.' });
    expect((await venue('check', code)).body.result).toBe('already_used');

    const view = (await manage(paid.order_id, s.headers)).body;
    expect(view.ticket!.status).toBe('redeemed');
    expect(view.history.map((h) => h.event)).toEqual(['booked', 'paid', 'redeemed']);
    // A used ticket's order is no longer cancelled.
    expect(view.cancellation).toMatchObject({ cancellable: false, reason: 'redeemed' });
    expect((await cancel(paid.order_id, s.headers)).body).toMatchObject({
      statusCode: 409,
      code: 'ticket_used_no_cancel',
    });
  });

  it('answers unknown for forged and malformed codes', async () => {
    const forged = 'A'.repeat(32);
    for (const code of [forged, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 'not a code', '0'.repeat(32)]) {
      const res = await venue('redeem', code);
      expect({ code, status: res.status, reason: res.body.code }).toEqual({
        code,
        status: 404,
        reason: 'ticket_unknown',
      });
    }
    expect((await venue('check', '')).status).toBe(400);
  });

  it('redeems a ticket exactly once under 20 simultaneous scans', async () => {
    const s = await createUserSession(t.app);
    const paid = await paidOrder(s);
    const code = (await manage(paid.order_id, s.headers)).body.ticket!.code;
    const results = await Promise.all(Array.from({ length: 20 }, () => venue('redeem', code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'ticket_already_used')).toHaveLength(19);
  });

  it('cancels free of charge before the deadline: refunded once, ticket cancelled, history kept', async () => {
    const s = await createUserSession(t.app);
    const paid = await paidOrder(s);
    const code = (await manage(paid.order_id, s.headers)).body.ticket!.code;

    const [a, b] = await Promise.all([cancel(paid.order_id, s.headers), cancel(paid.order_id, s.headers)]);
    const ok = [a, b].find((r) => r.status === 200)!;
    const refused = [a, b].find((r) => r.status !== 200)!;
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'order_already_cancelled' });
    expect(ok.body.order).toMatchObject({ status: 'cancelled', refund_minor: paid.amount_minor });
    expect(ok.body.refund).toEqual({
      amount_minor: paid.amount_minor,
      display_amount_minor: paid.display_amount_minor,
      status: 'refunded',
    });
    expect(ok.body.ticket!.status).toBe('cancelled');
    expect(ok.body.voucher_path).toBeNull();
    expect(ok.body.history.map((h) => h.event)).toEqual(['booked', 'paid', 'cancelled', 'refunded']);

    const charges = await t.db
      .select()
      .from(payments)
      .where(like(payments.idempotencyKey, `activity-order:${paid.order_id}:%`));
    expect(charges.map((c) => [c.status, c.amountMinor])).toEqual([['refunded', paid.amount_minor]]);
    const order = await getOrderByUuid(t.db, paid.order_id);
    expect(order).toMatchObject({ status: 'cancelled', refundMinor: paid.amount_minor, penaltyMinor: 0 });
    const jobs = await t.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.dedupeKey, `activity-refund:${paid.order_id}`));
    expect(jobs).toHaveLength(1);

    expect((await venue('redeem', code)).body).toMatchObject({
      statusCode: 409,
      code: 'ticket_cancelled',
      message: 'This ticket has been cancelled.',
    });
    expect((await venue('check', code)).body.result).toBe('cancelled');
    expect((await cancel(paid.order_id, s.headers)).body).toMatchObject({
      statusCode: 409,
      code: 'order_already_cancelled',
    });
    expect((await voucher(paid.order_id, 'lang=en', { cookie: s.cookie })).statusCode).toBe(409);
  });

  it('refuses after the deadline (injected clock) and for a non-refundable activity', async () => {
    const s = await createUserSession(t.app);
    const paid = await paidOrder(s);
    const view = (await manage(paid.order_id, s.headers)).body;
    const freeUntil = new Date(view.cancellation.free_until!);
    expect(new Date(view.cancellation.visit_starts_at).getTime() - freeUntil.getTime()).toBe(24 * 3_600_000);

    const order = (await getOrderByUuid(t.db, paid.order_id))!;
    const ctx = (now: Date) => ({
      db: t.db,
      payments: t.app.providers.payments,
      now,
      mail: { queue: t.app.mailQueue, publicUrl: 'http://localhost:8080' },
    });
    const late = await cancelActivityOrder(ctx(new Date(freeUntil.getTime() + 1000)), order).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(DomainError);
    expect(late).toMatchObject({
      kind: 'conflict',
      code: 'cancellation_deadline_passed',
      message: 'The free cancellation period for this order has ended.',
    });
    expect((await getOrderByUuid(t.db, paid.order_id))!.status).toBe('confirmed');
    // The deadline itself is still free.
    const onTime = await cancelActivityOrder(ctx(freeUntil), order);
    expect(onTime).toMatchObject({ status: 'cancelled', refundMinor: paid.amount_minor });

    const parks = await paidOrder(s, twoParks.slug);
    const parksView = (await manage(parks.order_id, s.headers)).body;
    expect(parksView.cancellation).toMatchObject({
      free_cancellation_hours: null,
      free_until: null,
      cancellable: false,
      reason: 'non_refundable',
    });
    expect((await cancel(parks.order_id, s.headers)).body).toMatchObject({ statusCode: 409, code: 'non_refundable' });
  });

  it('shows, cancels and downloads only for the owner, or a visitor with the reference and e-mail', async () => {
    const owner = await createUserSession(t.app);
    const other = await createUserSession(t.app);
    const paid = await paidOrder(owner);
    const notFound = { statusCode: 404, message: 'Order was not found.' };
    expect((await manage(paid.order_id, other.headers)).body).toMatchObject(notFound);
    expect((await manage(paid.order_id)).body).toMatchObject(notFound);
    expect((await manage(paid.order_id, {}, 'someone@example.test')).body).toMatchObject(notFound);
    expect((await cancel(paid.order_id, other.headers)).body).toMatchObject(notFound);
    expect((await voucher(paid.order_id, 'lang=en', { cookie: other.cookie })).statusCode).toBe(404);
    expect((await voucher(paid.order_id, 'lang=en')).statusCode).toBe(404);
    expect((await getOrderByUuid(t.db, paid.order_id))!.status).toBe('confirmed');

    const visitor = await manage(paid.order_id.toUpperCase(), {}, owner.user.email.toUpperCase());
    expect(visitor.status).toBe(200);
    expect(visitor.body.ticket?.status).toBe('valid');
    const pdf = await voucher(paid.order_id, `lang=ar&email=${encodeURIComponent(owner.user.email)}`);
    expect(pdf.statusCode).toBe(200);
    const cancelled = await cancel(paid.order_id, {}, owner.user.email);
    expect(cancelled.body.order.status).toBe('cancelled');
  });

  it('renders the voucher as a PDF with the reference, in English and Arabic', async () => {
    const s = await createUserSession(t.app);
    const paid = await paidOrder(s);
    for (const lang of ['en', 'ar']) {
      const res = await voucher(paid.order_id, `lang=${lang}`, { cookie: s.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="jad-voucher-[0-9a-f]{8}\.pdf"$/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      if (hasPdftotext) {
        const text = execFileSync('pdftotext', ['-', '-'], { input: res.rawPayload }).toString();
        expect(text).toContain(paid.order_id);
        expect(text).toContain('JAD Travel');
        if (lang === 'en') expect(text).toContain(evening.name.en);
      }
    }
    expect((await voucher(paid.order_id, 'lang=fr', { cookie: s.cookie })).statusCode).toBe(400);

    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/v1/activities/orders/${paid.order_id}/calendar.ics?lang=en`,
      headers: { cookie: s.cookie },
      remoteAddress: address(),
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body).toContain(`UID:${paid.order_id}@activities.jad.travel`);
    expect(ics.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics.body).toContain(`SUMMARY:${evening.name.en}`);
  });

  it('mails the tickets with the voucher PDF, and the refund when the order is cancelled', async () => {
    const s = await createUserSession(t.app);
    const paid = await paidOrder(s);
    await mailSettled();
    const mailOf = async (key: string) =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key)))[0];
    const tickets = await mailOf(`activity-order-confirmed:${paid.order_id}`);
    expect(tickets).toMatchObject({ to: s.user.email, subject: `Your tickets: ${evening.name.en}` });
    expect(tickets!.text).toContain(`/activities/order?order_id=${paid.order_id}`);
    expect(tickets!.attachments).toHaveLength(1);
    const [pdf] = tickets!.attachments;
    expect(pdf).toMatchObject({
      filename: `jad-voucher-${paid.order_id.slice(0, 8)}.pdf`,
      contentType: 'application/pdf',
    });
    const bytes = Buffer.from(pdf!.contentBase64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (hasPdftotext)
      expect(execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString()).toContain(paid.order_id);

    expect((await cancel(paid.order_id, s.headers)).body.order.status).toBe('cancelled');
    await mailSettled();
    const refund = await mailOf(`activity-order-cancelled:${paid.order_id}`);
    expect(refund).toMatchObject({ to: s.user.email, subject: `Order cancelled: ${evening.name.en}` });
    expect(refund!.text).toContain('15 working days');
  });
});
