import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { bookStay, csrfOf, inDays } from './support/api';
import {
  blockApp,
  expectNoFrameForMemberInOtherLanguage,
  testPictureLandsOnFrame,
  VIEWPORTS,
  apiRequests,
} from './support/first-frame';
import { DEMO_USER, setPreferences, signInByApi } from './support/shell';

// /orders' first frame (mfe-hotels/src/frame/orders.ts): a member's first order cards, the first one's picture the
// largest paint, are painted from the api's answer before the app loads, and the page's own first card lands exactly
// on it. The frame is the page's own markup (mfe-hotels/src/frame-template.tsx renders MemberOrders and OrderCard).
// Each language by a member who saved it (sara: English, light; layla: Arabic, dark), each with a paid activity order
// and a paid hotel stay: the list mixes both kinds, and the frame paints each as the page does.
const MEMBERS = {
  en: { ...DEMO_USER, theme: 'light' },
  ar: { email: 'layla@example.com', password: DEMO_USER.password, theme: 'dark' },
} as const;

/** Tickets for two adults on `day`, the first activity bookable then; paid with the built-in gateway's test card. */
async function bookActivity(
  request: APIRequestContext,
  headers: Record<string, string>,
  { day = 9, pay = true }: { day?: number; pay?: boolean } = {},
): Promise<void> {
  // A member's reads are POSTs too: with the CSRF token.
  const res = await request.post('/api/v1/activities/fetch-all', { headers, data: { limit: 12 } });
  const activities = ((await res.json()) as { rows: { activity_id: string }[] }).rows;
  for (const { activity_id: acid } of activities) {
    const detail = (await (await request.post('/api/v1/activities/fetch', { headers, data: { acid } })).json()) as {
      branches?: { branch_id: string }[];
    };
    const order = await request.post('/api/v1/activities/orders', {
      headers,
      data: {
        acid,
        branch_id: detail.branches?.[0]?.branch_id,
        visit_date: inDays(day),
        tickets: { adult: 2, teen: 0, child: 0 },
        currency: 'AED',
        idempotency_key: `frame-orders-${Date.now()}-${acid}`,
      },
    });
    if (!order.ok()) continue; // not bookable that day: the next one
    const { order_id } = (await order.json()) as { order_id: string };
    if (!pay) return;
    const paid = await request.post('/api/v1/activities/orders/pay', {
      headers,
      data: { order_id, payment_method: 'pm_card_visa' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    return;
  }
  throw new Error('no demo activity could be booked');
}

/** A two-night stay from `day` (support/api.ts bookStay). */
const bookStayFrom = (request: APIRequestContext, email: string, day = 20) =>
  bookStay(request, inDays(day), inDays(day + 2), { email, firstName: 'Frame', lastName: 'Orders' });

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  for (const member of Object.values(MEMBERS)) {
    const request = await playwright.request.newContext({ baseURL });
    const signedIn = await request.post('/api/v1/users/sign-in', {
      data: { email: member.email, password: member.password },
    });
    expect(signedIn.status()).toBe(200);
    const headers = { 'x-csrf-token': await csrfOf(request) };
    const { rows } = (await (await request.get('/api/v1/orders?tab=active')).json()) as {
      rows: { kind: string; payment_status: string }[];
    };
    if (!rows.some((o) => o.kind === 'activity')) await bookActivity(request, headers);
    if (!rows.some((o) => o.kind === 'hotel')) await bookStayFrom(request, member.email);
    if (member === MEMBERS.en && !rows.some((o) => o.payment_status === 'awaiting_payment')) {
      // The demo member's list also has tickets not paid for (between the two), and a cancelled stay: each card the
      // frame paints.
      await bookActivity(request, headers, { day: 12, pay: false });
      const cancelled = await request.post('/api/v1/orders/cancel', {
        headers,
        data: { order_id: await bookStayFrom(request, member.email, 30) },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
    }
    await request.dispose();
  }
});

testPictureLandsOnFrame(
  '/orders',
  { frame: '[data-jad-frame-page="orders"] [data-jf="order-card"] img', page: '[data-testid="order-card"] img' },
  150,
  MEMBERS,
);

test('/orders paints no frame for a visitor, and asks for no orders', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await blockApp(context);
  const page = await context.newPage();
  const ordersAsked: string[] = [];
  page.on(
    'request',
    (request) => new URL(request.url()).pathname === '/api/v1/orders' && ordersAsked.push(request.url()),
  );
  const asked = page.waitForResponse('**/api/v1/auth/session');
  await page.goto('/orders');
  await asked;
  await page.waitForLoadState('networkidle');
  expect(ordersAsked).toEqual([]);
  await expect(page.locator('#jad-frame')).toBeVisible();
  await expect(page.locator('[data-jad-frame-page]')).toHaveCount(0);
  await context.close();
});

/** The text of each of the first order cards `selector` finds, once there (the frame's, or the page's). */
async function cardTexts(page: Page, selector: string, count: number): Promise<string[]> {
  await expect(page.locator(selector).nth(count - 1)).toBeVisible();
  return (await page.locator(selector).allInnerTexts()).slice(0, count);
}

/** The member's /orders at `path`, frame only (app blocked) or the page itself. */
async function ordersPage(browser: Browser, baseURL: string, path: string, lang: 'en' | 'ar', frameOnly: boolean) {
  const member = MEMBERS[lang];
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await setPreferences(context, baseURL, { lang, theme: member.theme });
  if (frameOnly) await blockApp(context);
  const page = await context.newPage();
  await signInByApi(page, member);
  await page.goto(path);
  return { page, close: () => context.close() };
}

for (const lang of ['en', 'ar'] as const) {
  test(`/orders' frame is the member's page filled with the api's answer: hotel and activity cards as the page writes them (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const framed = await ordersPage(browser, baseURL as string, '/orders', lang, true);
    const frame = framed.page.locator('[data-jad-frame-page="orders"]');
    const cards = frame.locator('[data-jf="order-card"]');
    // Both kinds, each with its own way on: a stay is managed, tickets are viewed.
    await expect(cards.locator('a[href^="/hotel/booking/manage?order_id="]').first()).toBeVisible();
    await expect(cards.locator('a[href^="/activities/order?order_id="]').first()).toBeVisible();
    // The demo member's tickets not paid for: their payment to complete.
    if (lang === 'en') await expect(cards.locator('a[href^="/activities/checkout?order_id="]').first()).toBeVisible();
    await expect(frame.locator('h1')).not.toBeEmpty();
    // The first picture is asked for first, at once.
    await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(cards.first().locator('img')).toHaveAttribute('loading', 'eager');
    expect(await frame.innerHTML()).not.toContain('⟦');
    const painted = await cards.count();
    const frameTexts = await cardTexts(framed.page, '[data-jad-frame-page="orders"] [data-jf="order-card"]', painted);
    await framed.close();
    const app = await ordersPage(browser, baseURL as string, '/orders', lang, false);
    expect(await cardTexts(app.page, '[data-testid="order-card"]', painted)).toEqual(frameTexts);
    await app.close();
  });
}

test("/orders' frame paints the address's tab: the cancelled stay, its refund, as the page writes them", async ({
  browser,
  baseURL,
}) => {
  const framed = await ordersPage(browser, baseURL as string, '/orders?tab=cancelled', 'en', true);
  const frame = framed.page.locator('[data-jad-frame-page="orders"]');
  await expect(frame.locator('[role="tab"][aria-selected="true"]')).toHaveText('Cancelled');
  await expect(frame.locator('[data-jf="order-refund"]').first()).toBeVisible();
  const frameTexts = await cardTexts(framed.page, '[data-jad-frame-page="orders"] [data-jf="order-card"]', 1);
  await framed.close();
  const app = await ordersPage(browser, baseURL as string, '/orders?tab=cancelled', 'en', false);
  expect(await cardTexts(app.page, '[data-testid="order-card"]', 1)).toEqual(frameTexts);
  await app.close();
});

test("/orders' frame asks for the address's tab: Past, with nothing in it, paints nothing", async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await blockApp(context);
  const page = await context.newPage();
  await signInByApi(page);
  const asked = page.waitForResponse('**/api/v1/orders?tab=past');
  await page.goto('/orders?tab=past');
  expect(((await (await asked).json()) as { rows: unknown[] }).rows).toEqual([]);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-jad-frame-page]')).toHaveCount(0);
  await context.close();
});

test("/orders paints no frame for a member whose saved language is not the visit's (the page will switch to it)", async ({
  browser,
  baseURL,
}) => {
  await expectNoFrameForMemberInOtherLanguage(browser, baseURL as string, '/orders');
});

test("the page takes the frame's answers: one session and one orders request in all", async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  await signInByApi(page);
  const asked = apiRequests(page, ['/api/v1/auth/session', '/api/v1/orders']);
  await page.goto('/orders');
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.sort()).toEqual(['/api/v1/auth/session', '/api/v1/orders']);
  await context.close();
});
