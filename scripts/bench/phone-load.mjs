// What long-tasks.mjs and script-time.mjs share: their command-line options, and loads of a page as Lighthouse's
// phone does (412×823, 4× CPU) in Debian's Chromium, each in a fresh context.
import { chromium } from 'playwright';

/** The value after `--name` on the command line, or the fallback. */
export function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}

/**
 * Runs `load(tab, cdp, run)` once per run, each in a new phone context at 4× CPU (`cookies` set in it first),
 * then closes the browser.
 */
export async function phoneLoads(runs, load, { cookies = [], host = '127.0.0.1', init } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, domain: host, path: '/' })));
      if (init) await context.addInitScript(init);
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await load(tab, cdp, run, browser);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
