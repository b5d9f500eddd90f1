import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../test/helpers';
import { clientLogs, contactMessages } from '../db/schema';
import type { RemoteManifest } from './remotes/types';

// Health, contact, client log, currencies, the remote manifest and the API docs: one app per database.
describe.each(dbKinds())('platform routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('GET /health reports the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, db: kind, fx: { stale: [], oldest_update: null } });
  });

  describe('contact', () => {
    const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.1.1') =>
      t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: payload as object, headers, remoteAddress });

    it('stores the message and answers the spec text', async () => {
      const subject = `Refund ${Date.now()}`;
      const res = await post({ name: 'Sara', email: 'Sara@Example.test', subject, message: 'Where is my refund?' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'We received your request. We will get back to you shortly',
        code: 'request_received',
      });
      const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
      expect(row).toMatchObject({
        name: 'Sara',
        email: 'sara@example.test',
        message: 'Where is my refund?',
        userId: null,
      });
    });

    it('links the message to a signed-in sender', async () => {
      const s = await createUserSession(t.app);
      const subject = `Signed in ${Date.now()}`;
      const res = await post({ name: 'Me', email: s.user.email, subject, message: 'Hi' }, s.headers, '10.0.1.2');
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
      expect(row!.userId).toBe(s.user.id);
    });

    it('rejects a bad e-mail or a missing message with 400 naming the field', async () => {
      const bad = await post({ name: 'A', email: 'not-mail', message: 'x' }, {}, '10.0.1.3');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^email: /);
      const missing = await post({ name: 'A', email: 'a@b.co' }, {}, '10.0.1.3');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('message is required');
    });
  });

  describe('client log', () => {
    const post = (payload: unknown, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/client-log',
        payload: payload as object,
        headers: { 'user-agent': 'jest-browser' },
        remoteAddress,
      });

    it('stores an entry and answers 204', async () => {
      const message = `remote failed ${Date.now()}`;
      const res = await post({ level: 'error', message, context: { domain: 'hotels', version: '1.2.0' } }, '10.0.2.1');
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      const [row] = await t.db.select().from(clientLogs).where(eq(clientLogs.message, message));
      expect(row).toMatchObject({
        level: 'error',
        context: { domain: 'hotels', version: '1.2.0' },
        userAgent: 'jest-browser',
      });
    });

    it('refuses bodies over 8 KB and unknown levels', async () => {
      const big = await post({ level: 'info', message: 'x', context: { blob: 'y'.repeat(9000) } }, '10.0.2.2');
      expect(big.statusCode).toBe(413);
      const level = await post({ level: 'panic', message: 'x' }, '10.0.2.2');
      expect(level.statusCode).toBe(400);
      expect(level.json().message).toMatch(/^level: /);
    });

    it('rate-limits each address', async () => {
      const ip = '10.0.2.99';
      const codes: number[] = [];
      for (let i = 0; i < 30; i += 1)
        codes.push((await post({ level: 'debug', message: `flood ${i}` }, ip)).statusCode);
      expect(codes.every((c) => c === 204)).toBe(true);
      const limited = await post({ level: 'debug', message: 'flood 31' }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(limited.headers['retry-after']).toBeDefined();
      // Another address is not affected.
      expect((await post({ level: 'debug', message: 'other' }, '10.0.2.100')).statusCode).toBe(204);
      const rows = await t.db.select().from(clientLogs).orderBy(desc(clientLogs.id)).limit(1);
      expect(rows[0]!.message).toBe('other');
    });
  });

  it('GET /currencies lists the ten currencies with their rates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/currencies' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Array<{ code: string; country: string; perAed: number; minorUnits: number }>>();
    expect(body.map((c) => c.code)).toEqual(['AED', 'BHD', 'EUR', 'GBP', 'INR', 'KWD', 'OMR', 'QAR', 'SAR', 'USD']);
    expect(body[0]).toEqual({ code: 'AED', country: 'United Arab Emirates', perAed: 1, minorUnits: 2 });
    expect(body.find((c) => c.code === 'KWD')?.minorUnits).toBe(3);
    expect(body.find((c) => c.code === 'USD')?.perAed).toBeCloseTo(0.2723, 4);
  });

  describe('remote manifest', () => {
    const manifest = (stable: string): RemoteManifest => ({
      remotes: {
        hotels: {
          stable,
          versions: [
            { version: stable, url: `/remotes/mfe-hotels/${stable}/remoteEntry.js`, weight: 90 },
            { version: '9.9.9-canary', url: '/remotes/mfe-hotels/9.9.9-canary/remoteEntry.js', weight: 10 },
          ],
        },
      },
    });
    const get = () => t.app.inject({ method: 'GET', url: '/api/v1/remotes/manifest' });

    it('answers 503 JSON while there is no manifest', async () => {
      rmSync(t.config.manifestFile, { force: true });
      const res = await get();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The remote manifest is not available',
        code: 'manifest_unavailable',
      });
    });

    it('serves the file and re-reads it when it changes', async () => {
      mkdirSync(path.dirname(t.config.manifestFile), { recursive: true });
      writeFileSync(t.config.manifestFile, JSON.stringify(manifest('1.0.0')));
      const first = await get();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual(manifest('1.0.0'));

      writeFileSync(t.config.manifestFile, JSON.stringify(manifest('1.1.0')));
      const later = new Date(Date.now() + 5000);
      utimesSync(t.config.manifestFile, later, later);
      expect((await get()).json()).toEqual(manifest('1.1.0'));
    });

    it('keeps the last good manifest when a broken one is written', async () => {
      writeFileSync(t.config.manifestFile, JSON.stringify(manifest('2.0.0')));
      const t1 = new Date(Date.now() + 10_000);
      utimesSync(t.config.manifestFile, t1, t1);
      expect((await get()).json()).toEqual(manifest('2.0.0'));
      writeFileSync(t.config.manifestFile, '{"remotes": {"hotels": {"stable": "nope"');
      const t2 = new Date(Date.now() + 20_000);
      utimesSync(t.config.manifestFile, t2, t2);
      expect((await get()).json()).toEqual(manifest('2.0.0'));
    });
  });

  it('serves the OpenAPI document at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/contact', '/api/v1/orders']),
    );
    // The zod body schemas made it into the document.
    expect(JSON.stringify(doc.paths['/api/v1/contact']!.post!.requestBody)).toContain('email');
  });

  it('answers unknown api routes with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
