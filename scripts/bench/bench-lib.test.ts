import {
  compareToBare,
  ENDPOINTS,
  medianLighthouse,
  expandDates,
  formatApiTable,
  meanRuns,
  parseAdapterOutput,
  quantile,
  replaceSection,
  summarize,
  withOverrides,
  clientIpRotation,
  type RunPair,
  type Summary,
} from './bench-lib.mjs';

// The statistics and tables of the benchmark harness: a wrong percentile or ratio would publish
// numbers that look fine and mean nothing.
const summary = (rps: number, p50: number, p95: number, non2xx = 0): Summary => ({
  rps,
  p50,
  p95,
  requests: 100,
  non2xx,
  errors: 0,
  statuses: non2xx ? { 200: 100 - non2xx, 429: non2xx } : { 200: 100 },
});
const pair = (rps: number, p95at10: number, non2xx = 0): RunPair => ({
  at100: summary(rps, 10, 20, non2xx),
  at10: summary(rps / 2, 2, p95at10),
});

test('quantiles are nearest-rank over every value', () => {
  const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted on purpose
  expect(quantile(values, 0.5)).toBe(50);
  expect(quantile(values, 0.95)).toBe(95);
  expect(quantile([7], 0.95)).toBe(7);
  expect(quantile([], 0.5)).toBeNaN();
});

test('throughput counts 2xx answers only; other statuses are reported, not hidden', () => {
  const s = summarize({ latencies: [1, 2, 3], durationSec: 2, statuses: { 200: 3, 429: 5 } });
  expect(s.rps).toBe(1.5);
  expect(s.non2xx).toBe(5);
  expect(s.requests).toBe(8);
});

test('the bare route is the mean of its runs', () => {
  const m = meanRuns([pair(1000, 10), pair(2000, 20)]);
  expect(m.at100.rps).toBe(1500);
  expect(m.at10.p95).toBe(15);
});

test('a read meets the bars at ≥ 35 % of the bare throughput and ≤ 4 × its p95; errors override', () => {
  const bare = pair(1000, 10);
  expect(compareToBare({ ...pair(350, 40), read: true }, bare).verdict).toBe('meets');
  expect(compareToBare({ ...pair(349, 40), read: true }, bare).verdict).toBe('below');
  expect(compareToBare({ ...pair(900, 41), read: true }, bare).verdict).toBe('below');
  expect(compareToBare({ ...pair(900, 10, 3), read: true }, bare).verdict).toBe('errors');
  expect(compareToBare({ ...pair(10, 1000), read: false }, bare).verdict).toBe('n/a');
  const c = compareToBare({ ...pair(500, 30), read: true }, bare);
  expect(c.throughputRatio).toBeCloseTo(0.5);
  expect(c.p95Ratio).toBeCloseTo(3);
});

test('the table shows ratios, skipped rows with their reason, and errors by status', () => {
  const meta = {
    date: 'today',
    machine: '2 cores',
    connections: 100,
    p95Connections: 10,
    durationSec: 10,
    postgres: '15',
  };
  const table = formatApiTable(
    [
      { id: 'a', label: 'activity search', read: true, dataSet: 'large', ...pair(500, 30) },
      { id: 'b', label: 'hotel search', read: true, dataSet: '**TODO**', skipped: 'GET /x answered HTTP 404' },
      { id: 'c', label: 'feed page', read: true, dataSet: 'demo', ...pair(500, 30, 7) },
    ],
    pair(1000, 10),
    meta,
  );
  expect(table).toMatch(
    /\| activity search \| large \| 10\.0 \| 20\.0 \| 500 \| 0\.50 \| 30\.0 \| 3\.00 \| 0 \/ 0 \| meets/,
  );
  expect(table).toContain(
    '| hotel search | **TODO** | – | – | – | – | – | – | – | not run: GET /x answered HTTP 404 |',
  );
  expect(table).toContain('| 7 / 0 | **errors**: HTTP 429×7 |');
});

test('timeouts count as errors even when every answer was 2xx', () => {
  const slow = pair(500, 30);
  slow.at100 = { ...slow.at100, errors: 4 };
  expect(compareToBare({ ...slow, read: true }, pair(1000, 10)).verdict).toBe('errors');
  const meta = { date: 'd', machine: 'm', connections: 100, p95Connections: 10, durationSec: 10, postgres: '15' };
  expect(
    formatApiTable([{ id: 's', label: 'slow', read: true, dataSet: 'x', ...slow }], pair(1000, 10), meta),
  ).toContain('| 0 / 4 | **errors**: 4 timeouts or socket errors |');
});

test('only the marked section of the README is replaced', () => {
  const md = 'intro\n<!-- bench:api:start -->\nold\n<!-- bench:api:end -->\nrest';
  expect(replaceSection(md, 'api', 'new')).toBe('intro\n<!-- bench:api:start -->\nnew\n<!-- bench:api:end -->\nrest');
  expect(() => replaceSection(md, 'web', 'x')).toThrow('no <!-- bench:web:start -->');
});

test("a data set's requests replace the defaults of its endpoints only", () => {
  const next = withOverrides(ENDPOINTS, { 'hotel-search': { variants: [{ path: '/api/v1/hotels/search?dest=jbr' }] } });
  expect(next.find((e) => e.id === 'hotel-search')?.request.variants).toEqual([
    { path: '/api/v1/hotels/search?dest=jbr' },
  ]);
  expect(next.find((e) => e.id === 'hotel-search')?.request.method).toBe('GET');
  expect(next.find((e) => e.id === 'feed')).toBe(ENDPOINTS.find((e) => e.id === 'feed'));
});

test('adapter output is the JSON of its last line', () => {
  expect(parseAdapterOutput('loading…\n{"ok":true,"database":"d"}\n')).toEqual({ ok: true, database: 'd' });
  expect(() => parseAdapterOutput('loading…\ndone')).toThrow('no JSON result');
});

test('stays in default requests are dated from today', () => {
  expect(expandDates('checkin={in:14}&checkout={in:17}', new Date('2026-01-01T12:00:00Z'))).toBe(
    'checkin=2026-01-15&checkout=2026-01-18',
  );
});

test('every request gets another client address, from a private range', () => {
  const next = clientIpRotation(3);
  const ips = [next(), next(), next(), next()];
  expect(new Set(ips.slice(0, 3)).size).toBe(3);
  expect(ips[3]).toBe(ips[0]);
  for (const ip of ips) expect(ip).toMatch(/^10\.\d+\.\d+\.\d+$/);
});

test('the endpoints of the issue are all benchmarked', () => {
  expect(ENDPOINTS.map((e) => e.id)).toEqual(
    expect.arrayContaining(['hotel-search', 'activity-search', 'feed', 'notifications', 'sign-in']),
  );
  for (const e of ENDPOINTS) expect(e.request.variants.length).toBeGreaterThan(0);
});

test('Lighthouse runs are combined per page as the median score, with the lowest and highest', () => {
  const run = (performance: number, feed: number) => ({
    missing: false,
    pages: [
      { path: '/activities', scores: { performance, accessibility: 100 } },
      { path: '/feed', scores: { performance: feed, accessibility: 100 } },
    ],
  });
  const combined = medianLighthouse([run(94, 99), run(99, 88), run(95, 93)]);
  expect(combined.runs).toBe(3);
  expect(combined.pages[0]).toEqual({
    path: '/activities',
    scores: { performance: 95, accessibility: 100 },
    range: { performance: [94, 99], accessibility: [100, 100] },
  });
  expect(combined.pages[1]!.scores.performance).toBe(93);
  expect(medianLighthouse([run(90, 90), run(97, 96)]).pages[0]!.scores.performance).toBe(94); // even count: mean of the middle two
  expect(medianLighthouse([run(90, 90), { missing: true, pages: [] }]).missing).toBe(true);
});
