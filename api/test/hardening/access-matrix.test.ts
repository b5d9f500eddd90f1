// Access-control matrix over the whole route table (issue 9, item 2). Every route Fastify registered
// under /api/v1 must have an entry in access-matrix.ts; each non-public one is called as a visitor, as
// another signed-in person and as its owner, with the owner's thing made fresh through the api.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../helpers';
import { accessMatrix, type Ctx } from './access-matrix';
import { Fixtures, type Req } from './fixtures';
import { apiRoutes, routeKey } from './route-table';

jest.setTimeout(120_000);

/** Opens an SSE stream over a real socket and answers its status as soon as the headers arrive. */
function streamStatus(base: string, req: Req, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const r = http.get(`${base}/api/v1${req.url}`, { headers: { ...headers, accept: 'text/event-stream' } }, (res) => {
      resolve(res.statusCode ?? 0);
      r.destroy();
    });
    r.on('error', (e) => (e.message.includes('socket hang up') ? undefined : reject(e)));
  });
}

describe('access-control matrix (PGlite, demo data)', () => {
  let t: TestApp;
  let f: Fixtures;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: true });
    f = new Fixtures(t.app, t.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  it('has an entry for every route under /api/v1, and no entry for a route that is gone', () => {
    const routes = apiRoutes(t.app).map(routeKey);
    expect(routes.length).toBeGreaterThan(90);
    const missing = routes.filter((r) => !(r in accessMatrix));
    const stale = Object.keys(accessMatrix).filter((k) => !routes.includes(k));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('lists no route that requires a signed-in user as public', () => {
    const wrong = apiRoutes(t.app)
      .filter((r) => r.requiresUser && accessMatrix[routeKey(r)]?.access === 'public')
      .map(routeKey);
    expect(wrong).toEqual([]);
    // and the other way round: every requireUser route is in the matrix as self or owner
    expect(apiRoutes(t.app).filter((r) => r.requiresUser).length).toBeGreaterThan(50);
  });

  const entries = Object.entries(accessMatrix).filter(([, e]) => e.access !== 'public');

  it.each(entries)('%s: visitor, another person, owner', async (key, entry) => {
    if (entry.access === 'public') return;
    const owner = await f.user();
    const other = await f.user();
    const ctx: Ctx = { f, owner, other };
    const req = await entry.request(ctx);
    const [method, route] = key.split(' ');
    expect(req.method).toBe(method);
    expect(`/api/v1${req.url.split('?')[0]}`).toMatch(
      new RegExp(`^${route!.replace(/:[^/.]+/g, '[^/]+').replace(/\./g, '\\.')}$`),
    );

    if (entry.access === 'self' && entry.stream) {
      expect(await streamStatus(base, req, {})).toBe(401);
      expect(await streamStatus(base, req, { cookie: owner.cookie })).toBe(200);
      return;
    }
    if (entry.access === 'owner' && entry.stream) {
      expect(await streamStatus(base, req, {})).toBe(401);
      expect(await streamStatus(base, req, { cookie: other.cookie })).toBe(404);
      expect(await streamStatus(base, req, { cookie: owner.cookie })).toBe(200);
      return;
    }

    // Each outcome is checked as {status, body, ok} so a failure prints what the api answered.
    const verdict = (res: { statusCode: number; body: string }, ok: (status: number) => boolean) => ({
      status: res.statusCode,
      body: res.body.slice(0, 240),
      ok: ok(res.statusCode),
    });
    const expectOk = (who: string, v: ReturnType<typeof verdict>) =>
      expect({ who, ...v }).toEqual({ who, ...v, ok: true });
    const is2xx = (s: number) => s >= 200 && s < 300;

    const visitor = await f.send(req, null);
    const allowed = entry.access === 'owner' && entry.visitor ? entry.visitor : [401];
    expectOk(
      'visitor',
      verdict(visitor, (s) => allowed.includes(s)),
    );

    const stranger = await f.send(req, other);
    if (entry.access === 'owner') {
      expectOk(
        'other',
        verdict(stranger, (s) => s === 403 || s === 404),
      );
    } else {
      expectOk('other', verdict(stranger, is2xx));
      for (const secret of [owner.user.email, owner.user.username, owner.user.uuid])
        expect(stranger.body).not.toContain(secret);
    }

    const mine = await f.send(req, owner);
    expectOk('owner', verdict(mine, is2xx));
  });
});
