import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEcbFeed, createFxFeedFromEnv, createOpenExchangeRatesFeed, parseEcbDaily } from './feeds';

// The ECB's eurofxref-daily.xml as published (namespaces, the sender block, one Cube per currency).
const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender>
		<gesmes:name>European Central Bank</gesmes:name>
	</gesmes:Sender>
	<Cube>
		<Cube time='2026-11-26'>
			<Cube currency='USD' rate='1.0500'/>
			<Cube currency='JPY' rate='160.12'/>
			<Cube currency='GBP' rate='0.84000'/>
			<Cube currency='INR' rate='90.3000'/>
			<Cube currency='CHF' rate='0.9400'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;

const OXR_JSON = JSON.stringify({
  disclaimer: 'Usage subject to terms',
  license: 'https://openexchangerates.org/license',
  timestamp: 1_795_651_200, // 2026-11-26T00:00:00Z
  base: 'USD',
  rates: { AED: 3.6725, EUR: 0.952381, GBP: 0.8, INR: 86, KWD: 0.3074, SAR: 3.75, USD: 1, JPY: 152.5 },
});

interface Seen {
  path: string;
  appId: string | null;
}

describe('fx feeds against a local server speaking each format', () => {
  let server: http.Server;
  let base: string;
  const seen: Seen[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ path: url.pathname, appId: url.searchParams.get('app_id') });
      if (url.pathname === '/stats/eurofxref/eurofxref-daily.xml') {
        res.writeHead(200, { 'content-type': 'text/xml' }).end(ECB_XML);
      } else if (url.pathname === '/api/latest.json' && url.searchParams.get('app_id') === 'good-key') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(OXR_JSON);
      } else if (url.pathname === '/api/latest.json') {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"error":true,"status":401,"message":"invalid_app_id"}');
      } else {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('ECB: euro-based rates become units per dirham, the Gulf pegs follow the dollar, the date is kept', async () => {
    const snapshot = await createEcbFeed(`${base}/stats/eurofxref/eurofxref-daily.xml`).latest();
    expect(snapshot.date).toBe('2026-11-26');
    const by = Object.fromEntries(snapshot.rates.map((r) => [r.currency, r]));
    // 1 EUR = 1.05 USD = 3.856125 AED
    expect(by.AED).toEqual({ currency: 'AED', perAed: '1.0000000000', source: 'ecb' });
    expect(by.USD).toEqual({ currency: 'USD', perAed: '0.2722940776', source: 'ecb' });
    expect(by.EUR?.perAed).toBe('0.2593276930');
    expect(by.GBP?.perAed).toBe('0.2178352621');
    expect(by.INR?.perAed).toBe('23.4172906700');
    expect(by.SAR).toEqual({ currency: 'SAR', perAed: '1.0211027910', source: 'peg' });
    expect(by.BHD?.source).toBe('peg');
    // Not published by the ECB and not pegged: left as the table holds it.
    expect(by.KWD).toBeUndefined();
    expect(by.JPY).toBeUndefined(); // not one of ours
  });

  it('openexchangerates JSON: any base, the key sent as app_id, the date from the timestamp', async () => {
    const snapshot = await createOpenExchangeRatesFeed(`${base}/api/latest.json`, 'good-key').latest();
    expect(seen.at(-1)).toEqual({ path: '/api/latest.json', appId: 'good-key' });
    expect(snapshot.date).toBe('2026-11-26');
    const by = Object.fromEntries(snapshot.rates.map((r) => [r.currency, r.perAed]));
    expect(by).toMatchObject({ AED: '1.0000000000', USD: '0.2722940776', KWD: '0.0837031995', INR: '23.4172906700' });
    expect(snapshot.rates.every((r) => r.source === 'openexchangerates')).toBe(true);
  });

  it('refuses a wrong key, an answer in another format, and an answer without the dirham', async () => {
    await expect(createOpenExchangeRatesFeed(`${base}/api/latest.json`, 'bad').latest()).rejects.toThrow(
      'answered 401',
    );
    await expect(createEcbFeed(`${base}/elsewhere.xml`).latest()).rejects.toThrow('no reference date');
    await expect(createOpenExchangeRatesFeed(`${base}/elsewhere.json`, 'k').latest()).rejects.toThrow('not JSON');
    expect(() => parseEcbDaily(ECB_XML.replace(/<Cube currency='USD'[^>]*>/, ''))).toThrow('no USD rate');
  });

  it('is chosen by FX_SOURCE; unset means no feed (the table as it stands)', () => {
    expect(createFxFeedFromEnv({})).toBeNull();
    expect(createFxFeedFromEnv({ FX_SOURCE: 'ecb' })?.name).toBe('ecb');
    expect(createFxFeedFromEnv({ FX_SOURCE: 'openexchangerates', FX_API_KEY: 'k' })?.name).toBe('openexchangerates');
    expect(() => createFxFeedFromEnv({ FX_SOURCE: 'openexchangerates' })).toThrow('FX_API_KEY');
    expect(() => createFxFeedFromEnv({ FX_URL: 'https://x.example' })).toThrow('FX_SOURCE');
    expect(() => createFxFeedFromEnv({ FX_SOURCE: 'ecb', FX_URL: 'ftp://x' })).toThrow('FX_URL');
    expect(() => createFxFeedFromEnv({ FX_SOURCE: 'yahoo' })).toThrow('ecb or openexchangerates');
  });
});
