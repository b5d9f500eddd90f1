import { eq } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { hotelReviews, mailOutbox, orders, scheduledJobs } from '../../db/schema';
import { jobHandlers, runDueJobs } from '../../jobs';
import { mailSettled } from '../../mail/dispatch';
import { addDays } from '../activities/booking/visit-date';
import { seedDubaiInventory } from '../hotels/seed';
import { cheapestRate, checkoutWithGuests, findHotel, hotelPage, inDays, pay } from '../hotels/testing/fixtures';
import type { HotelPageResponse } from '../hotels/types';
import { dubaiToday } from '../orders/service';
import { HOTEL_REVIEW_REMINDER_JOB } from './hotel-reminder';
import type { HotelReviewsPage, MyReviewsResponse, ReviewDeleteResponse, ReviewWriteResponse } from './types';

const quiet = { info: () => undefined, error: () => undefined };

describe.each(dbKinds())('member reviews of hotels on %s', (kind) => {
  let t: TestApp;
  let hid: string;
  let from = 0;
  const checkin = inDays(20);
  const checkout = inDays(22);
  const hotel = findHotel((h) => h.roomTypes.length >= 2, checkin, checkout, 4);

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_URL: 'https://jad.example' } });
    await seedDubaiInventory(t.db);
    hid = t.app.ids.encodeId('hotel', hotel.hid);
  });
  afterAll(async () => {
    await t?.close();
  });

  // Each call from an address of its own: the write routes are rate limited per address.
  async function send<T>(path: string, payload: object, s: TestUserSession | null) {
    from += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      payload,
      headers: s?.headers ?? {},
      remoteAddress: `10.2.${from >> 8}.${from & 255}`,
    });
    return { status: res.statusCode, body: res.json() as T };
  }

  /** The member books and pays a stay; `checkedOutDaysAgo` then moves it into the past, as time would. */
  async function stay(s: TestUserSession, checkedOutDaysAgo: number | null = 1): Promise<string> {
    const rate = cheapestRate(await hotelPage(t.app, hid, checkin, checkout, '1', s.headers));
    const c = await checkoutWithGuests(t.app, rate.rate_key, { headers: s.headers, email: s.user.email });
    const paid = await pay(t.app, c.checkout_id, undefined, s.headers);
    expect(paid.outcome).toBe('confirmed');
    if (checkedOutDaysAgo !== null) await moveStay(paid.order_id, addDays(dubaiToday(), -checkedOutDaysAgo));
    return paid.order_id;
  }
  const moveStay = (orderUuid: string, checkoutDate: string) =>
    t.db
      .update(orders)
      .set({ startsOn: addDays(checkoutDate, -2), endsOn: checkoutDate })
      .where(eq(orders.uuid, orderUuid));

  const review = (s: TestUserSession | null, orderId: string, extra: object = {}) =>
    send<ReviewWriteResponse & { code?: string; message?: string }>(
      '/hotels/reviews/create',
      { order_id: orderId, rating: 4, text: 'Quiet room, friendly staff, slow lifts.', lang: 'en', ...extra },
      s,
    );
  const page = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/hotels/${hid}` })).json() as HotelPageResponse;

  it('stores a guest’s review after check-out and shows it, verified, with the members’ summary beside the supplier’s rating', async () => {
    const member = await createUserSession(t.app, { firstName: 'Layla', lastName: 'Karim' });
    const before = await page();
    expect(before.guest_reviews).toEqual({
      summary: { rating: 0, review_count: 0, rating_breakdown: [0, 0, 0, 0, 0] },
      rows: [],
      next_cursor: null,
    });
    const order = await stay(member);
    const mine = await send<MyReviewsResponse>('/hotels/reviews/mine', { hid }, member);
    expect(mine.body.orders).toEqual([
      expect.objectContaining({ order_id: order, review: null, date: addDays(dubaiToday(), -1) }),
    ]);

    const res = await review(member, order, { rating: 2, text: 'الغرفة هادئة لكن المصاعد بطيئة جداً.', lang: 'ar' });
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({ rating: 2, lang: 'ar', order_id: order, photos: [] });
    expect(res.body.summary).toEqual({ rating: 2, review_count: 1, rating_breakdown: [0, 1, 0, 0, 0] });
    const rows = await t.db.select().from(hotelReviews).where(eq(hotelReviews.hid, hotel.hid));
    expect(rows).toMatchObject([{ userId: member.user.id, rating: 2, lang: 'ar', authorName: 'Layla K.' }]);

    const after = await page();
    expect(after.hotel.rating).toBe(before.hotel.rating);
    expect(after.guest_reviews.summary).toEqual(res.body.summary);
    expect(after.guest_reviews.rows[0]).toMatchObject({
      author_name: 'Layla K.',
      rating: 2,
      verified: true,
      lang: 'ar',
      text: 'الغرفة هادئة لكن المصاعد بطيئة جداً.',
    });

    // A second guest: newest first, keyset pages.
    const other = await createUserSession(t.app, { firstName: 'Omar', lastName: 'Said' });
    expect((await review(other, await stay(other), { rating: 5 })).body.summary).toEqual({
      rating: 3.5,
      review_count: 2,
      rating_breakdown: [0, 1, 0, 0, 1],
    });
    const first = await send<HotelReviewsPage>('/hotels/reviews', { hid, limit: 1 }, null);
    expect(first.body.rows.map((r) => r.author_name)).toEqual(['Omar S.']);
    const second = await send<HotelReviewsPage>(
      '/hotels/reviews',
      { hid, limit: 1, cursor: first.body.next_cursor },
      null,
    );
    expect(second.body).toMatchObject({ rows: [{ author_name: 'Layla K.' }], next_cursor: null });

    // The author edits it, then deletes it; nobody else can.
    const reviewId = res.body.review.review_id;
    const edited = await send<ReviewWriteResponse>(
      '/hotels/reviews/update',
      { review_id: reviewId, rating: 4, text: 'On reflection, a very good stay.', lang: 'en' },
      member,
    );
    expect(edited.body.summary).toEqual({ rating: 4.5, review_count: 2, rating_breakdown: [0, 0, 0, 1, 1] });
    expect((await send('/hotels/reviews/delete', { review_id: reviewId }, other)).status).toBe(404);
    const deleted = await send<ReviewDeleteResponse>('/hotels/reviews/delete', { review_id: reviewId }, member);
    expect(deleted.body.summary).toEqual({ rating: 5, review_count: 1, rating_breakdown: [0, 0, 0, 0, 1] });
    expect(await t.db.select().from(hotelReviews).where(eq(hotelReviews.userId, member.user.id))).toHaveLength(0);
  });

  it('refuses a review before check-out, from someone who did not stay, from a visitor, and a second one for the booking', async () => {
    const member = await createUserSession(t.app);
    const upcoming = await stay(member, null);
    expect((await review(member, upcoming)).body).toMatchObject({ code: 'visit_not_passed' });
    // The check-out day itself is not over yet either.
    await moveStay(upcoming, dubaiToday());
    const early = await review(member, upcoming);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'visit_not_passed' });
    expect((await send<MyReviewsResponse>('/hotels/reviews/mine', { hid }, member)).body.orders).toEqual([]);

    const order = await stay(member);
    const other = await createUserSession(t.app);
    const notGuest = await review(other, order);
    expect(notGuest.status).toBe(403);
    expect(notGuest.body).toMatchObject({ code: 'not_a_buyer' });
    expect((await review(null, order)).status).toBe(401);

    expect((await review(member, order)).status).toBe(201);
    const second = await review(member, order, { rating: 1 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'already_reviewed' });
    expect(await t.db.select().from(hotelReviews).where(eq(hotelReviews.userId, member.user.id))).toHaveLength(1);

    const cancelled = await stay(member);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.uuid, cancelled));
    expect((await review(member, cancelled)).body).toMatchObject({ code: 'order_not_reviewable' });
    expect((await review(member, await stay(member), { photo_ids: ['not-an-id'] })).body).toMatchObject({
      code: 'invalid_photo',
    });
    const bad = await review(member, order, { rating: 0, text: 'short' });
    expect(bad.status).toBe(400);
  });

  it('queues the reminder on confirmation and mails it once, in the guest’s language, the day after check-out; a cancelled booking gets none', async () => {
    const member = await createUserSession(t.app, { language: 'ar' });
    const order = await stay(member, null);
    const jobs = await t.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.dedupeKey, `hotel-review-reminder:${order}`));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: HOTEL_REVIEW_REMINDER_JOB, status: 'pending' });
    expect(jobs[0]!.runAt.toISOString()).toBe(`${addDays(checkout, 1)}T06:00:00.000Z`);
    const due = jobs[0]!.runAt;

    const cancelled = await stay(member, null);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.uuid, cancelled));

    const reminders = async (uuid: string) => {
      await mailSettled();
      return t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.idempotencyKey, `hotel-review-reminder:${uuid}`));
    };
    const handlers = jobHandlers(t.app);
    await runDueJobs(t.db, handlers, quiet, new Date(due.getTime() - 60_000), 500);
    expect(await reminders(order)).toHaveLength(0);

    await runDueJobs(t.db, handlers, quiet, new Date(due.getTime() + 60_000), 500);
    const sent = await reminders(order);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: member.user.email, lang: 'ar' });
    expect(sent[0]!.subject).toMatch(/^كيف كانت تجربتك في .+؟ قيّمها$/);
    expect(sent[0]!.text).toContain(`https://jad.example/hotel?hid=${encodeURIComponent(hid)}&review=${order}`);
    expect(await reminders(cancelled)).toHaveLength(0);

    await runDueJobs(t.db, handlers, quiet, new Date(due.getTime() + 3_600_000), 500);
    expect(await reminders(order)).toHaveLength(1);
  });
});
