import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  blockApp,
  expectNoFrameForMemberInOtherLanguage,
  testPictureLandsOnFrame,
  VIEWPORTS,
  type Member,
  watchLayoutShift,
  expectNoLayoutShift,
  collectErrors,
  apiRequests,
} from './support/first-frame';
import { setPreferences, signInByApi, type Lang } from './support/shell';
import { signUpByApi } from './support/sign-up';

// /wishlist's first frame (mfe-activities/src/frame/wishlist.ts): a member's first saved activities are painted from
// the api's answer before the app loads, and the page's own first card lands exactly on the frame's. The frame is the
// page's own markup (mfe-activities/src/frame-template.tsx renders wishlist-layout.tsx and the activity card). A new
// member per language (who saved it and a theme: the frame paints only a page that starts as the visit does), with three
// saved activities, so no other journey changes what they see.

const PASSWORD = 'Saved-for-later-2026';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const MEMBERS: Record<Lang, Member> = {
  en: { email: `wishlist-en.${run}@example.com`, password: PASSWORD, theme: 'light' },
  ar: { email: `wishlist-ar.${run}@example.com`, password: PASSWORD, theme: 'dark' },
};
const EMPTY: Member = { email: `wishlist-empty.${run}@example.com`, password: PASSWORD, theme: 'light' };
const FRAME = '[data-jad-frame-page="wishlist"]';

/**
 * Signs a new member up (in `request`'s context), saves their language and theme, and the top-rated activities to
 * their wishlist.
 */
async function memberWithWishlist(request: APIRequestContext, member: Member, lang: Lang, saved: number) {
  const { csrfToken } = await signUpByApi(request, {
    email: member.email,
    password: member.password,
    first_name: 'Wish',
    last_name: 'Lister',
  });
  const headers = { 'x-csrf-token': csrfToken };
  const prefs = await request.put('/api/v1/users/preferences', {
    headers,
    data: { language: lang, is_dark_mode: member.theme === 'dark' },
  });
  expect(prefs.status(), await prefs.text()).toBe(200);
  if (saved === 0) return;
  const list = await request.post('/api/v1/activities/fetch-all', { headers, data: { sort: 'rating', limit: saved } });
  expect(list.status(), await list.text()).toBe(200);
  const { rows } = (await list.json()) as { rows: { activity_id: string }[] };
  for (const a of rows) {
    const res = await request.post('/api/v1/wishlist', { headers, data: { acid: a.activity_id } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

// Once per worker, before its first test: the members the tests sign in as.
let members: Promise<void> | undefined;
test.beforeEach(async ({ playwright, baseURL }) => {
  members ??= (async () => {
    for (const [member, lang, saved] of [
      [MEMBERS.en, 'en', 3],
      [MEMBERS.ar, 'ar', 3],
      [EMPTY, 'en', 0],
    ] as const) {
      const request = await playwright.request.newContext({ baseURL });
      await memberWithWishlist(request, member, lang, saved);
      await request.dispose();
    }
  })();
  await members;
});

testPictureLandsOnFrame(
  '/wishlist',
  { frame: `${FRAME} [data-jf="activity-card"] img`, page: '[data-testid="activity-card"] img' },
  250,
  MEMBERS,
);

test('/wishlist paints no frame for a visitor, and asks for no wishlist', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await blockApp(context);
  const page = await context.newPage();
  const wishlistAsked: string[] = [];
  page.on('request', (request) => request.url().includes('/api/v1/wishlist') && wishlistAsked.push(request.url()));
  const asked = page.waitForResponse('**/api/v1/auth/session');
  await page.goto('/wishlist');
  await asked;
  await page.waitForLoadState('networkidle');
  expect(wishlistAsked).toEqual([]);
  await expect(page.locator('#jad-frame')).toBeVisible();
  await expect(page.locator('[data-jad-frame-page]')).toHaveCount(0);
  await context.close();
});

test("/wishlist's frame is the member's page filled with the api's answer: their count, saved hearts, no marker left", async ({
  browser,
  baseURL,
}) => {
  for (const [lang, viewport] of [
    ['en', VIEWPORTS.desktop],
    ['ar', VIEWPORTS.phone],
  ] as const) {
    const member = MEMBERS[lang];
    const context = await browser.newContext({ viewport });
    await setPreferences(context, baseURL as string, { lang, theme: member.theme });
    await blockApp(context);
    const page = await context.newPage();
    await signInByApi(page, member);
    await page.goto('/wishlist');
    const frame = page.locator(FRAME);
    const cards = frame.locator('[data-jf="activity-card"]');
    await expect(cards.first()).toBeVisible();
    // The first screen's cards: all three on a wide screen, two on a phone.
    await expect(cards).toHaveCount(lang === 'en' ? 3 : 2);
    await expect(frame.locator('[data-slot="count"]')).toHaveText(
      lang === 'en' ? '3 saved activities' : /أنشطة محفوظة/,
    );
    await expect(cards.first().locator('a')).toHaveAttribute('href', /^\/activity-detail\?acid=[\w-]+$/);
    await expect(cards.first().locator('h3')).not.toBeEmpty();
    await expect(cards.first().locator('[data-jf="wishlist-toggle"]')).toHaveAttribute('aria-pressed', 'true');
    // The first picture is asked for first, at once; the others after it.
    await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(cards.first().locator('img')).toHaveAttribute('loading', 'eager');
    await expect(frame.locator('img[fetchpriority="high"]')).toHaveCount(1);
    expect(await frame.innerHTML()).not.toContain('⟦');
    if (lang === 'ar') expect(await frame.innerText()).not.toMatch(/[A-Za-z]{4,}/);
    await context.close();
  }
});

test("/wishlist paints no frame for a member whose saved language is not the visit's (the page will switch to it)", async ({
  browser,
  baseURL,
}) => {
  await expectNoFrameForMemberInOtherLanguage(browser, baseURL as string, '/wishlist');
});

test("the page takes the frame's answers: one session and one wishlist request in all, no layout shift", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light' });
  const page = await context.newPage();
  await signInByApi(page, MEMBERS.en);
  const asked = apiRequests(page, ['/api/v1/auth/session', '/api/v1/wishlist/fetch-all']);
  const errors = collectErrors(page);
  await watchLayoutShift(page);
  await page.goto('/wishlist');
  await expect(page.getByTestId('activity-card')).toHaveCount(3);
  await expect(page.locator('.jf-page')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(asked.sort()).toEqual(['/api/v1/auth/session', '/api/v1/wishlist/fetch-all']);
  await expectNoLayoutShift(page);
  expect(errors).toEqual([]);
  await context.close();
});

test("an empty wishlist: the frame paints the page's empty state, and the page takes its place", async ({
  browser,
  baseURL,
}) => {
  for (const frameOnly of [true, false]) {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light' });
    if (frameOnly) await blockApp(context);
    const page = await context.newPage();
    await signInByApi(page, EMPTY);
    await page.goto('/wishlist');
    if (frameOnly) {
      const frame = page.locator(FRAME);
      await expect(frame.locator('[data-jf="wishlist-empty"]')).toContainText('Your wishlist is empty');
      await expect(frame.locator('[data-slot="count"]')).toHaveText('0 saved activities');
    } else {
      await expect(page.getByTestId('wishlist-empty')).toBeVisible();
      await expect(page.locator('.jf-page')).toHaveCount(0);
    }
    await context.close();
  }
});
