import { expect, test } from '@playwright/test';
import {
  blockApp,
  expectNoFrameForMemberInOtherLanguage,
  testPictureLandsOnFrame,
  VIEWPORTS,
  apiRequests,
} from './support/first-frame';
import { DEMO_USER, signInByApi } from './support/shell';

// /plans' first frame (mfe-plans/src/frame): a member's first plan card, its cover, is painted from the api's answer
// before the app loads, and the page's own first card lands exactly on it. The frame is the page's own markup
// (mfe-plans/src/frame-template.tsx). Each language by a member who saved it (sara: English, light; layla: Arabic,
// dark): the frame paints only a page that starts as the visit does.
const MEMBERS = {
  en: { ...DEMO_USER, theme: 'light' },
  ar: { email: 'layla@example.com', password: DEMO_USER.password, theme: 'dark' },
} as const;

testPictureLandsOnFrame(
  '/plans',
  { frame: '[data-jad-frame-page="plans"] [data-jf="plan-card"] img', page: '[data-testid="plan-card"] img' },
  300,
  MEMBERS,
);

test('/plans paints no frame for a visitor, and asks for no plans', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await blockApp(context);
  const page = await context.newPage();
  const plansAsked: string[] = [];
  page.on('request', (request) => request.url().includes('/api/v1/plans/') && plansAsked.push(request.url()));
  const asked = page.waitForResponse('**/api/v1/auth/session');
  await page.goto('/plans');
  await asked;
  await page.waitForLoadState('networkidle');
  expect(plansAsked).toEqual([]);
  await expect(page.locator('#jad-frame')).toBeVisible();
  await expect(page.locator('[data-jad-frame-page]')).toHaveCount(0);
  await context.close();
});

test("/plans' frame is the member's page filled with the api's answer: no slot marker left, cards link to their plan", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await blockApp(context);
  const page = await context.newPage();
  await signInByApi(page);
  await page.goto('/plans');
  const frame = page.locator('[data-jad-frame-page="plans"]');
  const cards = frame.locator('[data-jf="plan-card"]');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().locator('a')).toHaveAttribute('href', /^\/plan\?pid=[\w-]+$/);
  await expect(cards.first().locator('h2')).not.toBeEmpty();
  // The first cover is asked for first, at once.
  await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(cards.first().locator('img')).toHaveAttribute('loading', 'eager');
  expect(await frame.innerHTML()).not.toContain('⟦');
  await context.close();
});

test("/plans paints no frame for a member whose saved language is not the visit's (the page will switch to it)", async ({
  browser,
  baseURL,
}) => {
  await expectNoFrameForMemberInOtherLanguage(browser, baseURL as string, '/plans');
});

test("the page takes the frame's answers: one session and one plans request in all", async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  await signInByApi(page);
  const asked = apiRequests(page, ['/api/v1/auth/session', '/api/v1/plans/fetch-all']);
  await page.goto('/plans');
  await expect(page.getByTestId('plan-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.sort()).toEqual(['/api/v1/auth/session', '/api/v1/plans/fetch-all']);
  await context.close();
});
