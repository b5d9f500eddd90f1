import { expect, test } from '@playwright/test';
import {
  blockApp,
  expectNoFrame,
  expectNoFrameForMemberInOtherLanguage,
  expectSameBox,
  firstPicture,
  testPictureLandsOnFrame,
  VIEWPORTS,
  watchLayoutShift,
  expectNoLayoutShift,
  collectErrors,
  apiRequests,
} from './support/first-frame';
import { DEMO_USER, setPreferences, signInByApi } from './support/shell';

// /post's first frame (mfe-social/src/frame/post.ts): the post (its photo, the page's largest paint) and the top of
// its comments are painted from the api's answer before the app loads, and the page's own photo lands exactly on the
// frame's. The frame is the page's own markup (mfe-social/src/frame-template.tsx renders post-page): the app's
// scripts are blocked to see it alone. A visitor's page, and a member's that starts as the visit does.

interface Post {
  post_id: string;
  media: { is_image: boolean }[];
}

/** The address of the first post of the visitor's feed whose first media is a photo. */
async function photoPostPath(baseURL: string): Promise<string> {
  const res = await fetch(new URL('/api/v1/posts/fetch-all', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tab: 'for_you', limit: 20 }),
  });
  expect(res.ok).toBe(true);
  const { rows } = (await res.json()) as { rows: Post[] };
  const post = rows.find((p) => p.media[0]?.is_image);
  if (!post) throw new Error('no post with a photo in the feed');
  return `/post?post_id=${encodeURIComponent(post.post_id)}`;
}

const FRAME = '[data-jad-frame-page="post"]';
const FRAME_PHOTO = `${FRAME} article [role="group"] img`;
// The carousel's picture, not the author's avatar.
const PAGE_PHOTO = 'main#main article [role="group"] img';

for (const [lang, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`/post: a visitor's frame shows the post, and the page's photo lands on the frame's (${lang}, ${device})`, async ({
      browser,
      baseURL,
    }) => {
      const visit = { path: await photoPostPath(baseURL as string), viewport, lang, theme };
      const frame = await firstPicture(browser, baseURL as string, visit, FRAME_PHOTO, true);
      const page = await firstPicture(browser, baseURL as string, visit, PAGE_PHOTO, false);
      expect(frame.width).toBeGreaterThan(300);
      expectSameBox(page, frame);
    });
  }
}

// A member's page, each language by a member who saved it (sara: English, light; layla: Arabic, dark).
testPictureLandsOnFrame(
  { name: "/post (a member's)", address: photoPostPath },
  { frame: FRAME_PHOTO, page: PAGE_PHOTO },
  300,
  {
    en: { ...DEMO_USER, theme: 'light' },
    ar: { email: 'layla@example.com', password: DEMO_USER.password, theme: 'dark' },
  },
);

test("/post's frame alone: the post's photo first, its counts in the visit's language, no marker left, no error", async ({
  browser,
  baseURL,
}) => {
  const path = await photoPostPath(baseURL as string);
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
    await page.goto(path);
    const frame = page.locator(FRAME);
    const photo = frame.locator('article [role="group"] img').first();
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(frame.locator('article a[href^="/profile/"]').first()).toHaveAttribute('href', /^\/profile\/[^⟦]+$/);
    // The comments' tab with the post's count, and a visitor's sign-in button under the placeholders.
    const tab = frame.locator('#tab-comments');
    await expect(tab).toContainText(lang === 'ar' ? /التعليق/ : /Comment/);
    await expect(tab).toContainText(/\d/);
    await expect(frame.locator('[role="tabpanel"] button')).toHaveCount(1);
    if (lang === 'ar')
      expect(await frame.locator('[data-slot="likes"], [role="tablist"]').allInnerTexts()).not.toContainEqual(
        expect.stringMatching(/[A-Za-z]{3,}/),
      );
    expect(await frame.innerHTML()).not.toContain('⟦');
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("/post: below the photo too, the page's comments tab lands on the frame's (ar, phone)", async ({
  browser,
  baseURL,
}) => {
  const path = await photoPostPath(baseURL as string);
  const tabBox = async (frameOnly: boolean) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await setPreferences(context, baseURL as string, { lang: 'ar', theme: 'dark' });
    if (frameOnly) await blockApp(context);
    const page = await context.newPage();
    await page.goto(path);
    const tab = page.locator(frameOnly ? `${FRAME} #tab-comments` : 'main#main #tab-comments');
    await expect(tab).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (!frameOnly) await expect(page.locator('.jf-page')).toHaveCount(0);
    const box = await tab.boundingBox();
    await context.close();
    return box;
  };
  const frame = await tabBox(true);
  const page = await tabBox(false);
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(page?.[key], key).toBeCloseTo(frame?.[key] ?? -1, 0);
});

test('/post: the page replaces the frame without a layout shift or a console error', async ({ browser, baseURL }) => {
  const path = await photoPostPath(baseURL as string);
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await watchLayoutShift(page);
  await page.goto(path);
  await expect(page.locator(PAGE_PHOTO).first()).toBeVisible();
  await expect(page.locator('.jf-page')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoLayoutShift(page);
  expect(errors).toEqual([]);
  await context.close();
});

test("the page takes the frame's answers: one session and one post request in all", async ({ browser, baseURL }) => {
  const path = await photoPostPath(baseURL as string);
  for (const member of [false, true]) {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    if (member) await signInByApi(page);
    const asked = apiRequests(page, ['/api/v1/auth/session', '/api/v1/posts/fetch']);
    await page.goto(path);
    await expect(page.locator(PAGE_PHOTO).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.sort()).toEqual(['/api/v1/auth/session', '/api/v1/posts/fetch']);
    await context.close();
  }
});

test('/post paints no frame for a missing id, nor when the address asks for the comments', async ({
  browser,
  baseURL,
}) => {
  const path = await photoPostPath(baseURL as string);
  for (const address of ['/post', `${path}#comments`]) await expectNoFrame(browser, address);
});

test('/post paints no frame for an unknown id', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await blockApp(context);
  const page = await context.newPage();
  // The api's refusal (400, no-store) is left unread by the frame: Chromium never counts it finished, so the network
  // is never idle (expectNoFrame); the answer itself is what to wait for.
  const refused = page.waitForResponse('**/api/v1/posts/fetch');
  await page.goto('/post?post_id=not-an-id');
  expect((await refused).status()).toBe(400);
  await expect(page.locator('#jad-frame')).toBeVisible();
  await expect(page.locator('[data-jad-frame-page]')).toHaveCount(0);
  await context.close();
});

test("a member's frame: their comment box, not the sign-in button (sent with their CSRF token)", async ({
  browser,
  baseURL,
}) => {
  const path = await photoPostPath(baseURL as string);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light' });
  await blockApp(context);
  const page = await context.newPage();
  await signInByApi(page, DEMO_USER);
  const refused: string[] = [];
  page.on('response', (r) => r.status() === 403 && refused.push(r.url()));
  await page.goto(path);
  await expect(page.locator(FRAME_PHOTO).first()).toBeVisible();
  await expect(page.locator(`${FRAME} [role="tabpanel"] button`)).toHaveCount(0);
  expect(refused).toEqual([]);
  await context.close();
});

test("/post paints no frame for a member whose saved language is not the visit's", async ({ browser, baseURL }) => {
  await expectNoFrameForMemberInOtherLanguage(browser, baseURL as string, await photoPostPath(baseURL as string));
});
