// The api as tests see it: requests go through the real client and its interceptors, and an adapter-level fake
// answers them (shared-ui's fakeAdapter). Each test says how the api answers; the fake is removed after each test.
import { api } from '@jad/shared-ui';
import { fakeAdapter, type FakeReply } from '@jad/shared-ui/test-utils';
import type { InternalAxiosRequestConfig } from 'axios';

/** One request as the api would receive it: method, path under /api/v1, query and JSON body. */
export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
}

export type Reply = FakeReply | 'network';

const seen = (config: InternalAxiosRequestConfig): SeenRequest => ({
  method: (config.method ?? 'get').toUpperCase(),
  url: config.url ?? '',
  params: (config.params as Record<string, unknown> | undefined) ?? {},
  body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
  headers: { ...config.headers },
});

/** `{ status: 200, data }`. */
export const json = (data: unknown, status = 200): FakeReply => ({ status, data });

/** The api's error body. */
export const apiError = (status: number, message: string, code?: string, fields?: unknown[]): FakeReply => ({
  status,
  data: { statusCode: status, error: 'Error', message, ...(code ? { code } : {}), ...(fields ? { fields } : {}) },
});

/** Answers every request with `reply` (unknown paths: 404); returns what the api was sent. */
export function fakeApi(reply: (req: SeenRequest) => Reply | undefined | Promise<Reply | undefined>): {
  requests: () => SeenRequest[];
} {
  const fake = fakeAdapter(async (config) => (await reply(seen(config))) ?? apiError(404, 'Not found'));
  api.defaults.adapter = fake.adapter;
  return { requests: () => fake.requests.map(seen) };
}

afterEach(() => {
  api.defaults.adapter = undefined;
});
