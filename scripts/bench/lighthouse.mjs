#!/usr/bin/env node
// Lighthouse (the npm package) driving Debian's Chromium: mobile performance, accessibility and best
// practices per page. Without the package this reports `missing` instead of failing.
//   node scripts/bench/lighthouse.mjs --url http://127.0.0.1:8180 [--path / --path /feed …] [--runs 2] [--save DIR] [--details]
//   node scripts/bench/lighthouse.mjs --url … --signed-in [--path /plans --path /plan …]   # as the demo member (default: every signed-in page; /plan, /hotel … get the bench's query)
//   node scripts/bench/lighthouse.mjs --url … --devtools-throttling   # the CPU and network slowed in the browser, the metrics observed
// By default Lighthouse loads the page unthrottled and simulates the phone (Lantern): its blocking time counts the
// tasks after its simulated first paint, so a build whose first paint it places earlier has more of the same start-up
// work counted. --devtools-throttling measures what the slowed browser did (slower, and noisier from run to run).
// Prints the scores and each metric (value and score) per page and run; --details adds the opportunities and
// diagnostics that cost points and the LCP element; --save keeps each run's full report (JSON) in DIR.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium as playwright } from 'playwright-core';
import { signIn, signedInPages } from './signed-in.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** The metrics the performance score is made of (Lighthouse 12 weights: TBT 30, LCP 25, CLS 25, FCP 10, SI 10). */
export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

/** Per metric: its value (ms, CLS unitless) and its own score, so a report says where the points go. */
function metricsOf(lhr) {
  return Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => {
      const audit = lhr.audits[id];
      return [name, { value: audit?.numericValue ?? NaN, score: Math.round((audit?.score ?? NaN) * 100) }];
    }),
  );
}

/** The opportunities and diagnostics that cost something, biggest saving first, plus the LCP element. */
function findingsOf(lhr) {
  const findings = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) &&
        !Object.values(METRICS).includes(a.id),
    )
    .map((a) => ({
      id: a.id,
      savingsMs: Math.round(a.details?.overallSavingsMs ?? a.metricSavings?.LCP ?? 0),
      display: a.displayValue ?? '',
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs);
  const lcpItem = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    findings,
    lcpElement: lcpItem ? `${lcpItem.nodeLabel ?? ''} (${lcpItem.selector ?? ''})`.slice(0, 160) : null,
    kbBeforeLcp: kbBeforeLcp(lhr),
  };
}

/**
 * What was downloaded before the largest paint (KB on the wire, requests started before the observed LCP): Lantern
 * simulates the LCP from these requests on slow 4G, so it says what the code costs that page whatever the CPU's load.
 */
function kbBeforeLcp(lhr) {
  const lcpAt = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  if (typeof lcpAt !== 'number') return null;
  const bytes = requests
    .filter((r) => r.networkRequestTime < lcpAt && r.transferSize > 0)
    .reduce((sum, r) => sum + r.transferSize, 0);
  return Math.round(bytes / 1024);
}

/** Loads the package if it is installed. */
export async function loadLighthouse() {
  try {
    return (await import('lighthouse')).default;
  } catch {
    return null;
  }
}

/** Starts Chromium with a DevTools port for Lighthouse to drive; resolves once the port is known. */
export async function startChromium(executable) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'jad-lighthouse-'));
  const child = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: Debian's /usr/bin/chromium is a shell script, and closing must end the browser under it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${text}`)), 20_000);
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${text}`)));
  });
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      // Chromium's helpers may still be writing to the profile a moment after it exits.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/**
 * Puts a signed-in member's session in the browser profile before the runs: the session cookie, set through the
 * DevTools protocol (Lighthouse clears caches and service workers between runs, not cookies), and the cookie notice
 * accepted (a member who signed in on this browser has answered it; localStorage is not cleared either), so the
 * page's largest paint is the page's own.
 */
async function enterSession(port, baseUrl, cookies) {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.addCookies(cookies.map((c) => ({ ...c, url: new URL('/', baseUrl).href })));
    const page = await context.newPage();
    await page.goto(new URL('/api/v1/health', baseUrl).href);
    await page.evaluate(() => window.localStorage.setItem('jad_cookies_accepted', 'true'));
    await page.close();
  } finally {
    // Disconnects; the browser (started by startChromium) stays up for Lighthouse.
    await browser.close();
  }
}

/**
 * Scores (0–100) per page, or `{ missing: true }` when the lighthouse package is not installed.
 * Lighthouse's default settings are the mobile ones (emulated phone, simulated slow 4G and CPU slowdown).
 */
export async function runLighthouse(
  baseUrl,
  paths,
  { chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', saveDir, cookies, devtoolsThrottling = false } = {},
) {
  const lighthouse = await loadLighthouse();
  if (!lighthouse) return { missing: true, pages: [] };
  const browser = await startChromium(chromium);
  const pages = [];
  try {
    if (cookies) await enterSession(browser.port, baseUrl, cookies);
    for (const p of paths) {
      const url = new URL(p, baseUrl).href;
      // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP on a busy machine) is recorded again, twice at most.
      let result;
      for (let attempt = 1; attempt <= 3; attempt++) {
        result = await lighthouse(url, {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          formFactor: 'mobile',
          ...(devtoolsThrottling ? { throttlingMethod: 'devtools' } : {}),
        });
        if (!result?.lhr.runtimeError) break;
        console.error(`[lighthouse] ${p}: ${result.lhr.runtimeError.code}${attempt < 3 ? ', again' : ''}`);
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((result?.lhr.categories[c]?.score ?? NaN) * 100)]),
      );
      const failing = Object.values(result?.lhr.audits ?? {})
        .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
        .map((a) => a.id);
      const lhr = result?.lhr ?? { audits: {} };
      if (saveDir) {
        fs.mkdirSync(saveDir, { recursive: true });
        fs.writeFileSync(
          path.join(saveDir, `${p === '/' ? 'home' : p.replace(/\W+/g, '_').replace(/^_/, '')}.json`),
          JSON.stringify(lhr),
        );
      }
      pages.push({ path: p, scores, metrics: metricsOf(lhr), ...findingsOf(lhr), failing: failing.slice(0, 12) });
    }
  } finally {
    await browser.close();
  }
  return { missing: false, pages };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const values = (name) => args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));
  const base = values('url')[0] ?? 'http://127.0.0.1:8180';
  const runs = Number(values('runs')[0] ?? 1);
  const save = values('save')[0];
  const session = args.includes('--signed-in') ? await signIn(base) : null;
  const pages = session ? await signedInPages(session.api) : [];
  // Signed in, `--path /plan` is the bench's plan page (its query filled in: pid, acid, hid, post_id).
  const withQuery = (p) => pages.find((page) => page.path.split('?')[0] === p)?.path ?? p;
  const paths = values('path').length
    ? values('path').map(withQuery)
    : session
      ? pages.map((p) => p.path)
      : ['/', '/activities', '/feed', '/hotels'];
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (let run = 1; run <= runs; run++) {
    const report = await runLighthouse(base, paths, {
      saveDir: save && path.join(save, `run${run}`),
      cookies: session?.cookies,
      devtoolsThrottling: args.includes('--devtools-throttling'),
    });
    if (report.missing) {
      console.error(
        'lighthouse is not installed: add "lighthouse": "~12.8.2" to the root devDependencies (see scripts/bench/README.md)',
      );
      process.exitCode = 1;
      break;
    }
    for (const page of report.pages) {
      const metrics = Object.entries(page.metrics)
        .map(
          ([name, m]) =>
            `${name} ${name === 'CLS' ? m.value.toFixed(3) : `${(m.value / 1000).toFixed(2)}s`} (${m.score})`,
        )
        .join(' · ');
      console.log(
        `run ${run} ${page.path}: ${CATEGORIES.map((c) => `${c} ${page.scores[c]}`).join(', ')} | ${metrics}`,
      );
      if (args.includes('--details')) {
        console.log(`  LCP element: ${page.lcpElement}; ${page.kbBeforeLcp} KB downloaded before it`);
        for (const f of page.findings.slice(0, 10))
          console.log(`  - ${f.id}${f.savingsMs ? ` (~${f.savingsMs} ms)` : ''} ${f.display}`);
      }
    }
    console.log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  }
}
