// Test-only: the shared axios client answered by handlers keyed "METHOD /path", through fakeAdapter, so every
// request still passes the real interceptors (CSRF, Bearer, error mapping) and the code under test sees real answers.
import type { InternalAxiosRequestConfig } from 'axios';
import { api } from '../data/client';
import { fakeAdapter, type FakeReply } from './fake-adapter';

export interface FakeCall {
  method: string;
  /** The url as requested (with a query string when there is one). */
  url: string;
  /** The JSON body, parsed (a FormData as is). */
  body: unknown;
  params: unknown;
}

export type FakeHandler = (body: unknown, call: FakeCall) => FakeReply | 'network' | Promise<FakeReply | 'network'>;

const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url.split('?')[0]}`;

function bodyOf(config: InternalAxiosRequestConfig): unknown {
  const data: unknown = config.data;
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Installs the fake on the shared client until `restore()`. A request with no handler gets a 404. `on` swaps one
 * route's handler mid-test; `callsTo` lists what a route was sent.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const routes = new Map(Object.entries(handlers));
  const calls: FakeCall[] = [];
  const original = api.defaults.adapter;
  api.defaults.adapter = fakeAdapter((config) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: bodyOf(config),
      params: config.params,
    };
    calls.push(call);
    const handler = routes.get(keyOf(call.method, call.url));
    return handler
      ? handler(call.body, call)
      : { status: 404, data: { message: `no fake for ${call.method} ${call.url}` } };
  }).adapter;
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => keyOf(c.method, c.url) === key),
    on: (key: string, handler: FakeHandler) => void routes.set(key, handler),
    restore: () => {
      api.defaults.adapter = original;
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
