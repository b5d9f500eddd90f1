import { expect, test } from '@playwright/test';
import { blockApp, testPictureLandsOnFrame, VIEWPORTS } from './support/first-frame';
import { signInByApi } from './support/shell';

// /feed's first frame (mfe-social/src/frame): the first post's photo is painted from the api's answer before the app
// loads, and the page's own first post lands exactly on it (a visitor's page: title, sign-in hint, then the posts).
// The frame is the page's own markup (mfe-social/src/frame-template.tsx).
const FRAME_PHOTO = '[data-jad-frame-page="feed"] article [role="group"] img';
// The carousel's pictures, not the author's avatar.
const PAGE_PHOTO = 'main#main article [role="group"] img';

testPictureLandsOnFrame('/feed', { frame: FRAME_PHOTO, page: PAGE_PHOTO }, 300);

test('/feed paints no frame for a member (their page has the composer, not the sign-in hint)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await blockApp(context);
  const page = await context.newPage();
  await signInByApi(page);
  // With the app blocked, only the frame asks: the session, and (a member's) no feed page, which without the CSRF
  // token the session gives would be refused with a 403.
  const feedAsked: string[] = [];
  page.on('request', (request) => request.url().includes('/api/v1/posts/fetch-all') && feedAsked.push(request.url()));
  const asked = page.waitForResponse('**/api/v1/auth/session');
  await page.goto('/feed');
  await asked;
  await page.waitForLoadState('networkidle');
  expect(feedAsked).toEqual([]);
  await expect(page.locator('#jad-frame')).toBeVisible();
  await expect(page.locator('[data-jad-frame-page]')).toHaveCount(0);
  await context.close();
});

test("/feed's frame is the page's markup filled with the api's answer: no slot marker left, posts link to themselves", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await blockApp(context);
  const page = await context.newPage();
  await page.goto('/feed');
  const frame = page.locator('[data-jad-frame-page="feed"]');
  await expect(frame.locator('article').first()).toBeVisible();
  await expect(frame.locator('article').first().locator('a[href*="#comments"]')).toHaveAttribute(
    'href',
    /^\/post\?post_id=[\w-]+#comments$/,
  );
  await expect(frame.locator('article').first().locator('a[href^="/profile/"]').first()).toHaveAttribute(
    'href',
    /^\/profile\/[^⟦]+$/,
  );
  expect(await frame.innerHTML()).not.toContain('⟦');
  // A phone has no sidebar.
  await expect(frame.locator('aside')).toHaveCount(0);
  await context.close();
});
