// One measured load run with autocannon. autocannon reports p97.5 but not p95, so every answer's latency
// is recorded here and the percentiles are computed from all of them.
import autocannon from 'autocannon';
import { clientIpRotation, summarize } from './bench-lib.mjs';

/**
 * @param {{ url: string, method: string, headers?: Record<string,string>,
 *   variants: { path: string, body?: string, headers?: Record<string,string> }[], connections: number, durationSec: number,
 *   amount?: number, rotateClientIp?: boolean }} options  `variants` are sent in turn. With `amount`, the run
 *   sends that many requests and waits for every answer instead of stopping after `durationSec`: for slow
 *   writes (sign-in) whose answers would otherwise still be queued when a timed run ends.
 */
export async function measure(options) {
  const { url, method, headers = {}, variants, connections, durationSec, amount, rotateClientIp } = options;
  const nextIp = clientIpRotation();
  let turn = 0;
  const latencies = [];
  const statuses = {};
  const first = variants[0];
  const request = {
    method,
    path: first.path,
    headers: { ...headers, ...first.headers, ...(first.body ? { 'content-type': 'application/json' } : {}) },
    body: first.body,
    setupRequest: (req) => {
      const v = variants[turn++ % variants.length];
      // Each variant may act as another user (its own Authorization header).
      const next = { ...req, path: v.path, body: v.body, headers: { ...req.headers, ...v.headers } };
      return rotateClientIp ? { ...next, headers: { ...next.headers, 'x-forwarded-for': nextIp() } } : next;
    },
  };

  const started = performance.now();
  const instance = autocannon({
    url,
    connections,
    requests: [request],
    ...(amount ? { amount, timeout: 120 } : { duration: durationSec, timeout: 10 }),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  const elapsedSec = (performance.now() - started) / 1000;
  return summarize({ latencies, durationSec: elapsedSec, statuses, errors: result.errors + result.timeouts });
}

/** A short run whose numbers are thrown away: JIT, connection pools and caches warm up. */
export async function warmUp(options, seconds = 2) {
  await measure({ ...options, durationSec: seconds, ...(options.amount ? { amount: 20, connections: 10 } : {}) });
}
