import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { acceptCookieNotice, setPreferences, type Lang, type Theme } from './support/shell';

// Issue 2 item 8: screenshots of / in en and ar, light and dark, desktop and mobile, kept as test artefacts.
const outDir = path.resolve(__dirname, '../../reports/screenshots');
const DEVICES = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

// Each test scrolls the whole home page and waits for its images: slow on a busy 2-core runner.
test.describe.configure({ timeout: 120_000 });

for (const lang of ['en', 'ar'] as Lang[]) {
  for (const theme of ['light', 'dark'] as Theme[]) {
    for (const [device, viewport] of Object.entries(DEVICES)) {
      test(`/ in ${lang}, ${theme}, ${device}`, async ({ browser, baseURL }, testInfo) => {
        const context = await browser.newContext({ viewport });
        await setPreferences(context, baseURL as string, { lang, theme });
        await acceptCookieNotice(context);
        const page = await context.newPage();
        await page.goto('/', { waitUntil: 'networkidle' });
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        fs.mkdirSync(outDir, { recursive: true });
        const name = `home-${lang}-${theme}-${device}`;
        // The first screen as a visitor sees it, then the whole page once the home sections have loaded.
        const first = path.join(outDir, `${name}.png`);
        await page.screenshot({ path: first });
        for (let y = 0; y < 6; y++) {
          await page.mouse.wheel(0, viewport.height);
          await page.waitForTimeout(150);
        }
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500); // the sections' images and skeletons settle
        // Back to the top, so the sticky bar is drawn where it belongs in the full-page image.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(300);
        // The page never scrolls sideways: whatever a section holds, it fits the viewport.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        const full = path.join(outDir, `${name}-full.png`);
        await page.screenshot({ path: full, fullPage: true });
        await testInfo.attach(name, { path: first, contentType: 'image/png' });
        await testInfo.attach(`${name}-full`, { path: full, contentType: 'image/png' });
        await context.close();
      });
    }
  }
}
