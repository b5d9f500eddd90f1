// How much script a page runs while it loads, and where: V8's sampling profiler over loads as Lighthouse's phone
// (412×823, 4× CPU), the time per file and the hottest functions, averaged per load. Two builds compare better this
// way than by blocking time, which moves with how the same work falls into tasks.
//   node scripts/bench/script-time.mjs --url http://127.0.0.1:8080 --path /activities [--runs 4]
import { option, phoneLoads } from './phone-load.mjs';

const url = option('url', 'http://127.0.0.1:8080');
const page = option('path', '/');
const runs = Number(option('runs', '4'));

const byFile = new Map();
const byFunction = new Map();
const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
// The profiler's own entries for time outside script.
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

await phoneLoads(runs, async (tab, cdp) => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await tab.goto(new URL(page, url).href, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id);
    const us = profile.timeDeltas[i] ?? 0;
    if (NOT_SCRIPT.has(frame.functionName)) return add(byFile, frame.functionName, us);
    // Content hashes left out, so two builds' files line up.
    const file = (frame.url.split('/').pop() || '(native)').split('?')[0].replace(/\.[0-9a-f]{10}\.js$/, '.js');
    add(byFile, file, us);
    add(byFunction, `${file} ${frame.functionName || '(anonymous)'}:${frame.lineNumber}:${frame.columnNumber}`, us);
  });
});

const perLoad = (us) => Math.round(us / runs / 1000);
const script = [...byFile].filter(([k]) => !NOT_SCRIPT.has(k)).reduce((sum, [, us]) => sum + us, 0);
console.log(`${page}: ${perLoad(script)} ms of script per load (4× CPU, ${runs} loads)`);
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
for (const [file, us] of top(byFile, 15)) console.log(`  ${String(perLoad(us)).padStart(5)} ms  ${file}`);
console.log('hottest functions:');
for (const [fn, us] of top(byFunction, 15)) console.log(`  ${String(perLoad(us)).padStart(5)} ms  ${fn}`);
