import { createTestApp, type TestApp, type TestAppOptions } from '../../../../test/helpers';
import type { DbKind } from '../../../db/client';
import { seed } from '../seed';

/** A test app over a fresh database holding the demo activity catalog (no other domain's data). */
export async function createSeededApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(kind, options);
  try {
    await t.db.transaction((tx) => seed(tx));
  } catch (error) {
    await t.close();
    throw error;
  }
  return t;
}

type Headers = Record<string, string>;

/** POST a JSON body to /api/v1<path>; answers status and parsed body. */
export async function postJson<T = Record<string, unknown>>(
  t: TestApp,
  path: string,
  payload: unknown,
  headers: Headers = {},
) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1${path}`, payload: payload as object, headers });
  return { status: res.statusCode, body: res.json() as T };
}

export async function deleteJson<T = Record<string, unknown>>(
  t: TestApp,
  path: string,
  payload: unknown,
  headers: Headers = {},
) {
  const res = await t.app.inject({ method: 'DELETE', url: `/api/v1${path}`, payload: payload as object, headers });
  return { status: res.statusCode, body: res.json() as T };
}
