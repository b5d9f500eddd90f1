import { api } from '@jad/shared-ui';

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

export type Handler = (
  body: unknown,
  call: FakeCall,
) => { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

/**
 * Answers the shared axios client from handlers keyed "METHOD /path" (no network). Failures reject the
 * way axios does (isAxiosError + response), so the code under test sees real error shapes.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const original = api.defaults.adapter;
  api.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0];
    let body: unknown = config.data;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // not JSON (FormData): hand it over as is
      }
    }
    const call = { method, url: config.url ?? '', body };
    calls.push(call);
    const handler = handlers[`${method} ${url}`];
    const reply = handler
      ? await handler(body, call)
      : { status: 404, data: { message: `no fake for ${method} ${url}` } };
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: {}, config };
    if (reply.status >= 400)
      throw Object.assign(new Error(`Request failed with status code ${reply.status}`), {
        isAxiosError: true,
        response,
        config,
      });
    return response;
  };
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.url.split('?')[0]}` === key),
    restore: () => {
      api.defaults.adapter = original;
    },
  };
}
