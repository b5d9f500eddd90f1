// Test-only: the shared http client answered by routes keyed "METHOD /path" ("METHOD *": any path), through
// fakeAdapter, so every request still passes the real interceptors (CSRF, Bearer, error mapping) and the code under
// test sees real answers.
import type { RequestConfig } from '../data/http';
import { api } from '../data/client';
import { fakeAdapter, type FakeReply } from './fake-adapter';

export interface FakeCall {
  method: string;
  /** The path without its query. */
  path: string;
  /** The url as requested (with a query string when there is one). */
  url: string;
  /** The JSON body, parsed (a FormData as is). */
  body: unknown;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
  config: RequestConfig;
}

/** What a fake answers with: a reply, or 'network' for a request that got none. */
export type FakeResult = FakeReply | 'network';

/** A route's answer: a reply, or a function of the request's body (and the whole call). */
export type FakeHandler = (body: unknown, call: FakeCall) => FakeReply | 'network' | Promise<FakeReply | 'network'>;
export type FakeRoute = FakeHandler | FakeReply;
/** One function answering every request (undefined: 404), for tests that answer by more than the route. */
export type FakeAnswer = (
  call: FakeCall,
) => FakeReply | 'network' | undefined | Promise<FakeReply | 'network' | undefined>;

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

const notFound = (call: FakeCall): FakeReply => ({
  status: 404,
  data: { statusCode: 404, message: `no fake for ${call.method} ${call.path}` },
});

// The adapter before any fake; every test ends with it back (a test need not call restore()).
const original = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = original;
});

/**
 * Installs the fake on the shared client until `restore()` or the end of the test: routes keyed "METHOD /path"
 * ("METHOD *": any path), or one function for every request. A request with no answer gets a 404. `on` swaps one
 * route mid-test; `callsTo` lists what a route was sent, `calls` everything.
 */
export function fakeApi(routes: Record<string, FakeRoute> | FakeAnswer) {
  const table = new Map(typeof routes === 'function' ? [] : Object.entries(routes));
  const calls: FakeCall[] = [];
  api.defaults.adapter = fakeAdapter(async (config) => {
    const url = config.url ?? '';
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.split('?')[0] ?? url,
      url,
      body: bodyOf(config.data),
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      headers: { ...config.headers },
      config,
    };
    calls.push(call);
    if (typeof routes === 'function') return (await routes(call)) ?? notFound(call);
    const route = table.get(keyOf(call.method, call.path)) ?? table.get(`${call.method} *`);
    if (!route) return notFound(call);
    return typeof route === 'function' ? route(call.body, call) : route;
  }).adapter;
  return {
    calls,
    requests: () => [...calls],
    callsTo: (key: string) => calls.filter((c) => keyOf(c.method, c.path) === key),
    on: (key: string, route: FakeRoute) => void table.set(key, route),
    restore: () => {
      api.defaults.adapter = original;
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/**
 * A jest mock standing for one method of the api, fed by fakeApi: `record(put)` as a route, then
 * `expect(put).toHaveBeenCalledWith('/path', body)` reads as before, while the request went through the interceptors.
 */
export const record =
  (mock: jest.Mock): FakeHandler =>
  async (body, call) =>
    ((await (body === undefined ? mock(call.path) : mock(call.path, body))) as FakeReply | 'network' | undefined) ?? {
      status: 200,
      data: {},
    };

/** A successful answer: `json(data)` is `{ status: 200, data }`. */
export const json = (data: unknown, status = 200): FakeReply => ({ status, data });

/** The api's error body: `apiFailure(409, 'username_taken', 'Username is taken', [{ field, code, message }])`. */
export const apiFailure = (
  status: number,
  code: string | null,
  message: string,
  fields?: { field: string; code: string; message: string; params?: Record<string, unknown> }[],
): FakeReply => ({
  status,
  data: { statusCode: status, error: 'Error', message, ...(code ? { code } : {}), ...(fields ? { fields } : {}) },
});
