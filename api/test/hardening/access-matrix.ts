// The access-control matrix: every api route, keyed `METHOD /api/v1/path` as Fastify registers it, is
// either public or has an owner fixture. access-matrix.test.ts fails when a route has no entry here.
//
// - public: anyone may call it (catalogues, sign-in, look-ups whose credential is in the body).
// - self:   acts on the caller's own account or lists; there is no one else's thing to name. Visitor → 401,
//           owner → 2xx, another person → 2xx about themselves, never with the owner's e-mail, username or uuid.
// - owner:  names a thing that belongs to the owner (post, plan, order, checkout …). Visitor → 401 (or the
//           listed statuses, e.g. 404 where a visitor may hold a link), another person → 403 or 404, owner → 2xx.
import type { TestUserSession } from '../helpers';
import { dubaiDate, PASSWORD, type Fixtures, type Req } from './fixtures';

export interface Ctx {
  f: Fixtures;
  owner: TestUserSession;
  other: TestUserSession;
}

export type MatrixEntry =
  | { access: 'public'; why: string }
  | { access: 'self'; request: (c: Ctx) => Promise<Req> | Req; stream?: boolean }
  | { access: 'owner'; request: (c: Ctx) => Promise<Req> | Req; visitor?: number[]; why?: string; stream?: boolean };

const self = (request: (c: Ctx) => Promise<Req> | Req): MatrixEntry => ({ access: 'self', request });
const owner = (
  request: (c: Ctx) => Promise<Req> | Req,
  extra: { visitor?: number[]; why?: string } = {},
): MatrixEntry => ({ access: 'owner', request, ...extra });
const pub = (why: string): MatrixEntry => ({ access: 'public', why });

/** The test card 4242 4242 4242 4242 as the card fields tokenise it. */
const CARD = 'pm_card_visa';
const CATALOGUE = pub('catalogue read, the same for everyone (a signed-in viewer only adds their own flags)');
const SIGN_IN = pub('sign-in, sign-up, reset or deletion by e-mailed token: for people who are not signed in');

export const accessMatrix: Record<string, MatrixEntry> = {
  // platform
  'GET /api/v1/health': pub('health check'),
  'GET /api/v1/auth/session': pub('answers null for a visitor'),
  'GET /api/v1/auth/csrf': pub('answers null for a visitor'),
  'POST /api/v1/auth/signout': pub('signing out without a session is a no-op'),
  'GET /api/v1/remotes/manifest': pub('front-end release manifest'),
  'POST /api/v1/client-log': pub('front-end error reports, rate limited'),
  'POST /api/v1/contact': pub('contact form, rate limited'),
  'GET /api/v1/currencies': pub('exchange rates'),
  'GET /api/v1/map/config': pub('which map tiles the front ends draw (the same for everyone)'),
  'GET /api/v1/payments/config': pub("which card fields the checkouts load (the gateway's publishable key)"),
  'POST /api/v1/payments/test/authenticate': pub(
    "the built-in gateway's 3-D Secure step: the intent's client secret in the body is the credential",
  ),
  'POST /api/v1/payments/webhook': pub('gateway events, authenticated by their Stripe-Signature HMAC'),
  'GET /api/v1/orders': self(() => ({ method: 'GET', url: '/orders?tab=active' })),
  'POST /api/v1/orders/retrieve': pub(
    'booking reference + contact e-mail are the credential (both must match; rate limited)',
  ),
  'POST /api/v1/orders/manage': owner(
    async ({ f, owner: o }) => ({
      method: 'POST',
      url: '/orders/manage',
      payload: { order_id: await f.hotelOrder(o) },
    }),
    {
      visitor: [404],
      why: 'a visitor may open it with the contact e-mail; without it, 404',
    },
  ),
  'POST /api/v1/orders/cancel-unpaid': owner(
    async ({ f, owner: o }) => ({
      method: 'POST',
      url: '/orders/cancel-unpaid',
      payload: { order_id: await f.activityOrder(o) },
    }),
    {
      visitor: [404],
      why: 'a visitor may cancel an unpaid booking with the contact e-mail; without it, 404',
    },
  ),
  'POST /api/v1/orders/cancel': owner(
    async ({ f, owner: o }) => ({
      method: 'POST',
      url: '/orders/cancel',
      payload: { order_id: await f.hotelOrder(o) },
    }),
    {
      visitor: [404],
      why: 'a visitor may cancel with the contact e-mail; without it, 404',
    },
  ),

  // accounts
  'POST /api/v1/users/sign-up': SIGN_IN,
  'POST /api/v1/users/sign-up/verify': pub(
    'the code step of sign-up: the credential (the mailed code) is in the body, and it is what opens the session',
  ),
  'POST /api/v1/users/sign-up/resend': SIGN_IN,
  'POST /api/v1/users/sign-in': SIGN_IN,
  'POST /api/v1/users/fetch': self(() => ({ method: 'POST', url: '/users/fetch' })),
  'PUT /api/v1/users/prefrences': self(() => ({
    method: 'PUT',
    url: '/users/prefrences',
    payload: { language: 'ar', is_dark_mode: true },
  })),
  'PUT /api/v1/users/preferences': self(() => ({
    method: 'PUT',
    url: '/users/preferences',
    payload: { language: 'en' },
  })),
  'PUT /api/v1/users': self(() => ({ method: 'PUT', url: '/users', payload: { bio: 'Hardened' } })),
  'DELETE /api/v1/users': self(() => ({ method: 'DELETE', url: '/users', payload: { password: PASSWORD } })),
  'PUT /api/v1/users/admin': self(() => ({ method: 'PUT', url: '/users/admin', payload: { location: 'Dubai' } })),
  'POST /api/v1/profiles/fetch': pub('public profile by username'),
  'PUT /api/v1/profiles': owner(async ({ f, owner: o }) => ({
    method: 'PUT',
    url: '/profiles',
    payload: { profile_id: await f.profileId(o), cover_picture: null },
  })),
  'POST /api/v1/email/email-otp': self(() => ({ method: 'POST', url: '/email/email-otp' })),
  'POST /api/v1/email/verify-otp': owner(
    async ({ f, owner: o }) => ({ method: 'POST', url: '/email/verify-otp', payload: { code: await f.emailCode(o) } }),
    {
      why: "the code is the owner's: another person's session rejects it",
    },
  ),
  'POST /api/v1/users/reset-password': SIGN_IN,
  'POST /api/v1/users/reset-password/check': SIGN_IN,
  'POST /api/v1/users/reset-password/confirm': SIGN_IN,
  'POST /api/v1/users/change-password': self(() => ({
    method: 'POST',
    url: '/users/change-password',
    payload: { current_password: PASSWORD, new_password: 'a much longer passphrase 42' },
  })),
  'POST /api/v1/phone/send-otp': self(() => ({
    method: 'POST',
    url: '/phone/send-otp',
    payload: { phone: `+97155${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}` },
  })),
  'POST /api/v1/phone/verify-otp': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/phone/verify-otp',
    payload: await f.phoneCode(o),
  })),
  'POST /api/v1/users/request-delete': SIGN_IN,
  'POST /api/v1/users/request-delete/confirm': SIGN_IN,
  'POST /api/v1/users/request-delete/cancel': self(() => ({
    method: 'POST',
    url: '/users/request-delete/cancel',
    payload: {},
  })),
  'GET /api/v1/auth/providers': pub('configured sign-in providers'),
  'POST /api/v1/users/social-sign-in': SIGN_IN,
  'GET /api/v1/auth/signin/:provider': SIGN_IN,
  'GET /api/v1/auth/callback/:provider': SIGN_IN,
  'POST /api/v1/auth/callback/:provider': SIGN_IN,
  'GET /api/v1/dev/outbox': pub(
    'built-in outboxes: not registered in production unless DEV_OUTBOX, and answered only to a loopback client (README)',
  ),

  // activities
  'POST /api/v1/activities/fetch': CATALOGUE,
  'POST /api/v1/activities/fetch-all': CATALOGUE,
  'POST /api/v1/activities/fetch-all/related': CATALOGUE,
  'POST /api/v1/activities/reviews': CATALOGUE,
  'POST /api/v1/utils/fetch': CATALOGUE,
  'GET /api/v1/activities/images/:slug/:file': CATALOGUE,
  'GET /api/v1/activities/images/:slug/:variant/:file': CATALOGUE,
  'GET /api/v1/activities/images/:slug/share.jpg': CATALOGUE,
  'POST /api/v1/search/activities': CATALOGUE,
  'POST /api/v1/search/users': pub('people search: public profiles only'),
  'POST /api/v1/wishlist': self(async ({ f }) => ({
    method: 'POST',
    url: '/wishlist',
    payload: { acid: (await f.activity()).acid },
  })),
  'DELETE /api/v1/wishlist': self(async ({ f }) => ({
    method: 'DELETE',
    url: '/wishlist',
    payload: { acid: (await f.activity()).acid },
  })),
  'POST /api/v1/wishlist/fetch-all': self(() => ({ method: 'POST', url: '/wishlist/fetch-all', payload: {} })),
  'POST /api/v1/activities/orders': self(async ({ f }) => {
    const { acid, branchId } = await f.activity();
    return {
      method: 'POST',
      url: '/activities/orders',
      payload: {
        acid,
        branch_id: branchId,
        visit_date: tomorrowPlus(5),
        tickets: { adult: 1 },
        idempotency_key: `matrix-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      },
    };
  }),
  'POST /api/v1/activities/orders/fetch': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/activities/orders/fetch',
    payload: { order_id: await f.activityOrder(o) },
  })),
  'POST /api/v1/activities/orders/manage': owner(
    async ({ f, owner: o }) => ({
      method: 'POST',
      url: '/activities/orders/manage',
      payload: { order_id: await f.paidActivityOrder(o) },
    }),
    {
      visitor: [404],
      why: 'a visitor may open it with the contact e-mail; without it, 404',
    },
  ),
  'POST /api/v1/activities/reviews/mine': self(async ({ f }) => ({
    method: 'POST',
    url: '/activities/reviews/mine',
    payload: { acid: (await f.activity()).acid },
  })),
  'POST /api/v1/activities/reviews/create': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/activities/reviews/create',
    payload: { order_id: await f.finishedActivityOrder(o), rating: 5, text: 'Worth every dirham.', lang: 'en' },
  })),
  'POST /api/v1/activities/reviews/update': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/activities/reviews/update',
    payload: { review_id: await f.activityReview(o), rating: 3, text: 'Good, but the queue was long.', lang: 'en' },
  })),
  'POST /api/v1/activities/reviews/delete': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/activities/reviews/delete',
    payload: { review_id: await f.activityReview(o) },
  })),
  'POST /api/v1/hotels/reviews': CATALOGUE,
  'POST /api/v1/hotels/reviews/mine': self(({ f }) => ({
    method: 'POST',
    url: '/hotels/reviews/mine',
    payload: { hid: f.hotelId() },
  })),
  'POST /api/v1/hotels/reviews/create': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/hotels/reviews/create',
    payload: {
      order_id: await f.finishedHotelOrder(o),
      rating: 4,
      text: 'Friendly staff and a good breakfast.',
      lang: 'en',
    },
  })),
  'POST /api/v1/hotels/reviews/update': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/hotels/reviews/update',
    payload: { review_id: await f.hotelReview(o), rating: 3, text: 'Fine, but the pool was closed.', lang: 'en' },
  })),
  'POST /api/v1/hotels/reviews/delete': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/hotels/reviews/delete',
    payload: { review_id: await f.hotelReview(o) },
  })),
  'POST /api/v1/activities/orders/cancel': owner(
    async ({ f, owner: o }) => ({
      method: 'POST',
      url: '/activities/orders/cancel',
      payload: { order_id: await f.paidActivityOrder(o) },
    }),
    {
      visitor: [404],
      why: 'a visitor may cancel with the contact e-mail; without it, 404',
    },
  ),
  'GET /api/v1/activities/orders/:order_id/voucher.pdf': owner(
    async ({ f, owner: o }) => ({
      method: 'GET',
      url: `/activities/orders/${await f.paidActivityOrder(o)}/voucher.pdf?lang=en`,
    }),
    {
      visitor: [404],
      why: 'a visitor may download it with the contact e-mail; without it, 404',
    },
  ),
  'GET /api/v1/activities/orders/:order_id/calendar.ics': owner(
    async ({ f, owner: o }) => ({
      method: 'GET',
      url: `/activities/orders/${await f.paidActivityOrder(o)}/calendar.ics?lang=ar`,
    }),
    {
      visitor: [404],
      why: 'a visitor may download it with the contact e-mail; without it, 404',
    },
  ),
  'POST /api/v1/activities/tickets/check': pub(
    'venue scanners: the x-venue-key header (VENUE_API_KEY) is the credential, not a session',
  ),
  'POST /api/v1/activities/tickets/redeem': pub(
    'venue scanners: the x-venue-key header (VENUE_API_KEY) is the credential, not a session',
  ),
  'POST /api/v1/activities/orders/pay': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/activities/orders/pay',
    payload: {
      order_id: await f.activityOrder(o),
      payment_method: CARD,
    },
  })),

  // hotels
  'GET /api/v1/hotels/search': CATALOGUE,
  'GET /api/v1/hotels/search/markers': CATALOGUE,
  'GET /api/v1/hotels/destinations': CATALOGUE,
  'GET /api/v1/hotels/areas': CATALOGUE,
  'GET /api/v1/hotels/favourites': self(() => ({ method: 'GET', url: '/hotels/favourites' })),
  'POST /api/v1/hotels/favourites': self(({ f }) => ({
    method: 'POST',
    url: '/hotels/favourites',
    payload: { hid: f.hotelId() },
  })),
  'GET /api/v1/hotels/favourites/ids': self(() => ({ method: 'GET', url: '/hotels/favourites/ids' })),
  'DELETE /api/v1/hotels/favourites/:hid': self(({ f }) => ({
    method: 'DELETE',
    url: `/hotels/favourites/${f.hotelId()}`,
  })),
  'POST /api/v1/hotels/checkouts': pub(
    'a visitor may book as a guest; the checkout is then bound to its contact e-mail',
  ),
  'GET /api/v1/hotels/checkouts/:id': owner(
    async ({ f, owner: o }) => ({ method: 'GET', url: `/hotels/checkouts/${await f.checkout(o)}` }),
    {
      visitor: [404],
      why: "a signed-in person's checkout is theirs alone; visitors' checkouts are open to whoever holds the id",
    },
  ),
  'PUT /api/v1/hotels/checkouts/:id/guests': owner(
    async ({ f, owner: o }) => ({
      method: 'PUT',
      url: `/hotels/checkouts/${await f.checkout(o)}/guests`,
      payload: {
        contact: { email: o.user.email, phone: '+971 50 000 0000' },
        rooms: [{ guests: [{ title: 'ms', first_name: 'Amal', last_name: 'Haddad', citizenship: 'AE' }] }],
      },
    }),
    { visitor: [404] },
  ),
  'POST /api/v1/hotels/checkouts/:id/pay': owner(
    async ({ f, owner: o }) => ({
      method: 'POST',
      url: `/hotels/checkouts/${await f.checkout(o)}/pay`,
      payload: { payment_method: CARD },
    }),
    { visitor: [404] },
  ),
  'GET /api/v1/hotels/:hid': CATALOGUE,
  'GET /api/v1/hotels/images/:hid/:variant/:file': CATALOGUE,
  'POST /api/v1/ratehawk/static-hotel': CATALOGUE,

  // social
  'POST /api/v1/posts': self(() => ({ method: 'POST', url: '/posts', payload: { caption: 'Matrix post' } })),
  'PUT /api/v1/posts': owner(async ({ f, owner: o }) => ({
    method: 'PUT',
    url: '/posts',
    payload: { post_id: await f.post(o), caption: 'Edited' },
  })),
  'DELETE /api/v1/posts': owner(async ({ f, owner: o }) => ({
    method: 'DELETE',
    url: '/posts',
    payload: { post_id: await f.post(o) },
  })),
  'POST /api/v1/posts/fetch': pub('posts are public'),
  'POST /api/v1/posts/fetch-all': pub('the public feed (a signed-in reader gets their own ordering)'),
  'POST /api/v1/posts/profile': pub("a person's public posts"),
  'POST /api/v1/posts/trending': pub('public posts'),
  'POST /api/v1/likes': self(async ({ f }) => ({
    method: 'POST',
    url: '/likes',
    payload: { post_id: await f.post(await f.user()) },
  })),
  'DELETE /api/v1/likes': self(async ({ f }) => ({
    method: 'DELETE',
    url: '/likes',
    payload: { post_id: await f.post(await f.user()) },
  })),
  'POST /api/v1/likes/fetch-all': pub(
    'who liked a public post (a hidden post or a block answers 404, as the post does; blocked likers are left out)',
  ),
  'POST /api/v1/comments/fetch-all': pub('comments on public posts'),
  'POST /api/v1/comments/replies': pub('replies on public posts'),
  'POST /api/v1/comments': self(async ({ f }) => ({
    method: 'POST',
    url: '/comments',
    payload: { post_id: await f.post(await f.user()), body: 'Nice' },
  })),
  'DELETE /api/v1/comments': owner(
    async ({ f, owner: o }) => ({
      method: 'DELETE',
      url: '/comments',
      payload: { comment_id: await f.comment(o, await f.post(await f.user())) },
    }),
    {
      why: 'the comment author (or the post owner) only',
    },
  ),
  'POST /api/v1/questions/fetch-all': pub('questions on public posts'),
  'POST /api/v1/questions': self(async ({ f }) => ({
    method: 'POST',
    url: '/questions',
    payload: { post_id: await f.post(await f.user()), body: 'Open late?' },
  })),
  'DELETE /api/v1/questions': owner(async ({ f, owner: o }) => ({
    method: 'DELETE',
    url: '/questions',
    payload: { question_id: await f.question(o, await f.post(await f.user())) },
  })),
  'POST /api/v1/answers': self(async ({ f }) => ({
    method: 'POST',
    url: '/answers',
    payload: { question_id: await f.question(await f.user(), await f.post(await f.user())), body: 'Until ten' },
  })),
  'DELETE /api/v1/answers': owner(async ({ f, owner: o }) => {
    const post = await f.post(o);
    return {
      method: 'DELETE',
      url: '/answers',
      payload: { answer_id: await f.answer(o, await f.question(await f.user(), post)) },
    };
  }),
  'POST /api/v1/social/mute': self(async ({ f }) => ({
    method: 'POST',
    url: '/social/mute',
    payload: { user_uuid: (await f.user()).user.uuid, muted: true },
  })),
  'POST /api/v1/social/block': self(async ({ f }) => ({
    method: 'POST',
    url: '/social/block',
    payload: { user_uuid: (await f.user()).user.uuid, blocked: true },
  })),
  'POST /api/v1/social/relations': self(() => ({
    method: 'POST',
    url: '/social/relations',
    payload: { kind: 'muted' },
  })),
  'POST /api/v1/tags/posts': pub("a tag's public posts (a signed-in reader's mutes and blocks are left out)"),
  'POST /api/v1/tags/search': pub('tag look-up for the header search'),
  'POST /api/v1/follows': self(async ({ f }) => ({
    method: 'POST',
    url: '/follows',
    payload: { followed_uuid: (await f.user()).user.uuid },
  })),
  'DELETE /api/v1/follows': self(async ({ f }) => ({
    method: 'DELETE',
    url: '/follows',
    payload: { followed_uuid: (await f.user()).user.uuid },
  })),
  'POST /api/v1/follows/fetch-all': pub('follower lists of public profiles'),
  'POST /api/v1/users/people-follow': pub('suggested people (public profiles)'),
  'POST /api/v1/posts/report': self(async ({ f }) => ({
    method: 'POST',
    url: '/posts/report',
    payload: { post_id: await f.post(await f.user()), reason: 'spam' },
  })),
  'POST /api/v1/social/profile': pub('public profile'),
  'GET /api/v1/social/scenes/:file': CATALOGUE,
  'POST /api/v1/notifications/fetch-all': self(() => ({
    method: 'POST',
    url: '/notifications/fetch-all',
    payload: {},
  })),
  'PUT /api/v1/notifications': owner(async ({ f, owner: o }) => ({
    method: 'PUT',
    url: '/notifications',
    payload: { notification_id: await f.notification(o) },
  })),
  'PUT /api/v1/notifications/seen': self(() => ({ method: 'PUT', url: '/notifications/seen' })),
  'GET /api/v1/notifications/stream': {
    access: 'self',
    stream: true,
    request: () => ({ method: 'GET', url: '/notifications/stream' }),
  },
  'POST /api/v1/upload': self(({ f }) => f.uploadRequest()),

  // plans
  'POST /api/v1/plans/options': CATALOGUE,
  'POST /api/v1/plans': self(() => ({ method: 'POST', url: '/plans', payload: planAnswer() })),
  'PUT /api/v1/plans': owner(async ({ f, owner: o }) => ({
    method: 'PUT',
    url: '/plans',
    payload: { pid: (await f.plan(o)).pid, name: 'Renamed' },
  })),
  'DELETE /api/v1/plans': owner(async ({ f, owner: o }) => ({
    method: 'DELETE',
    url: '/plans',
    payload: { pid: (await f.plan(o)).pid },
  })),
  'POST /api/v1/plans/fetch-all': self(() => ({ method: 'POST', url: '/plans/fetch-all', payload: {} })),
  'POST /api/v1/plans/fetch': owner(
    async ({ f, owner: o }) => ({ method: 'POST', url: '/plans/fetch', payload: { pid: (await f.plan(o)).pid } }),
    {
      visitor: [404],
      why: 'a shared plan is open to anyone with the link; an unshared one is 404 to everyone else',
    },
  ),
  'POST /api/v1/plans/items': owner(async ({ f, owner: o }) => {
    const p = await f.plan(o);
    return {
      method: 'POST',
      url: '/plans/items',
      payload: { pid: p.pid, acid: (await f.activity()).acid, date: p.date },
    };
  }),
  'PUT /api/v1/plans/items': owner(async ({ f, owner: o }) => {
    const p = await f.plan(o);
    return { method: 'PUT', url: '/plans/items', payload: { pid: p.pid, item_id: p.itemId, date: p.date } };
  }),
  'DELETE /api/v1/plans/items': owner(async ({ f, owner: o }) => {
    const p = await f.plan(o);
    return { method: 'DELETE', url: '/plans/items', payload: { pid: p.pid, item_id: p.itemId } };
  }),
  'PUT /api/v1/plans/items/order': owner(async ({ f, owner: o }) => {
    const { pid, day } = await f.plan(o);
    return { method: 'PUT', url: '/plans/items/order', payload: { pid, date: day.date, item_ids: day.itemIds } };
  }),
  'GET /api/v1/plans/:pid/days/:date/route': owner(
    async ({ f, owner: o }) => {
      const { pid, day } = await f.plan(o);
      return { method: 'GET', url: `/plans/${pid}/days/${day.date}/route` };
    },
    {
      visitor: [404],
      why: 'read as the plan is: a shared plan is open to anyone with the link, an unshared one is 404',
    },
  ),
  'POST /api/v1/plans/share': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/plans/share',
    payload: { pid: (await f.plan(o)).pid, shared: true },
  })),
  'POST /api/v1/plans/confirm': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/plans/confirm',
    payload: { pid: (await f.plan(o)).pid, payment_method: CARD },
  })),
  'GET /api/v1/plans/:pid/calendar.ics': owner(
    async ({ f, owner: o }) => ({ method: 'GET', url: `/plans/${(await f.plan(o)).pid}/calendar.ics` }),
    {
      visitor: [404],
      why: 'as /plans/fetch',
    },
  ),
  'GET /api/v1/plans/:pid/plan.pdf': owner(
    async ({ f, owner: o }) => ({ method: 'GET', url: `/plans/${(await f.plan(o)).pid}/plan.pdf?lang=en` }),
    {
      visitor: [404],
      why: 'as /plans/fetch',
    },
  ),
  // plan members (owner: the plan's owner; for leave, a member of someone else's plan)
  'POST /api/v1/plans/members/fetch': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/plans/members/fetch',
    payload: { pid: (await f.plan(o)).pid },
  })),
  'POST /api/v1/plans/members/search': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/plans/members/search',
    payload: { pid: (await f.plan(o)).pid, q: 'hard' },
  })),
  'POST /api/v1/plans/members': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/plans/members',
    payload: { pid: (await f.plan(o)).pid, username: (await f.user()).user.username, role: 'editor' },
  })),
  'PUT /api/v1/plans/members': owner(async ({ f, owner: o }) => {
    const { pid, username } = await planWithMember(f, o);
    return { method: 'PUT', url: '/plans/members', payload: { pid, username, role: 'viewer' } };
  }),
  'DELETE /api/v1/plans/members': owner(async ({ f, owner: o }) => {
    const { pid, username } = await planWithMember(f, o);
    return { method: 'DELETE', url: '/plans/members', payload: { pid, username } };
  }),
  'POST /api/v1/plans/members/leave': owner(async ({ f, owner: o }) => {
    const someone = await f.user();
    const { pid } = await f.plan(someone);
    await f.ok(
      { method: 'POST', url: '/plans/members', payload: { pid, username: o.user.username, role: 'viewer' } },
      someone,
    );
    return { method: 'POST', url: '/plans/members/leave', payload: { pid } };
  }),
  'POST /api/v1/plans/invite-links': owner(async ({ f, owner: o }) => ({
    method: 'POST',
    url: '/plans/invite-links',
    payload: { pid: (await f.plan(o)).pid, role: 'viewer' },
  })),
  'DELETE /api/v1/plans/invite-links': owner(async ({ f, owner: o }) => {
    const { pid } = await f.plan(o);
    const list = await f.ok<{ links: Array<{ link_id: string }> }>(
      { method: 'POST', url: '/plans/invite-links', payload: { pid, role: 'editor' } },
      o,
    );
    return { method: 'DELETE', url: '/plans/invite-links', payload: { pid, link_id: list.links[0]?.link_id } };
  }),
  'POST /api/v1/plans/invite-links/accept': self(async ({ f }) => {
    const someone = await f.user();
    const list = await f.ok<{ links: Array<{ link_id: string }> }>(
      { method: 'POST', url: '/plans/invite-links', payload: { pid: (await f.plan(someone)).pid, role: 'viewer' } },
      someone,
    );
    return { method: 'POST', url: '/plans/invite-links/accept', payload: { token: list.links[0]?.link_id } };
  }),
  'POST /api/v1/plans/shared-with-me': self(() => ({ method: 'POST', url: '/plans/shared-with-me', payload: {} })),
  'GET /api/v1/plans/:pid/stream': {
    access: 'owner',
    stream: true,
    request: async ({ f, owner: o }) => ({ method: 'GET', url: `/plans/${(await f.plan(o)).pid}/stream` }),
  },
};

const tomorrowPlus = (days: number) => dubaiDate(days + 1);

/** A plan of `o` with one more person in it (a viewer), for the routes that name a member. */
async function planWithMember(f: Fixtures, o: TestUserSession): Promise<{ pid: string; username: string }> {
  const { pid } = await f.plan(o);
  const { username } = (await f.user()).user;
  await f.ok({ method: 'POST', url: '/plans/members', payload: { pid, username, role: 'viewer' } }, o);
  return { pid, username };
}

function planAnswer() {
  return {
    mode: 'ai',
    name: 'Matrix trip',
    destination: 'downtown',
    start_date: tomorrowPlus(10),
    end_date: tomorrowPlus(11),
    travellers: 'solo',
    group: { adults: 1, teens: 0, children: 0 },
    interests: ['museums'],
    pace: 'relaxed',
    must_see: [],
  };
}
