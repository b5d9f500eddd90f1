import { expect, type APIRequestContext } from '@playwright/test';

// What the journeys set up through the api beside the page (as the signed-in member of the request context).

/** A calendar date `n` days from now, as the api's date fields take it. */
export const inDays = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The CSRF token of the request context's session, for api writes made beside the page. */
export async function csrfOf(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/v1/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
}

/**
 * A generated plan (museums and attractions, a couple, balanced pace) of the signed-in member, starting in a week;
 * answers its id.
 */
export async function generatePlan(
  request: APIRequestContext,
  { name, days = 3, csrf }: { name: string; days?: number; csrf?: string },
): Promise<string> {
  const res = await request.post('/api/v1/plans', {
    headers: { 'x-csrf-token': csrf ?? (await csrfOf(request)) },
    data: {
      mode: 'ai',
      name,
      destination: 'downtown',
      start_date: inDays(7),
      end_date: inDays(6 + days),
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
