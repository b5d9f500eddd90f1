import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  blockApp,
  expectNoFrame,
  expectNoFrameForMemberInOtherLanguage,
  VIEWPORTS,
  type Member,
  watchLayoutShift,
  expectNoLayoutShift,
  apiRequests,
} from './support/first-frame';
import { DEMO_USER, setPreferences, signInByApi, type Lang } from './support/shell';

// /plan's first frame (mfe-plans/src/frame/plan.ts): the member's own plan, its first screen (the header with its
// totals, the people bar, the first day's map heading, the map's place and its legend), is painted from the api's
// answer before the app loads. Its first screen has no picture: the page's heading and map land exactly where the
// frame's were. The frame is the page's own markup (mfe-plans/src/frame-template.tsx renders plan-page.tsx). Each
// language by a member who saved it (sara: English, light; layla: Arabic, dark), on a plan of their own.
const MEMBERS: Record<Lang, Member> = {
  en: { ...DEMO_USER, theme: 'light' },
  ar: { email: 'layla@example.com', password: DEMO_USER.password, theme: 'dark' },
};

const FRAME = '[data-jad-frame-page="plan"]';

interface PlanRow {
  user_plan_id: string;
  name: string;
  is_shared: boolean;
}

/** The signed-in member's plans, as /plans lists them (a POST: the member's CSRF token). */
async function myPlans(page: Page): Promise<PlanRow[]> {
  const session = await (await page.request.get('/api/v1/auth/session')).json();
  const res = await page.request.post('/api/v1/plans/fetch-all', {
    data: { page: 1, limit: 12 },
    headers: { 'x-csrf-token': session.csrfToken as string },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { rows: PlanRow[] }).rows;
}

const planPath = (plan: PlanRow) => `/plan?pid=${encodeURIComponent(plan.user_plan_id)}`;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const { x, y, width, height } = el.getBoundingClientRect();
    return { x, y, width, height };
  });

/** The boxes of the plan's name and of its map's place: in the frame alone (app blocked), or in the page once in. */
async function firstScreen(
  browser: Browser,
  baseURL: string,
  lang: Lang,
  viewport: { width: number; height: number },
  frameOnly: boolean,
): Promise<{ name: Box; map: Box }> {
  const member = MEMBERS[lang];
  const context = await browser.newContext({ viewport });
  try {
    await setPreferences(context, baseURL, { lang, theme: member.theme });
    if (frameOnly) await blockApp(context);
    const page = await context.newPage();
    await signInByApi(page, member);
    const [plan] = await myPlans(page);
    await page.goto(planPath(plan as PlanRow));
    const root = frameOnly ? page.locator(FRAME) : page.locator('main');
    const name = root.locator(frameOnly ? '[data-jf="plan-name"]' : '[data-testid="plan-name"]');
    await expect(name).toHaveText((plan as PlanRow).name);
    // The frame holds the map's place; the page draws the map there.
    const map = root.locator(frameOnly ? '[data-jf="day-map-placeholder"]' : '[data-testid="day-map"]');
    await expect(map).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (!frameOnly) await expect(page.locator('.jf-page')).toHaveCount(0);
    return { name: await boxOf(name), map: await boxOf(map) };
  } finally {
    await context.close();
  }
}

for (const lang of ['en', 'ar'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`/plan: the page's name and map land on the frame's (${lang}, ${device})`, async ({ browser, baseURL }) => {
      const frame = await firstScreen(browser, baseURL as string, lang, viewport, true);
      const page = await firstScreen(browser, baseURL as string, lang, viewport, false);
      for (const part of ['name', 'map'] as const)
        for (const key of ['x', 'y', 'width', 'height'] as const)
          expect(page[part][key], `${part} ${key}`).toBeCloseTo(frame[part][key], 0);
    });
  }
}

test("/plan's frame alone: the member's plan in their language, its totals and links, no marker left, no error", async ({
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
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && !/ERR_FAILED|net::/.test(m.text()) && errors.push(m.text()));
    await signInByApi(page, member);
    const [plan] = (await myPlans(page)) as [PlanRow];
    await page.goto(planPath(plan));
    const frame = page.locator(FRAME);
    await expect(frame.locator('h1')).toHaveText(plan.name);
    await expect(frame.locator('[data-slot="trip"]')).toContainText('·');
    await expect(frame.locator('[data-jf="total-cost"]')).toContainText(/\d/);
    await expect(frame.locator('[data-jf="export-ics"]')).toHaveAttribute(
      'href',
      `/api/v1/plans/${encodeURIComponent(plan.user_plan_id)}/calendar.ics?lang=${lang}`,
    );
    // The days come with the page.
    await expect(frame.locator('[data-jf="plan-day"]')).toHaveCount(0);
    expect(await frame.innerHTML()).not.toContain('⟦');
    if (lang === 'ar') expect(await frame.innerText()).not.toMatch(/[A-Za-z]{4,}/);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('/plan paints no frame for a visitor, and asks for no plan', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await blockApp(context);
  const page = await context.newPage();
  const plansAsked: string[] = [];
  page.on('request', (request) => request.url().includes('/api/v1/plans/') && plansAsked.push(request.url()));
  const asked = page.waitForResponse('**/api/v1/auth/session');
  await page.goto('/plan?pid=some-plan');
  await asked;
  await page.waitForLoadState('networkidle');
  expect(plansAsked).toEqual([]);
  await expect(page.locator('[data-jad-frame-page]')).toHaveCount(0);
  await context.close();
});

test('/plan paints no frame without a plan id', async ({ browser }) => {
  await expectNoFrame(browser, '/plan');
});

test("/plan paints no frame for a member whose saved language is not the visit's (the page will switch to it)", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page);
  const [plan] = (await myPlans(page)) as [PlanRow];
  await context.close();
  await expectNoFrameForMemberInOtherLanguage(browser, baseURL as string, planPath(plan));
});

test("/plan paints no frame for someone else's shared plan (only its owner's plans have one)", async ({
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signInByApi(ownerPage);
  const shared = (await myPlans(ownerPage)).find((p) => p.is_shared);
  await owner.close();
  expect(shared, 'a shared plan of the demo member').toBeDefined();

  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await setPreferences(context, baseURL as string, { lang: 'ar', theme: 'dark' });
  await blockApp(context);
  const page = await context.newPage();
  await signInByApi(page, MEMBERS.ar);
  const answered = page.waitForResponse('**/api/v1/plans/fetch');
  await page.goto(planPath(shared as PlanRow));
  await answered;
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-jad-frame-page]')).toHaveCount(0);
  await context.close();
});

test("the page takes the frame's answers: one session and one plan request in all, and no layout shift", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light' });
  const page = await context.newPage();
  await signInByApi(page);
  const [plan] = (await myPlans(page)) as [PlanRow];
  await watchLayoutShift(page);
  const asked = apiRequests(page, ['/api/v1/auth/session', '/api/v1/plans/fetch']);
  await page.goto(planPath(plan));
  await expect(page.getByTestId('plan-name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.sort()).toEqual(['/api/v1/auth/session', '/api/v1/plans/fetch']);
  await expectNoLayoutShift(page);
  await context.close();
});
