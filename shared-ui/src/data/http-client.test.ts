import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { appStore } from '../store/app-store';
import { ApiError } from './api-error';
import { apiDefaults } from './defaults';
import { apiGet, apiPost, apiRequest } from './request';

// The browser transport itself (XMLHttpRequest, jsdom's here) against a real server: what other tests fake.
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('the http client over the network', () => {
  const seen: Seen[] = [];
  let server: http.Server;
  const baseURL = apiDefaults.baseURL;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      // jsdom's page is http://localhost: the server is another origin, as a CDN-served app would see it.
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Headers', 'content-type, x-csrf-token, accept, authorization');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
      if (req.method === 'OPTIONS') return void res.end();
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        const path = (req.url ?? '').split('?')[0];
        const reply = (status: number, data: unknown) => {
          res.statusCode = status;
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(data));
        };
        if (path === '/api/v1/slow') return void setTimeout(() => reply(200, {}), 2000);
        if (path === '/api/v1/missing') return reply(404, { statusCode: 404, message: 'Hotel not found', code: 'x' });
        reply(200, { ok: true, path });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiDefaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });

  afterAll(async () => {
    apiDefaults.baseURL = baseURL;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    seen.length = 0;
    appStore.getState().setSession({ user: null, csrfToken: 'csrf-9' });
  });

  it('sends a GET with its query (empty values left out) and reads the JSON answer', async () => {
    await expect(apiGet('/hotels', { params: { q: 'palm jumeirah', page: 2, lang: undefined } })).resolves.toEqual({
      ok: true,
      path: '/api/v1/hotels',
    });
    const get = seen.find((s) => s.method === 'GET');
    expect(get?.url).toBe('/api/v1/hotels?q=palm+jumeirah&page=2');
    expect(get?.headers.accept).toBe('application/json');
    expect(get?.headers['x-csrf-token']).toBeUndefined();
  });

  it('sends a write as JSON with the CSRF token', async () => {
    await apiPost('/plans', { pid: 'p1' });
    const post = seen.find((s) => s.method === 'POST');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.headers['x-csrf-token']).toBe('csrf-9');
    expect(JSON.parse(post?.body ?? '')).toEqual({ pid: 'p1' });
  });

  it('a refusal rejects with its status and the server text', async () => {
    const error = (await apiGet('/missing').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message]).toEqual([404, 'Hotel not found']);
  });

  it('a request that takes longer than its timeout is a network error', async () => {
    const error = (await apiGet('/slow', { timeout: 100 }).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code]).toEqual([null, 'network_error']);
  });

  it('sends in a task of its own, not in the task that asked (sending costs a phone milliseconds)', async () => {
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send');
    try {
      const answer = apiGet('/first');
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(send).not.toHaveBeenCalled();
      expect(await answer).toEqual({ ok: true, path: '/api/v1/first' });
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
  });

  it('a request cancelled before it is sent is never sent', async () => {
    const controller = new AbortController();
    const pending = apiRequest('get', '/never', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    for (let i = 0; i < 20; i++) await Promise.resolve();
    controller.abort();
    expect(await pending).toMatchObject({ status: null, code: 'aborted' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.map((s) => s.url)).not.toContain('/api/v1/never');
  });

  it('a cancelled request rejects as aborted', async () => {
    const controller = new AbortController();
    const pending = apiRequest('get', '/slow', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ status: null, code: 'aborted' });
  });
});
