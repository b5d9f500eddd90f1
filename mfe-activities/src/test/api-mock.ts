// The api as this remote's tests see it: requests go through the real client and its interceptors, and the
// adapter-level fake (@jad/shared-ui/test-utils) answers them. `post`, `get` and `del` record what the api received.
import { fakeApi, json, type FakeResult as Reply } from '@jad/shared-ui/test-utils';

export type Body = Record<string, unknown>;

export interface ApiMock {
  /** (path, body) of every POST the api received. */
  post: jest.Mock;
  /** (path, { data: body }) of every DELETE. */
  del: jest.Mock;
  /** (path, params) of every GET. */
  get: jest.Mock;
  /** Kept for the tests' afterEach; the fake is removed after each test anyway. */
  restore(): void;
}

/** An answer written with `ok(...)`/`fail(...)` of the test utils, as the adapter replies it. */
async function replyOf(answer: Promise<unknown>): Promise<Reply> {
  try {
    const res = (await answer) as { status?: number; data?: unknown };
    return { status: res.status ?? 200, data: res.data };
  } catch (error) {
    const response = (error as { response?: { status: number; data?: unknown } }).response;
    return response ? { status: response.status, data: response.data } : 'network';
  }
}

/**
 * The api answered by the test: each POST by `post(url, body)`, each GET by `get(url)` (by default an empty
 * list), and DELETE /wishlist the way the api answers it (the heart is un-saved).
 */
export function mockApi(
  post: (url: string, body: Body) => Promise<unknown>,
  get: (url: string) => Promise<unknown> = () => Promise.resolve({ data: [], status: 200 }),
): ApiMock {
  const calls = { post: jest.fn(), del: jest.fn(), get: jest.fn() };
  fakeApi((req) => {
    const body = (req.body ?? {}) as Body;
    if (req.method === 'POST') {
      calls.post(req.url, req.body ?? {});
      return replyOf(post(req.url, body));
    }
    if (req.method === 'DELETE') {
      calls.del(req.url, { data: body });
      return json({ activity_id: body.acid, is_wishlisted: false });
    }
    calls.get(req.url, req.params);
    return replyOf(get(req.url));
  });
  return { ...calls, restore: () => undefined };
}
