// Owner fixtures for the hardening tests: each makes, through the api, something that belongs to one
// person (a post, a plan, an order, a checkout …) so a matrix entry can ask for it as that person, as
// someone else and as a visitor. Everything goes through app.inject except the users and sessions
// (test/helpers.ts) and the codes read back from the built-in outboxes.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { allActivities } from '../../src/modules/activities/catalog/catalog';
import { addDays } from '../../src/modules/activities/booking/visit-date';
import { dubaiToday } from '../../src/modules/orders/service';
import { hashPassword } from '../../src/modules/accounts/password/hashing';
import { codeFromMail, codeFromSms, nextIp, PASSWORD } from '../../src/modules/accounts/test-utils/accounts-test-kit';

export { PASSWORD };
import {
  cheapestRate,
  checkoutWithGuests,
  findHotel,
  hotelPage,
  inDays,
  SUCCESS_CARD,
} from '../../src/modules/hotels/testing/fixtures';
import { jpeg, multipart } from '../../src/modules/social/test-utils';
import { createUserSession, type TestUserSession } from '../helpers';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request, without who sends it. */
export interface Req {
  method: Method;
  url: string;
  payload?: unknown;
  /** Extra headers (content-type of a multipart body); the session's are added per caller. */
  headers?: Record<string, string>;
}

const API = '/api/v1';

/** Today in Dubai plus n days (YYYY-MM-DD). */
export const dubaiDate = (n: number) => addDays(dubaiToday(), n);
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}${randomBytes(2).toString('hex')}`;

export class Fixtures {
  constructor(
    readonly app: App,
    readonly db: Db,
  ) {}

  /** A request as `who` (cookie + CSRF), or as a visitor; a fresh client address each time, so route limits never answer 429 here. */
  send(req: Req, who: TestUserSession | null) {
    const { payload } = req;
    return this.app.inject({
      method: req.method,
      url: req.url.startsWith('/api') ? req.url : `${API}${req.url}`,
      headers: { ...(who ? who.headers : {}), ...req.headers },
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : Buffer.isBuffer(payload) ? { payload } : { payload: payload as object }),
    });
  }

  /** Sends and insists on a 2xx: for the set-up steps of a fixture. */
  async ok<T = Record<string, unknown>>(req: Req, who: TestUserSession | null): Promise<T> {
    const res = await this.send(req, who);
    if (res.statusCode >= 300)
      throw new Error(
        `fixture ${req.method} ${req.url} as ${who ? who.user.username : 'visitor'}: ${res.statusCode} ${res.body}`,
      );
    return (res.body ? res.json() : {}) as T;
  }

  private passwordHash: Promise<string> | undefined;

  /** A new person with a session; their password is PASSWORD (one argon2 hash shared by all, to save time). */
  async user(): Promise<TestUserSession> {
    this.passwordHash ??= hashPassword(PASSWORD);
    return createUserSession(this.app, {
      email: `hard-${unique()}@example.test`,
      username: `hard_${unique()}`,
      passwordHash: await this.passwordHash,
    });
  }

  async post(owner: TestUserSession): Promise<string> {
    const post = await this.ok<{ post_id: string }>(
      { method: 'POST', url: '/posts', payload: { caption: `Hardening ${unique()}` } },
      owner,
    );
    return post.post_id;
  }

  async comment(author: TestUserSession, postId: string): Promise<string> {
    const c = await this.ok<{ comment_id: string }>(
      { method: 'POST', url: '/comments', payload: { post_id: postId, body: 'A comment' } },
      author,
    );
    return c.comment_id;
  }

  async question(author: TestUserSession, postId: string): Promise<string> {
    const q = await this.ok<{ question_id: string }>(
      { method: 'POST', url: '/questions', payload: { post_id: postId, body: 'Is it open on Friday?' } },
      author,
    );
    return q.question_id;
  }

  async answer(postOwner: TestUserSession, questionId: string): Promise<string> {
    const a = await this.ok<Record<string, unknown>>(
      { method: 'POST', url: '/answers', payload: { question_id: questionId, body: 'Yes, from ten.' } },
      postOwner,
    );
    const answers = (a.answers ?? (a.answer ? [a.answer] : [])) as { answer_id: string }[];
    const id = (a.answer_id as string | undefined) ?? answers[answers.length - 1]?.answer_id;
    if (!id) throw new Error(`no answer id in ${JSON.stringify(a)}`);
    return id;
  }

  /** A notification for `owner`: someone likes their post. */
  async notification(owner: TestUserSession): Promise<string> {
    const fan = await this.user();
    await this.ok({ method: 'POST', url: '/likes', payload: { post_id: await this.post(owner) } }, fan);
    const list = await this.ok<{ rows?: { notification_id: string }[]; notifications?: { notification_id: string }[] }>(
      { method: 'POST', url: '/notifications/fetch-all', payload: {} },
      owner,
    );
    const rows = list.rows ?? list.notifications ?? [];
    if (!rows[0]) throw new Error(`no notification: ${JSON.stringify(list)}`);
    return rows[0].notification_id;
  }

  async plan(owner: TestUserSession): Promise<{
    pid: string;
    itemId: string;
    acid: string;
    date: string;
    /** The first day with activities: its date and its items in order (what a reorder names). */
    day: { date: string; itemIds: string[] };
  }> {
    const plan = await this.ok<{
      user_plan_id: string;
      start_date: string;
      days: { date: string; items: { item_id: string; activity: { activity_id: string } }[] }[];
    }>(
      {
        method: 'POST',
        url: '/plans',
        payload: {
          mode: 'ai',
          name: 'Hardening trip',
          destination: 'downtown',
          start_date: addDays(dubaiToday(), 7),
          end_date: addDays(dubaiToday(), 9),
          travellers: 'couple',
          group: { adults: 2, teens: 0, children: 0 },
          interests: ['museums', 'attractions'],
          day_start_min: 540,
          day_end_min: 1260,
          free_time: [],
          pace: 'balanced',
          must_see: [],
        },
      },
      owner,
    );
    const item = plan.days.flatMap((d) => d.items)[0];
    const day = plan.days.find((d) => d.items.length > 0);
    if (!item || !day) throw new Error(`the generated plan has no activity: ${JSON.stringify(plan)}`);
    return {
      pid: plan.user_plan_id,
      itemId: item.item_id,
      acid: item.activity.activity_id,
      date: plan.start_date,
      day: { date: day.date, itemIds: day.items.map((i) => i.item_id) },
    };
  }

  private activityCache: { acid: string; branchId: string } | undefined;

  /** The evening desert safari (open every day), as the booking tests use it. */
  async activity(): Promise<{ acid: string; branchId: string }> {
    if (this.activityCache) return this.activityCache;
    const evening = allActivities.find((a) => a.slug === 'evening-desert-safari-bbq-dinner');
    if (!evening) throw new Error('the demo catalog has no evening safari');
    const list = await this.ok<{ rows: { slug: string; activity_id: string }[] }>(
      { method: 'POST', url: '/activities/fetch-all', payload: { main_category: evening.mainCategory, limit: 48 } },
      null,
    );
    const acid = list.rows.find((r) => r.slug === evening.slug)?.activity_id;
    if (!acid) throw new Error('evening safari not listed');
    const detail = await this.ok<{ branches: { branch_id: string }[] }>(
      { method: 'POST', url: '/activities/fetch', payload: { acid } },
      null,
    );
    this.activityCache = { acid, branchId: detail.branches[0]!.branch_id };
    return this.activityCache;
  }

  async activityOrder(owner: TestUserSession): Promise<string> {
    const { acid, branchId } = await this.activity();
    const order = await this.ok<{ order_id: string }>(
      {
        method: 'POST',
        url: '/activities/orders',
        payload: {
          acid,
          branch_id: branchId,
          visit_date: addDays(dubaiToday(), 3),
          tickets: { adult: 1 },
          idempotency_key: `hard-${unique()}`,
        },
      },
      owner,
    );
    return order.order_id;
  }

  /** A paid activity order of `owner` (it has its ticket): its reference. */
  async paidActivityOrder(owner: TestUserSession): Promise<string> {
    const orderId = await this.activityOrder(owner);
    await this.ok(
      {
        method: 'POST',
        url: '/activities/orders/pay',
        payload: { order_id: orderId, payment_method: SUCCESS_CARD },
      },
      owner,
    );
    return orderId;
  }

  /** Moves an order's dates into the past (its visit or stay is over), as if time had passed. */
  private async finish(orderId: string): Promise<void> {
    const yesterday = addDays(dubaiToday(), -1);
    await this.db.execute(
      sql`update orders set starts_on = ${addDays(yesterday, -1)}, ends_on = ${yesterday} where uuid = ${orderId}`,
    );
  }

  /** A paid activity order of `owner` whose visit day is over: it may be reviewed. */
  async finishedActivityOrder(owner: TestUserSession): Promise<string> {
    const orderId = await this.paidActivityOrder(owner);
    await this.finish(orderId);
    return orderId;
  }

  /** A member review of `owner`'s finished activity order: its id. */
  async activityReview(owner: TestUserSession): Promise<string> {
    const order_id = await this.finishedActivityOrder(owner);
    const { review } = await this.ok<{ review: { review_id: string } }>(
      {
        method: 'POST',
        url: '/activities/reviews/create',
        payload: { order_id, rating: 4, text: 'Great evening in the desert.', lang: 'en' },
      },
      owner,
    );
    return review.review_id;
  }

  /** A paid hotel order of `owner` whose stay is over: it may be reviewed. */
  async finishedHotelOrder(owner: TestUserSession): Promise<string> {
    const orderId = await this.hotelOrder(owner);
    await this.finish(orderId);
    return orderId;
  }

  /** A member review of `owner`'s finished stay: its id. */
  async hotelReview(owner: TestUserSession): Promise<string> {
    const order_id = await this.finishedHotelOrder(owner);
    const { review } = await this.ok<{ review: { review_id: string } }>(
      {
        method: 'POST',
        url: '/hotels/reviews/create',
        payload: { order_id, rating: 5, text: 'Quiet room with a view of the marina.', lang: 'en' },
      },
      owner,
    );
    return review.review_id;
  }

  private rateHotel: string | undefined;

  /** A hotel checkout with guests, made by `owner` (signed in). */
  async checkout(owner: TestUserSession): Promise<string> {
    const checkin = inDays(40);
    const checkout = inDays(42);
    if (!this.rateHotel)
      this.rateHotel = this.app.ids.encodeId('hotel', findHotel(() => true, checkin, checkout, 4).hid);
    const page = await hotelPage(this.app, this.rateHotel, checkin, checkout, '2');
    const rate = cheapestRate(page);
    const dto = await checkoutWithGuests(this.app, rate.rate_key, { headers: owner.headers, email: owner.user.email });
    return dto.checkout_id;
  }

  /** A paid hotel order of `owner`: its reference. */
  async hotelOrder(owner: TestUserSession): Promise<string> {
    const id = await this.checkout(owner);
    const paid = await this.ok<{ order_id: string }>(
      {
        method: 'POST',
        url: `/hotels/checkouts/${id}/pay`,
        payload: { payment_method: SUCCESS_CARD },
      },
      owner,
    );
    return paid.order_id;
  }

  hotelId(): string {
    return this.app.ids.encodeId('hotel', findHotel(() => true, inDays(40), inDays(42), 1).hid);
  }

  async emailCode(owner: TestUserSession): Promise<string> {
    await this.ok({ method: 'POST', url: '/email/email-otp' }, owner);
    return codeFromMail(this.db, owner.user.email);
  }

  async phoneCode(owner: TestUserSession): Promise<{ phone: string; code: string }> {
    const phone = `+97150${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`;
    await this.ok({ method: 'POST', url: '/phone/send-otp', payload: { phone } }, owner);
    return { phone, code: await codeFromSms(this.db, phone) };
  }

  async uploadRequest(): Promise<Req> {
    const { body, contentType } = multipart([{ data: await jpeg(320, 240) }]);
    return { method: 'POST', url: '/upload?img_dir=post', payload: body, headers: { 'content-type': contentType } };
  }

  async profileId(owner: TestUserSession): Promise<string> {
    const me = await this.ok<{ profile?: { profile_id: string }; profile_id?: string }>(
      { method: 'POST', url: '/users/fetch' },
      owner,
    );
    const id = me.profile?.profile_id ?? me.profile_id;
    if (!id) throw new Error(`no profile id in ${JSON.stringify(me)}`);
    return id;
  }
}
