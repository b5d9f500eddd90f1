// The signed-in pages of the front-end bench: signs the demo member in through the api and finds, at bench
// time, the ids the detail pages need (never hard-coded: the demo data's ids are generated per database).
// The member gets one paid activity order and a few wishlisted activities when they have none, so /orders and
// /wishlist show what a member sees rather than an empty state (the bench's database is its own, dropped after).

/** The demo member (api/src/db/seed/data/people.json). */
export const DEMO_MEMBER = { email: 'sara@example.com', password: 'Dubai-demo-2026' };

const inDays = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Signs in: answers the session's cookies (name and value) and a request helper that sends them and the CSRF token. */
export async function signIn(baseUrl, member = DEMO_MEMBER) {
  const res = await fetch(new URL('/api/v1/users/sign-in', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${member.email}: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const csrf = (await (await fetch(new URL('/api/v1/auth/csrf', baseUrl), { headers: { cookie } })).json()).csrfToken;
  /** One api call as the member: answers the parsed body, throws on a non-2xx answer. */
  const api = async (method, path, body) => {
    const r = await fetch(new URL(`/api/v1${path}`, baseUrl), {
      method,
      headers: { cookie, 'x-csrf-token': csrf, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
  return { cookies, api };
}

/** A paid activity order (the first activity and date the api accepts), so /orders lists one. */
async function bookActivity(api, activities) {
  for (const activity of activities.slice(0, 6)) {
    try {
      const detail = await api('POST', '/activities/fetch', { acid: activity.activity_id });
      const order = await api('POST', '/activities/orders', {
        acid: activity.activity_id,
        branch_id: detail.branches[0].branch_id,
        visit_date: inDays(9),
        tickets: { adult: 2, teen: 0, child: 0 },
        currency: 'AED',
        idempotency_key: `bench-${Date.now()}-${activity.activity_id}`,
      });
      await api('POST', '/activities/orders/pay', { order_id: order.order_id, payment_method: 'pm_card_visa' });
      return;
    } catch {
      // Not bookable that day (or not at all): the next one.
    }
  }
  throw new Error('no activity of the demo data could be booked for the bench');
}

/**
 * The signed-in pages, each as { label, path }: the member's own pages and one of each detail page, with ids read
 * from the api (the member's first plan with items, the catalogue's first activity, the first hotel of a search,
 * the first post with a photo).
 */
export async function signedInPages(api) {
  const plans = (await api('POST', '/plans/fetch-all', {})).rows;
  const plan = plans.find((p) => p.items_count > 0) ?? plans[0];
  if (!plan) throw new Error('the demo member has no plan');
  const activities = (await api('POST', '/activities/fetch-all', { limit: 12 })).rows;
  if (!activities.length) throw new Error('no activity in the demo data');
  const checkin = inDays(14);
  const checkout = inDays(17);
  const hotels = await api('GET', `/hotels/search?dest=dubai&checkin=${checkin}&checkout=${checkout}&rooms=2&limit=5`);
  const hotel = hotels.hotels[0];
  if (!hotel) throw new Error('no hotel found by the search');
  const posts = (await api('POST', '/posts/fetch-all', { tab: 'for_you', limit: 20 })).rows;
  const post = posts.find((p) => p.media?.length) ?? posts[0];
  if (!post) throw new Error('no post in the feed');

  const [active, past] = await Promise.all([api('GET', '/orders?tab=active'), api('GET', '/orders?tab=past')]);
  if (!active.rows.length && !past.rows.length) await bookActivity(api, activities);
  const wishlist = await api('POST', '/wishlist/fetch-all', { page: 1, limit: 12 });
  if (!wishlist.count) for (const a of activities.slice(0, 4)) await api('POST', '/wishlist', { acid: a.activity_id });

  const q = (params) => new URLSearchParams(params).toString();
  // `remote`: the remote that renders the page (the first-load measurement waits for it to mount).
  return [
    { label: '/plans', path: '/plans', remote: 'plans' },
    { label: '/plan?pid=…', path: `/plan?${q({ pid: plan.user_plan_id })}`, remote: 'plans' },
    { label: '/orders', path: '/orders', remote: 'hotels' },
    { label: '/wishlist', path: '/wishlist', remote: 'activities' },
    {
      label: '/activity-detail?acid=…',
      path: `/activity-detail?${q({ acid: activities[0].activity_id })}`,
      remote: 'activities',
    },
    { label: '/hotel?hid=…', path: `/hotel?${q({ hid: hotel.hid, checkin, checkout, rooms: '2' })}`, remote: 'hotels' },
    { label: '/post?post_id=…', path: `/post?${q({ post_id: post.post_id })}`, remote: 'social' },
  ];
}
