import { and, eq } from 'drizzle-orm';
import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import {
  activities,
  activityOrderItems,
  activityReviews,
  mailOutbox,
  mediaItems,
  orders,
  scheduledJobs,
} from '../../db/schema';
import { jobHandlers, runDueJobs } from '../../jobs';
import { mailSettled } from '../../mail/dispatch';
import { allActivities } from '../activities/catalog/catalog';
import { createSeededApp } from '../activities/testing/seeded-app';
import type { ActivityDetail, ActivityListResponse, ActivityOrder, PayResponse } from '../activities/types';
import { addDays, weekdayOf } from '../activities/booking/visit-date';
import { dubaiToday } from '../orders/service';
import { jpeg, upload } from '../social/test-utils';
import type { UploadResponse } from '../social/types';
import { REVIEW_REMINDER_JOB, reminderTime } from './reminder';
import type { MyReviewsResponse, ReviewDeleteResponse, ReviewWriteResponse } from './types';

const quiet = { info: () => undefined, error: () => undefined };
const safari = allActivities.find((a) => a.slug === 'evening-desert-safari-bbq-dinner')!;

describe.each(dbKinds())('member reviews of activities on %s', (kind) => {
  let t: TestApp;
  let detail: ActivityDetail;
  let from = 0;
  let keys = 0;

  beforeAll(async () => {
    t = await createSeededApp(kind, { env: { PUBLIC_URL: 'https://jad.example' } });
    const list = await send<ActivityListResponse>(
      '/activities/fetch-all',
      { main_category: safari.mainCategory, limit: 48 },
      null,
    );
    const acid = list.body.rows.find((r) => r.slug === safari.slug)!.activity_id;
    detail = (await send<ActivityDetail>('/activities/fetch', { acid }, null)).body;
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
      remoteAddress: `10.1.${from >> 8}.${from & 255}`,
    });
    return { status: res.statusCode, body: res.json() as T };
  }

  /** The first day from tomorrow on that the branch is open. */
  function openDay(): string {
    const hours = safari.branches[0]!.hours as unknown as Record<string, unknown[]>;
    for (let i = 1; i < 8; i += 1) {
      const day = addDays(dubaiToday(), i);
      const open = (hours as Record<string, unknown>)[String(weekdayOf(day))];
      if (!Array.isArray(open) || open.length > 0) return day;
    }
    throw new Error('branch never open');
  }

  /** A paid order of the safari; `visitedDaysAgo` then moves its visit into the past, as time would. */
  async function paidOrder(s: TestUserSession, visitedDaysAgo: number | null = 2): Promise<ActivityOrder> {
    const created = await send<ActivityOrder>(
      '/activities/orders',
      {
        acid: detail.activity_id,
        branch_id: detail.branches[0]!.branch_id,
        visit_date: openDay(),
        tickets: { adult: 1 },
        currency: 'AED',
        idempotency_key: `review-test-${(keys += 1)}`,
      },
      s,
    );
    expect(created.status).toBe(201);
    const paid = await send<PayResponse>(
      '/activities/orders/pay',
      { order_id: created.body.order_id, payment_method: 'pm_card_visa' },
      s,
    );
    expect(paid.body.order.status).toBe('confirmed');
    if (visitedDaysAgo !== null) await moveVisit(created.body.order_id, addDays(dubaiToday(), -visitedDaysAgo));
    return paid.body.order;
  }

  async function moveVisit(orderUuid: string, date: string) {
    const [row] = await t.db
      .update(orders)
      .set({ startsOn: date, endsOn: date })
      .where(eq(orders.uuid, orderUuid))
      .returning();
    await t.db.update(activityOrderItems).set({ visitDate: date }).where(eq(activityOrderItems.orderId, row!.id));
  }

  const review = (s: TestUserSession | null, orderId: string, extra: object = {}) =>
    send<ReviewWriteResponse & { code?: string; message?: string }>(
      '/activities/reviews/create',
      { order_id: orderId, rating: 2, text: 'Great dunes, but the dinner was cold.', lang: 'en', ...extra },
      s,
    );
  const activityRow = async () => (await t.db.select().from(activities).where(eq(activities.slug, safari.slug)))[0];

  it('stores a buyer’s review after the visit, marked verified, and updates the rating, count and breakdown in one go', async () => {
    const member = await createUserSession(t.app, { firstName: 'Maryam', lastName: 'Haddad' });
    const order = await paidOrder(member);
    const before = await activityRow();
    const mine = await send<MyReviewsResponse>('/activities/reviews/mine', { acid: detail.activity_id }, member);
    expect(mine.body.orders).toEqual([expect.objectContaining({ order_id: order.order_id, review: null })]);

    const res = await review(member, order.order_id, {
      rating: 1,
      text: 'الكثبان رائعة لكن العشاء كان بارداً جداً.',
      lang: 'ar',
    });
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({
      rating: 1,
      lang: 'ar',
      text: 'الكثبان رائعة لكن العشاء كان بارداً جداً.',
      order_id: order.order_id,
      photos: [],
    });

    const after = await activityRow();
    expect(after!.reviewCount).toBe(before!.reviewCount + 1);
    const rows = await t.db
      .select({ rating: activityReviews.rating })
      .from(activityReviews)
      .where(eq(activityReviews.activityId, after!.activityId));
    const mean = Math.round((rows.reduce((s, r) => s + r.rating, 0) / rows.length) * 10) / 10;
    expect(Number(after!.rating)).toBe(mean);
    expect(res.body.summary).toMatchObject({ rating: mean, review_count: rows.length });
    expect(res.body.summary.rating_breakdown[0]).toBe(detail.rating_breakdown[0] + 1);

    const page = (await send<ActivityDetail>('/activities/fetch', { acid: detail.activity_id }, null)).body;
    expect(page.reviews[0]).toMatchObject({
      author_name: 'Maryam H.',
      rating: 1,
      verified: true,
      lang: 'ar',
      text_ar: 'الكثبان رائعة لكن العشاء كان بارداً جداً.',
      text_en: '',
    });
    expect(page.reviews.slice(1).every((r) => !r.verified)).toBe(true);
    expect(page.rating_breakdown).toEqual(res.body.summary.rating_breakdown);
    expect(page.rating).toBe(mean);

    // The author edits it, then deletes it: the summary follows each time.
    const edited = await send<ReviewWriteResponse>(
      '/activities/reviews/update',
      { review_id: res.body.review.review_id, rating: 5, text: 'On second thought: a wonderful evening.', lang: 'en' },
      member,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.review).toMatchObject({
      rating: 5,
      lang: 'en',
      text: 'On second thought: a wonderful evening.',
    });
    expect(edited.body.summary.rating_breakdown[4]).toBe(detail.rating_breakdown[4] + 1);
    const stranger = await createUserSession(t.app);
    expect(
      (
        await send(
          '/activities/reviews/update',
          { review_id: res.body.review.review_id, rating: 1, text: 'Not my review at all.', lang: 'en' },
          stranger,
        )
      ).status,
    ).toBe(404);
    expect((await send('/activities/reviews/delete', { review_id: res.body.review.review_id }, stranger)).status).toBe(
      404,
    );
    const deleted = await send<ReviewDeleteResponse>(
      '/activities/reviews/delete',
      { review_id: res.body.review.review_id },
      member,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.summary.review_count).toBe(before!.reviewCount);
    expect((await activityRow())!.reviewCount).toBe(before!.reviewCount);
  });

  it('refuses a review before the visit date, from someone who did not buy, from a visitor, and a second one for the order', async () => {
    const member = await createUserSession(t.app);
    const upcoming = await paidOrder(member, null);
    const early = await review(member, upcoming.order_id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'visit_not_passed' });
    // The visit day itself is not over yet either.
    await moveVisit(upcoming.order_id, dubaiToday());
    expect((await review(member, upcoming.order_id)).body).toMatchObject({ code: 'visit_not_passed' });

    const order = await paidOrder(member);
    const other = await createUserSession(t.app);
    const notBuyer = await review(other, order.order_id);
    expect(notBuyer.status).toBe(403);
    expect(notBuyer.body).toMatchObject({ code: 'not_a_buyer', message: expect.stringContaining('booked') });
    expect(
      (await send<MyReviewsResponse>('/activities/reviews/mine', { acid: detail.activity_id }, other)).body.orders,
    ).toEqual([]);
    expect((await review(null, order.order_id)).status).toBe(401);

    expect((await review(member, order.order_id)).status).toBe(201);
    const second = await review(member, order.order_id, { rating: 5 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'already_reviewed' });
    expect(await t.db.select().from(activityReviews).where(eq(activityReviews.userId, member.user.id))).toHaveLength(1);

    // A cancelled order cannot be reviewed.
    const cancelled = await paidOrder(member);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.uuid, cancelled.order_id));
    expect((await review(member, cancelled.order_id)).body).toMatchObject({ code: 'order_not_reviewable' });

    // Bad input: a clear 400 naming the field.
    const bad = await review(member, (await paidOrder(member)).order_id, { rating: 6, text: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/rating|text/);
  });

  it('attaches the member’s own review uploads only (at most 3), and shows them on the review', async () => {
    const member = await createUserSession(t.app);
    const other = await createUserSession(t.app);
    const mediaOf = async (s: TestUserSession, purpose: 'review' | 'post', n = 1) => {
      const res = await upload(
        t.app,
        s,
        purpose,
        await Promise.all(Array.from({ length: n }, async () => ({ data: await jpeg(800, 600) }))),
      );
      expect(res.statusCode).toBe(200);
      return (res.json() as UploadResponse).media.map((m) => m.id);
    };
    const tooMany = await upload(
      t.app,
      member,
      'review',
      await Promise.all([1, 2, 3, 4].map(async () => ({ data: await jpeg(200, 200) }))),
    );
    expect(tooMany.statusCode).toBe(400);

    const own = await mediaOf(member, 'review', 2);
    const strangers = await mediaOf(other, 'review');
    const post = await mediaOf(member, 'post');
    const order = await paidOrder(member);

    for (const photo of [strangers[0], post[0], 'not-an-id']) {
      const refused = await review(member, order.order_id, { photo_ids: [own[0], photo] });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'invalid_photo' });
    }
    // The refused writes left nothing behind.
    expect(await t.db.select().from(activityReviews).where(eq(activityReviews.userId, member.user.id))).toHaveLength(0);

    const res = await review(member, order.order_id, { photo_ids: own });
    expect(res.status).toBe(201);
    expect(res.body.review.photos.map((p) => p.id)).toEqual(own);
    const page = (await send<ActivityDetail>('/activities/fetch', { acid: detail.activity_id }, null)).body;
    expect(page.reviews[0]!.photos.map((p) => p.id)).toEqual(own);

    // A photo already on one review cannot be put on another.
    const second = await paidOrder(member);
    expect((await review(member, second.order_id, { photo_ids: [own[1]] })).body).toMatchObject({
      code: 'invalid_photo',
    });

    // Dropping a photo on edit detaches it (the upload sweep removes it later).
    const edited = await send<ReviewWriteResponse>(
      '/activities/reviews/update',
      {
        review_id: res.body.review.review_id,
        rating: 4,
        text: 'Edited, with one photo.',
        lang: 'en',
        photo_ids: [own[1]],
      },
      member,
    );
    expect(edited.body.review.photos.map((p) => p.id)).toEqual([own[1]]);
    const attached = await t.db
      .select()
      .from(mediaItems)
      .where(and(eq(mediaItems.ownerId, member.user.id), eq(mediaItems.purpose, 'review')));
    expect(attached.filter((m) => m.activityReviewId !== null)).toHaveLength(1);
  });

  it('queues the reminder on payment and mails it once, in the member’s language, the day after the visit; a cancelled order gets none', async () => {
    const member = await createUserSession(t.app, { language: 'ar' });
    const order = await paidOrder(member, null);
    const jobs = await t.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.dedupeKey, `review-reminder:${order.order_id}`));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: REVIEW_REMINDER_JOB, status: 'pending' });
    const due = reminderTime(order.visit_date);
    expect(jobs[0]!.runAt.toISOString()).toBe(`${addDays(order.visit_date, 1)}T06:00:00.000Z`);

    const cancelledOrder = await paidOrder(member, null);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.uuid, cancelledOrder.order_id));

    const reminders = async (uuid: string) => {
      await mailSettled();
      return t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.idempotencyKey, `activity-review-reminder:${uuid}`));
    };
    const handlers = jobHandlers(t.app);
    await runDueJobs(t.db, handlers, quiet, new Date(due.getTime() - 60_000), 500);
    expect(await reminders(order.order_id)).toHaveLength(0);

    await runDueJobs(t.db, handlers, quiet, new Date(due.getTime() + 60_000), 500);
    const sent = await reminders(order.order_id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: member.user.email,
      lang: 'ar',
      subject: `كيف كانت تجربتك في ${safari.name.ar}؟ قيّمها`,
    });
    expect(sent[0]!.text).toContain(
      `https://jad.example/activity-detail?acid=${encodeURIComponent(detail.activity_id)}&review=${order.order_id}`,
    );
    expect(await reminders(cancelledOrder.order_id)).toHaveLength(0);

    // Another pass later sends nothing more.
    await runDueJobs(t.db, handlers, quiet, new Date(due.getTime() + 3_600_000), 500);
    expect(await reminders(order.order_id)).toHaveLength(1);
  });
});
