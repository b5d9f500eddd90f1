// Test-only: answers the shared api client by route ("POST /users/sign-in"), through the adapter-level fake, so
// every request still goes through the real interceptors (CSRF, bearer, errors).
import type { InternalAxiosRequestConfig } from 'axios';
import { api } from '../data/client';
import { fakeAdapter, type FakeReply } from './fake-adapter';

export interface FakeCall {
  method: string;
  /** The path without its query. */
  path: string;
  url: string;
  body: unknown;
  config: InternalAxiosRequestConfig;
}

export type FakeRoute = (call: FakeCall) => FakeReply | 'network' | Promise<FakeReply | 'network'>;

const bodyOf = (data: unknown): unknown => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
};

/**
 * Installs answers keyed "METHOD /path" ("METHOD *": any path) on the shared client until `restore()`; an unknown
 * route answers 404.
 * `callsTo('POST /users/sign-in')` lists what a route received.
 */
export function fakeApi(routes: Record<string, FakeRoute | FakeReply>) {
  const calls: FakeCall[] = [];
  const original = api.defaults.adapter;
  const fake = fakeAdapter((config) => {
    const url = config.url ?? '';
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.split('?')[0] ?? url,
      url,
      body: bodyOf(config.data),
      config,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`] ?? routes[`${call.method} *`];
    if (!route) return { status: 404, data: { statusCode: 404, message: `no fake for ${call.method} ${call.path}` } };
    return typeof route === 'function' ? route(call) : route;
  });
  api.defaults.adapter = fake.adapter;
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    restore: () => {
      api.defaults.adapter = original;
    },
  };
}

/**
 * A jest mock standing for one method of the api, fed by fakeApi: `record(put)` as a route, then
 * `expect(put).toHaveBeenCalledWith('/path', body)` reads as before, while the request went through the interceptors.
 */
export const record =
  (mock: jest.Mock): FakeRoute =>
  async (call) =>
    ((await (call.body === undefined ? mock(call.path) : mock(call.path, call.body))) as
      FakeReply | 'network' | undefined) ?? {
      status: 200,
      data: {},
    };

/** The api's error body: `fail(409, 'username_taken', 'Username is taken', [{ field, code, message }])`. */
export const apiFailure = (
  status: number,
  code: string,
  message: string,
  fields?: { field: string; code: string; message: string }[],
): FakeReply => ({
  status,
  data: { statusCode: status, error: 'Error', message, code, ...(fields ? { fields } : {}) },
});
