// Pure parts of the benchmark harness (scripts/bench/run.mjs): the endpoints, the statistics, the tables.
// No import.meta here: jest loads this file as CommonJS.

/** Design §6 bars, as ratios to the bare Fastify route measured in the same run. */
export const BARS = { minThroughputRatio: 0.35, maxP95Ratio: 4 };

/**
 * The endpoints under load, with a default request against the demo data. A domain's large data set
 * (scripts/bench/adapters/) replaces the request with its own mix (`variants`, used in turn, so the
 * database sees varied queries rather than one cached plan). `auth: 'bench-user'` sends the harness
 * user's Bearer token; `rotateClientIp` gives every request another X-Forwarded-For so the per-address
 * rate limits do not turn the run into 429s.
 */
export const ENDPOINTS = [
  {
    id: 'hotel-search',
    domain: 'hotels',
    label: 'hotel search',
    scale: '10 000 hotels',
    read: true,
    request: {
      method: 'GET',
      variants: [{ path: '/api/v1/hotels/search?dest=dubai&checkin={in:14}&checkout={in:17}&rooms=2&limit=20' }],
    },
  },
  {
    id: 'activity-search',
    domain: 'activities',
    label: 'activity search',
    scale: '10 000 activities',
    read: true,
    request: {
      method: 'POST',
      variants: ['desert', 'marina', 'safari', 'burj', 'yacht'].map((name) => ({
        path: '/api/v1/search/activities',
        body: { name },
      })),
    },
  },
  {
    id: 'activity-list',
    domain: 'activities',
    label: 'activity list (filters, keyset)',
    scale: '10 000 activities',
    read: true,
    request: {
      method: 'POST',
      variants: [{ limit: 12 }, { limit: 12, sort: 'price_desc' }, { limit: 12, kid_friendly: true }].map((body) => ({
        path: '/api/v1/activities/fetch-all',
        body,
      })),
    },
  },
  {
    id: 'feed',
    domain: 'social',
    label: 'feed page',
    scale: '1 000 000 posts',
    read: true,
    request: {
      method: 'POST',
      auth: 'bench-user',
      variants: [{ path: '/api/v1/posts/fetch-all', body: { limit: 10 } }],
    },
  },
  {
    id: 'notifications',
    domain: 'social',
    label: 'notifications page',
    scale: 'a user with many notifications',
    read: true,
    request: {
      method: 'POST',
      auth: 'bench-user',
      variants: [{ path: '/api/v1/notifications/fetch-all', body: { limit: 15, page: 1, checkSeen: false } }],
    },
  },
  {
    id: 'sign-in',
    domain: 'accounts',
    label: 'sign-in (argon2id)',
    scale: 'one account',
    read: false,
    request: {
      method: 'POST',
      rotateClientIp: true,
      variants: [{ path: '/api/v1/users/sign-in', body: 'bench-user-credentials' }],
    },
    // Hashing is the point (argon2id): 100 clients queue for seconds, so count requests, not seconds.
    amount: { high: 300, low: 60 },
  },
];

/** `{in:14}` in a path: the date 14 days from today (UTC), so a default stay is always in the future. */
export function expandDates(text, today = new Date()) {
  return text.replace(/\{in:(\d+)\}/g, (_, days) =>
    new Date(today.getTime() + Number(days) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The file a domain may add to plug its large data set in without touching the harness (see README). */
export const datasetPath = (domain) => `api/bench/${domain}/dataset.ts`;

/** The q-quantile (0..1) of a list of numbers, nearest-rank. */
export function quantile(values, q) {
  if (!values.length) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Latency percentiles and throughput of one measured run (latencies in ms, one per 2xx answer). */
export function summarize({ latencies, durationSec, statuses, errors = 0 }) {
  const ok = Object.entries(statuses).reduce((n, [code, count]) => (code.startsWith('2') ? n + count : n), 0);
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    rps: ok / durationSec,
    requests: total,
    non2xx: total - ok,
    errors,
    statuses,
  };
}

/** The mean of several runs of the same thing (the bare route before and after the others). */
export function meanRuns(runs) {
  const mean = (pick) => runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  const side = (key) => ({
    p50: mean((r) => r[key].p50),
    p95: mean((r) => r[key].p95),
    rps: mean((r) => r[key].rps),
    requests: runs.reduce((n, r) => n + r[key].requests, 0),
    non2xx: runs.reduce((n, r) => n + r[key].non2xx, 0),
    errors: runs.reduce((n, r) => n + r[key].errors, 0),
    statuses: {},
  });
  return { at100: side('at100'), at10: side('at10') };
}

/**
 * Several Lighthouse runs of the same pages as one: per page and category the median score (Lighthouse's own advice
 * for a figure that moves from run to run, mostly by Total Blocking Time), with the lowest and highest beside it.
 * `reports`: what runLighthouse answered, one per run.
 */
export function medianLighthouse(reports) {
  if (!reports.length || reports.some((r) => r.missing)) return { missing: true, runs: 0, pages: [] };
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
  };
  const paths = reports[0].pages.map((p) => p.path);
  const pages = paths.map((path) => {
    const runs = reports.map((r) => r.pages.find((p) => p.path === path)).filter(Boolean);
    const scores = {};
    const range = {};
    for (const c of Object.keys(runs[0].scores)) {
      const valid = runs.map((r) => r.scores[c]).filter((v) => Number.isFinite(v));
      scores[c] = valid.length ? median(valid) : NaN;
      range[c] = valid.length ? [Math.min(...valid), Math.max(...valid)] : [NaN, NaN];
    }
    return { path, scores, range };
  });
  return { missing: false, runs: reports.length, pages };
}

/** Ratios to the bare route, and whether a read endpoint meets the design's bars. */
export function compareToBare(result, bare) {
  const throughputRatio = result.at100.rps / bare.at100.rps;
  const p95Ratio = result.at10.p95 / bare.at10.p95;
  const clean =
    result.at100.non2xx === 0 && result.at100.errors === 0 && result.at10.non2xx === 0 && result.at10.errors === 0;
  const meets = throughputRatio >= BARS.minThroughputRatio && p95Ratio <= BARS.maxP95Ratio;
  return { throughputRatio, p95Ratio, verdict: !clean ? 'errors' : !result.read ? 'n/a' : meets ? 'meets' : 'below' };
}

const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** The api table of the README. Rows: { id, label, scale, dataSet, read, at100, at10 } or { skipped: reason }. */
export function formatApiTable(rows, bare, meta) {
  const lines = [
    `Run ${meta.date} · ${meta.machine} · ${meta.connections} and ${meta.p95Connections} connections, ${meta.durationSec} s each · PostgreSQL ${meta.postgres}`,
    '',
    `| endpoint | data set | p50 ms @${meta.connections} | p95 ms @${meta.connections} | req/s @${meta.connections} | req/s ÷ bare | p95 ms @${meta.p95Connections} | p95 @${meta.p95Connections} ÷ bare | non-2xx / errors | design bar |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    `| bare Fastify route | constant JSON | ${fixed(bare.at100.p50)} | ${fixed(bare.at100.p95)} | ${fixed(bare.at100.rps, 0)} | 1.00 | ${fixed(bare.at10.p95)} | 1.00 | ${bare.at100.non2xx + bare.at10.non2xx} / ${bare.at100.errors + bare.at10.errors} | – |`,
  ];
  for (const row of rows) {
    if (row.skipped) {
      lines.push(`| ${row.label} | ${row.dataSet} | – | – | – | – | – | – | – | not run: ${row.skipped} |`);
      continue;
    }
    const c = compareToBare(row, bare);
    const non2xx = row.at100.non2xx + row.at10.non2xx;
    const errors = row.at100.errors + row.at10.errors;
    const failures = [
      ...Object.entries(row.at100.statuses)
        .filter(([k]) => !k.startsWith('2'))
        .map(([k, v]) => `HTTP ${k}×${v}`),
      ...(errors ? [`${errors} timeouts or socket errors`] : []),
    ].join(', ');
    const bar =
      c.verdict === 'meets'
        ? 'meets (≥ 35 %, ≤ 4×)'
        : c.verdict === 'below'
          ? '**below** (≥ 35 %, ≤ 4×)'
          : c.verdict === 'errors'
            ? `**errors**: ${failures}`
            : 'no bar (write)';
    lines.push(
      `| ${row.label} | ${row.dataSet} | ${fixed(row.at100.p50)} | ${fixed(row.at100.p95)} | ${fixed(row.at100.rps, 0)} | ${fixed(c.throughputRatio, 2)} | ${fixed(row.at10.p95)} | ${fixed(c.p95Ratio, 2)} | ${non2xx} / ${errors} | ${bar} |`,
    );
  }
  return lines.join('\n');
}

/** Replaces the text between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->`. */
export function replaceSection(markdown, name, content) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const a = markdown.indexOf(start);
  const b = markdown.indexOf(end);
  if (a < 0 || b < a) throw new Error(`README has no ${start} … ${end} section`);
  return `${markdown.slice(0, a + start.length)}\n${content}\n${markdown.slice(b)}`;
}

/** The last stdout line of an adapter: one JSON object (see scripts/bench/adapters/). */
export function parseAdapterOutput(stdout) {
  const last = stdout.trim().split('\n').pop() ?? '';
  if (!last.startsWith('{')) throw new Error(`the adapter printed no JSON result:\n${stdout.slice(-2000)}`);
  const parsed = JSON.parse(last);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('the adapter result is not an object');
  return parsed;
}

/** The endpoints with a data set's requests in place of the defaults. */
export function withOverrides(endpoints, overrides) {
  return endpoints.map((e) =>
    overrides[e.id] ? { ...e, request: { ...e.request, ...overrides[e.id] }, overridden: true } : e,
  );
}

/** A different client address per request (TEST-NET and private ranges only). */
export function clientIpRotation(size = 50_000) {
  let i = 0;
  return () => {
    i = (i + 1) % size;
    return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  };
}
