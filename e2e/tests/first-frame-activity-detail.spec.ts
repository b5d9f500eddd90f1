import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  blockApp,
  expectNoFrame,
  expectSameBox,
  firstPicture,
  VIEWPORTS,
  watchLayoutShift,
  expectNoLayoutShift,
  collectErrors,
  apiRequests,
} from './support/first-frame';
import { setPreferences, signInByApi, DEMO_USER } from './support/shell';

// /activity-detail's first frame (mfe-activities/src/frame/detail.ts): the activity's first screen (title, rating,
// the gallery's first picture, the ticket box) is painted from the api's answer before the app loads, and the page's
// own picture lands exactly on it. The frame is the page's own markup (mfe-activities/src/frame-template.tsx renders
// detail-layout.tsx): the app's scripts are blocked to see it alone.

interface Activity {
  activity_id: string;
  name_en: string;
  name_ar: string;
}

/** The demo's top-rated activity, as the list answers a visitor. */
async function demoActivity(request: APIRequestContext): Promise<Activity> {
  const res = await request.post('/api/v1/activities/fetch-all', { data: { sort: 'rating', limit: 1 } });
  expect(res.ok()).toBe(true);
  const { rows } = (await res.json()) as { rows: Activity[] };
  return rows[0] as Activity;
}

const detailPath = (a: Activity) => `/activity-detail?acid=${encodeURIComponent(a.activity_id)}`;
const FRAME = '[data-jad-frame-page="activity-detail"]';

for (const [lang, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`/activity-detail: the frame shows the activity, and the page's picture lands on the frame's (${lang}, ${device})`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const activity = await demoActivity(request);
      const visit = { path: detailPath(activity), viewport, lang, theme };
      const frame = await firstPicture(browser, baseURL as string, visit, `${FRAME} img[fetchpriority="high"]`, true);
      const page = await firstPicture(browser, baseURL as string, visit, 'section img[fetchpriority="high"]', false);
      expect(frame.width).toBeGreaterThan(300);
      expectSameBox(page, frame);
    });
  }
}

test("/activity-detail's frame alone: the activity's title, hero and prices in the visit's language, no marker left, no error", async ({
  browser,
  baseURL,
  request,
}) => {
  const activity = await demoActivity(request);
  for (const [lang, viewport] of [
    ['en', VIEWPORTS.desktop],
    ['ar', VIEWPORTS.phone],
  ] as const) {
    const context = await browser.newContext({ viewport });
    await setPreferences(context, baseURL as string, { lang, theme: lang === 'ar' ? 'dark' : 'light' });
    await blockApp(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && !/ERR_FAILED|net::/.test(m.text()) && errors.push(m.text()));
    await page.goto(detailPath(activity));
    const frame = page.locator(FRAME);
    await expect(frame.locator('h1')).toHaveText(lang === 'ar' ? activity.name_ar : activity.name_en);
    const hero = frame.locator('img[fetchpriority="high"]');
    await expect(hero).toBeVisible();
    expect(await hero.getAttribute('loading')).not.toBe('lazy');
    await expect(frame.locator('[data-slot="from"]')).toContainText(/\d/);
    expect(await frame.innerHTML()).not.toContain('⟦');
    if (lang === 'ar') expect(await frame.innerText()).not.toMatch(/[A-Za-z]{4,}/);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('/activity-detail: the page replaces the frame without a layout shift or a console error', async ({
  browser,
  baseURL,
  request,
}) => {
  const activity = await demoActivity(request);
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await watchLayoutShift(page);
  await page.goto(detailPath(activity));
  await expect(page.getByTestId('activity-title')).toBeVisible();
  await expect(page.locator('.jf-page')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoLayoutShift(page);
  expect(errors).toEqual([]);
  await context.close();
});

test('/activity-detail paints no frame for an unknown, broken or missing id', async ({ browser }) => {
  for (const path of ['/activity-detail?acid=not-an-id', '/activity-detail']) await expectNoFrame(browser, path);
});

test("the page takes the frame's answers: one session and one activity request in all", async ({
  browser,
  request,
}) => {
  const activity = await demoActivity(request);
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  const asked = apiRequests(page, ['/api/v1/auth/session', '/api/v1/activities/fetch']);
  await page.goto(detailPath(activity));
  await expect(page.getByTestId('activity-title')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.sort()).toEqual(['/api/v1/activities/fetch', '/api/v1/auth/session']);
  await context.close();
});

test('a member: the frame in their saved language (its read needs no CSRF token); none when the visit is in another', async ({
  browser,
  baseURL,
  request,
}) => {
  const activity = await demoActivity(request);
  for (const [lang, painted] of [
    ['en', true],
    ['ar', false],
  ] as const) {
    // sara saved English and the light theme.
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await setPreferences(context, baseURL as string, { lang, theme: 'light' });
    await blockApp(context);
    const page = await context.newPage();
    await signInByApi(page, DEMO_USER);
    const asked = page.waitForResponse('**/api/v1/auth/session');
    await page.goto(detailPath(activity));
    await asked;
    await page.waitForLoadState('networkidle');
    await expect(page.locator(FRAME)).toHaveCount(painted ? 1 : 0);
    if (painted) await expect(page.locator(`${FRAME} [data-slot="note"]`)).toHaveText(/pay on the next step/);
    await context.close();
  }
});
