import { expect, type APIRequestContext } from '@playwright/test';

// What the journeys set up through the api beside the page (as the signed-in member of the request context).

/** A calendar date `n` days from now, as the api's date fields take it. */
export const inDays = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The CSRF token of the request context's session, for api writes made beside the page. */
export async function csrfOf(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/v1/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
}

/**
 * A plan of the signed-in member (museums and attractions, a couple, balanced pace), generated (`mode: 'ai'`) or
 * empty to fill by hand (`'own'`); from `start` to `end`, or `days` days starting in a week. Answers its id.
 */
export async function createPlan(
  request: APIRequestContext,
  {
    name,
    days = 3,
    start = inDays(7),
    end = inDays(6 + days),
    mode = 'ai',
    csrf,
  }: { name: string; days?: number; start?: string; end?: string; mode?: 'ai' | 'own'; csrf?: string },
): Promise<string> {
  const res = await request.post('/api/v1/plans', {
    headers: { 'x-csrf-token': csrf ?? (await csrfOf(request)) },
    data: {
      mode,
      name,
      destination: 'downtown',
      start_date: start,
      end_date: end,
      travellers: 'couple',
      group: { adults: 2, teens: 0, children: 0 },
      interests: ['museums', 'attractions'],
      day_start_min: 540,
      day_end_min: 1260,
      free_time: [],
      pace: 'balanced',
      must_see: [],
    },
    timeout: 30_000,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user_plan_id: string }).user_plan_id;
}

/** A paid hotel stay of the signed-in member (a Downtown hotel's first rate), through the hotel checkout's api with the
 * built-in gateway's test card; answers its order's id. */
export async function bookStay(
  request: APIRequestContext,
  checkin: string,
  checkout: string,
  guest: { email: string; firstName: string; lastName: string },
): Promise<string> {
  const headers = { 'x-csrf-token': await csrfOf(request) };
  const search = await (
    await request.get(`/api/v1/hotels/search?dest=downtown&checkin=${checkin}&checkout=${checkout}&rooms=2`)
  ).json();
  const hid = (search.hotels as { hid: string }[])[0]!.hid;
  const hotel = await (
    await request.get(`/api/v1/hotels/${hid}?checkin=${checkin}&checkout=${checkout}&rooms=2`)
  ).json();
  const rate = (hotel.rooms as { rates: { rate_key: string }[] }[])[0]!.rates[0]!;
  const created = await request.post('/api/v1/hotels/checkouts', {
    headers,
    data: { rate_key: rate.rate_key, currency: 'AED', lang: 'en' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { checkout_id: string }).checkout_id;
  const guests = await request.put(`/api/v1/hotels/checkouts/${id}/guests`, {
    headers,
    data: {
      contact: { email: guest.email },
      rooms: [{ guests: [{ title: 'ms', first_name: guest.firstName, last_name: guest.lastName, citizenship: 'AE' }] }],
    },
  });
  expect(guests.status(), await guests.text()).toBe(200);
  const paid = await request.post(`/api/v1/hotels/checkouts/${id}/pay`, {
    headers,
    data: { payment_method: 'pm_card_visa' },
  });
  const outcome = (await paid.json()) as { outcome: string; order_id: string };
  expect(outcome.outcome).toBe('confirmed');
  return outcome.order_id;
}
