// Where a page's blocking time comes from: loads it as Lighthouse's phone does (412×823, 4× CPU) and lists the main
// thread's long tasks (over 50 ms) until the page is quiet, each with its start and length, and their blocking sum.
// With --trace DIR it also writes a Chrome trace of each load (open it in DevTools' Performance panel); --scripts
// names what ran in each long frame (the Long Animation Frames API: the script, and what called it, such as a timer,
// a fetch's answer or React's scheduler); --slow4g slows the network as Lighthouse's phone (150 ms RTT, 1.6 Mbps),
// so the page's answers and chunks arrive apart, as they do on a phone.
//   node scripts/bench/long-tasks.mjs --url http://127.0.0.1:8080 --path /activities [--runs 3] [--signed-in] [--scripts] [--slow4g]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { option, phoneLoads } from './phone-load.mjs';
import { signIn } from './signed-in.mjs';

const url = option('url', 'http://127.0.0.1:8080');
const page = option('path', '/');
const runs = Number(option('runs', '3'));
const traceDir = option('trace', '');
const cookies = process.argv.includes('--signed-in') ? (await signIn(url)).cookies : [];
const showScripts = process.argv.includes('--scripts');
const slow4g = process.argv.includes('--slow4g');

// Long tasks from the first script on: the observer is in place before the page's own code runs.
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__longFrames.push({
        start: e.startTime,
        duration: e.duration,
        // Scripts over 5 ms: what called them, the file, the function.
        scripts: e.scripts
          .filter((s) => s.duration > 5)
          .map(
            (s) =>
              `${s.invoker} · ${(s.sourceURL || '').split('/').pop()} ${s.sourceFunctionName} ${Math.round(s.duration)} ms`,
          ),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

await phoneLoads(
  runs,
  async (tab, cdp, run, browser) => {
    if (slow4g) {
      // Lighthouse's mobileSlow4G as DevTools applies it: the request latency is its RTT × 3.75.
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1474.56 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
    }
    if (traceDir) {
      mkdirSync(traceDir, { recursive: true });
      const file = path.join(traceDir, `trace-${page.replace(/\W+/g, '_')}-${run}.json`);
      await browser.startTracing(tab, { path: file, screenshots: false });
    }
    await tab.goto(new URL(page, url).href, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(slow4g ? 3000 : 1500);
    if (traceDir) await browser.stopTracing();
    const { tasks, frames, lcp } = await tab.evaluate(async () => {
      const entries = await new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve([]), 500);
      });
      return { tasks: window.__longTasks, frames: window.__longFrames, lcp: entries.at(-1)?.startTime ?? null };
    });
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    const list = tasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' ');
    const shown = lcp ? Math.round(lcp) : '-';
    console.log(`${page} run ${run}: blocking ${Math.round(blocking)} ms, LCP ${shown} ms, tasks ${list}`);
    if (showScripts)
      for (const f of frames.filter((x) => x.duration > 50))
        console.log(
          `  frame ${Math.round(f.start)}+${Math.round(f.duration)}: ${f.scripts.join('; ') || '(no script)'}`,
        );
  },
  { cookies, host: new URL(url).hostname, init: observeLongTasks },
);
