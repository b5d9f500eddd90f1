import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { createTestApp, dbKinds, type TestApp } from '../../test/helpers';
import { fxRates, scheduledJobs } from '../db/schema';
import { createEcbFeed } from '../providers/fx';
import { FX_REFRESH_EVERY_MS, FX_REFRESH_JOB, startFxRefresh } from './fx-refresh';
import { jobHandlers, runDueJobs } from '.';

const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<Cube><Cube time='2026-11-26'><Cube currency='USD' rate='1.0500'/><Cube currency='GBP' rate='0.84000'/></Cube></Cube>
</gesmes:Envelope>`;

describe.each(dbKinds())('the fx refresh job on %s', (kind) => {
  let t: TestApp;
  let server: http.Server;
  let up = true;
  const logs: { level: number; msg: string; stale?: string[] }[] = [];
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      if (up) res.writeHead(200, { 'content-type': 'text/xml' }).end(ECB_XML);
      else res.writeHead(503).end('down');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-daily.xml`;
    t = await createTestApp(kind, {
      providers: { fxFeed: createEcbFeed(url) },
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line: string) => void logs.push(JSON.parse(line) as (typeof logs)[number]) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const rate = async (currency: string) => (await t.db.select().from(fxRates).where(eq(fxRates.currency, currency)))[0];
  const pending = () =>
    t.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, FX_REFRESH_JOB), eq(scheduledJobs.status, 'pending')));

  it('writes the rates with their date and source, schedules the next read, flags what the source leaves stale', async () => {
    const now = new Date();
    await startFxRefresh(t.app, now);
    await startFxRefresh(t.app, now); // a second instance starting: still one job
    expect(await pending()).toHaveLength(1);
    const kwdBefore = await rate('KWD');

    expect(await runDueJobs(t.db, jobHandlers(t.app), t.app.log, now)).toBe(1);
    expect(await rate('USD')).toMatchObject({ perAed: '0.2722940776', rateDate: '2026-11-26', source: 'ecb' });
    expect(await rate('SAR')).toMatchObject({ perAed: '1.0211027910', source: 'peg' });
    expect((await rate('USD'))?.updatedAt.getTime()).toBe(now.getTime());
    // KWD is not published by the ECB: as seeded.
    expect(await rate('KWD')).toEqual(kwdBefore);
    const [next] = await pending();
    expect(next?.runAt.getTime()).toBe(now.getTime() + FX_REFRESH_EVERY_MS);

    // Two days later the source is down: the job fails (and is retried), the chain goes on, KWD is now stale.
    up = false;
    const later = new Date(now.getTime() + 49 * 60 * 60_000);
    const threeDaysAgo = new Date(now.getTime() - 72 * 60 * 60_000);
    await t.db.update(fxRates).set({ updatedAt: threeDaysAgo }).where(eq(fxRates.currency, 'KWD'));
    logs.length = 0;
    await runDueJobs(t.db, jobHandlers(t.app), t.app.log, later, 1);
    expect(await rate('USD')).toMatchObject({ perAed: '0.2722940776', rateDate: '2026-11-26' });
    const warned = logs.find((l) => l.msg === 'fx rates older than 48 hours');
    expect(warned?.stale).toEqual(expect.arrayContaining(['KWD', 'USD']));
    expect((await pending()).some((j) => j.runAt.getTime() === later.getTime() + FX_REFRESH_EVERY_MS)).toBe(true);

    // /health, today: only KWD (USD was confirmed at `now`).
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.json()).toMatchObject({
      ok: true,
      fx: { stale: ['KWD'], oldest_update: threeDaysAgo.toISOString() },
    });
  });
});
