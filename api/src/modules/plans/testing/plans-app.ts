// Test apps for the plans api: a fresh database holding the activity catalog (no reviews: plans only need
// names, hours and prices), helpers to call the api, and a questionnaire answer that is valid today.
import { createTestApp, type TestApp, type TestAppOptions } from '../../../../test/helpers';
import type { DbKind } from '../../../db/client';
import { allActivities } from '../../activities/catalog/catalog';
import { loadCatalog } from '../../activities/catalog-loader';
import { addDays, dubaiToday } from '../calendar';

export async function createPlansApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(kind, options);
  try {
    await t.db.transaction((tx) => loadCatalog(tx, allActivities, { reviews: false }));
  } catch (error) {
    await t.close();
    throw error;
  }
  return t;
}

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls /api/v1<path> with a JSON body; answers status and parsed body. */
export async function call<T = Record<string, unknown>>(
  t: TestApp,
  method: Method,
  path: string,
  payload?: unknown,
  headers: Headers = {},
) {
  const res = await t.app.inject({
    method,
    url: `/api/v1${path}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers,
  });
  const text = res.body;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (the .ics export)
  }
  return { status: res.statusCode, body: body as T, headers: res.headers, text };
}

/** Today in Dubai plus n days. */
export const inDays = (n: number) => addDays(dubaiToday(), n);

/** A valid questionnaire answer: a couple, three days starting next week, museums and attractions. */
export function questionnaire(over: Record<string, unknown> = {}) {
  return {
    mode: 'ai',
    name: 'Test trip',
    destination: 'downtown',
    start_date: inDays(7),
    end_date: inDays(9),
    travellers: 'couple',
    group: { adults: 2, teens: 0, children: 0 },
    interests: ['museums', 'attractions'],
    day_start_min: 540,
    day_end_min: 1260,
    free_time: [{ date: null, start_min: 780, end_min: 840 }],
    pace: 'balanced',
    must_see: [],
    ...over,
  };
}
