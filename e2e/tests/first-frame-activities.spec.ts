import { expect, test } from '@playwright/test';
import { blockApp, expectNoFrame, testPictureLandsOnFrame, VIEWPORTS } from './support/first-frame';
import { DEMO_USER, setPreferences, signInByApi } from './support/shell';

// /activities' first frame (mfe-activities/src/frame): the first card's picture is painted from the api's answer
// before the app loads, and the page's own first card lands exactly on it. The frame is the page's own markup
// (mfe-activities/src/frame-template.tsx) with its test ids renamed data-jf.
testPictureLandsOnFrame(
  '/activities',
  {
    frame: '[data-jad-frame-page="activities"] [data-jf="activity-card"] img',
    page: '[data-testid="activity-card"] img',
  },
  200,
);

test('/activities with filters in the address paints no frame (the page brings its own heading)', async ({
  browser,
}) => {
  await expectNoFrame(browser, '/activities?sort=price_asc');
});

test("/activities' frame is the page's markup filled with the api's answer: no slot marker left, cards link to their activity", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await blockApp(context);
  const page = await context.newPage();
  await page.goto(`${baseURL}/activities`);
  const frame = page.locator('[data-jad-frame-page="activities"]');
  const link = frame.locator('[data-jf="activity-card"] a').first();
  await expect(link).toHaveAttribute('href', /^\/activity-detail\?acid=[\w-]+$/);
  await expect(frame.locator('h3').first()).not.toBeEmpty();
  expect(await frame.innerHTML()).not.toContain('⟦');
  await context.close();
});

test("a member's /activities frame: painted in their saved language, its reads answered without a CSRF token (no 403)", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await blockApp(context);
  const page = await context.newPage();
  await signInByApi(page, DEMO_USER);
  // The visit in the member's saved language and theme (other specs may change sara's while this one runs).
  const { user } = (await (await page.request.get(`${baseURL}/api/v1/auth/session`)).json()) as {
    user: { language: string | null; is_dark_mode: boolean | null };
  };
  await setPreferences(context, baseURL as string, {
    lang: user.language === 'ar' ? 'ar' : 'en',
    theme: user.is_dark_mode ? 'dark' : 'light',
  });
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await page.goto(`${baseURL}/activities`);
  await expect(page.locator('[data-jad-frame-page="activities"] [data-jf="activity-card"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  await context.close();
});
