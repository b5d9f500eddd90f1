import { expect, test } from '@playwright/test';
import { expectSameBox, firstPicture, VIEWPORTS } from './support/first-frame';

// /activities' first frame (mfe-activities/src/frame): the first card's picture is painted from the api's answer
// before the app loads, and the page's own first card lands exactly on it.
const FRAME_PICTURE = '[data-jad-frame-page="activities"] .jf-act-grid img';
const PAGE_PICTURE = '[data-testid="activity-card"] img';

for (const lang of ['en', 'ar'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`/activities: the page's first picture lands on the frame's (${lang}, ${device})`, async ({ browser, baseURL }) => {
      const visit = { path: '/activities', viewport, lang };
      const frame = await firstPicture(browser, baseURL as string, visit, FRAME_PICTURE, true);
      const page = await firstPicture(browser, baseURL as string, visit, PAGE_PICTURE, false);
      expect(frame.width).toBeGreaterThan(200);
      expectSameBox(page, frame);
    });
  }
}

test('/activities with filters in the address paints no frame (the page brings its own heading)', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.route(/\/(main|entry-[\w-]+\.[0-9a-f]+)\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${baseURL}/activities?sort=price_asc`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#jad-frame')).toBeVisible();
  await expect(page.locator('[data-jad-frame-page]')).toHaveCount(0);
  await context.close();
});
