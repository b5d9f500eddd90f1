// Where a page's blocking time comes from: loads it as Lighthouse's phone does (412×823, 4× CPU) and lists the main
// thread's long tasks (over 50 ms) until the page is quiet, each with its start and length, and their blocking sum.
// With --trace DIR it also writes a Chrome trace of each load (open it in DevTools' Performance panel).
//   node scripts/bench/long-tasks.mjs --url http://127.0.0.1:8080 --path /activities [--runs 3] [--signed-in]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { signIn } from './signed-in.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const url = arg('url', 'http://127.0.0.1:8080');
const page = arg('path', '/');
const runs = Number(arg('runs', '3'));
const traceDir = arg('trace', '');
const signedIn = process.argv.includes('--signed-in');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const cookies = signedIn ? (await signIn(url)).cookies : [];
const { hostname } = new URL(url);

for (let run = 1; run <= runs; run++) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, domain: hostname, path: '/' })));
  // Long tasks from the first script on: the observer is in place before the page's own code runs.
  await context.addInitScript(() => {
    const w = window;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    await browser.startTracing(tab, {
      path: path.join(traceDir, `trace-${page.replace(/\W+/g, '_')}-${run}.json`),
      screenshots: false,
    });
  }
  await tab.goto(new URL(page, url).href, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(1500);
  if (traceDir) await browser.stopTracing();
  const { tasks, lcp } = await tab.evaluate(async () => {
    const entries = await new Promise((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => resolve([]), 500);
    });
    return { tasks: window.__longTasks, lcp: entries.at(-1)?.startTime ?? null };
  });
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  const list = tasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' ');
  console.log(
    `${page} run ${run}: blocking ${Math.round(blocking)} ms, LCP ${lcp ? Math.round(lcp) : '-'} ms, tasks ${list}`,
  );
  await context.close();
}
await browser.close();
