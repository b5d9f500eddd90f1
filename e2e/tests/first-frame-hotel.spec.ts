import { expect, test, type Page } from '@playwright/test';
import {
  blockApp,
  expectNoFrame,
  expectNoFrameForMemberInOtherLanguage,
  testPictureLandsOnFrame,
  VIEWPORTS,
  watchLayoutShift,
  expectNoLayoutShift,
} from './support/first-frame';
import { DEMO_USER, setPreferences, signInByApi } from './support/shell';

// /hotel's first frame (mfe-hotels/src/frame): the hotel's first screen, its first photo the largest, is painted from
// the api's answer before the app loads, and the page's own photo lands exactly on it. The frame is the page's own
// markup (mfe-hotels/src/frame-template.tsx renders HotelOverview). Visitors and members alike see it.

const STAY = 'checkin=2030-03-20&checkout=2030-03-22&rooms=2';

/** A demo hotel's page for a stay (hotel ids are the test api's own). */
async function hotelAddress(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/v1/hotels/search?dest=dubai&${STAY}`);
  const { hotels } = (await res.json()) as { hotels: { hid: string }[] };
  const hid = hotels[0]?.hid;
  if (!hid) throw new Error('no demo hotel');
  return `/hotel?hid=${encodeURIComponent(hid)}&${STAY}`;
}

testPictureLandsOnFrame(
  { name: '/hotel', address: hotelAddress },
  { frame: '[data-jad-frame-page="hotel"] [data-jf="gallery"] img', page: '[data-testid="gallery"] img' },
  300,
);

interface Answer {
  hotel: {
    name: string;
    address: string;
    images: string[];
    check_in_time: string;
    check_out_time: string;
    description: { title: string; paragraphs: string[] }[];
    amenity_groups: { group_name: string; amenities: string[] }[];
  };
}

/** Errors the page reports, but the app's scripts blocked on purpose. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('ERR_FAILED') && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

for (const [lang, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  test(`/hotel's frame is the hotel's first screen filled with the api's answer (${lang}, ${theme})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await setPreferences(context, baseURL as string, { lang, theme });
    await blockApp(context);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const address = await hotelAddress(baseURL as string);
    const hid = new URL(address, baseURL).searchParams.get('hid');
    const hotel = (await (await fetch(`${baseURL}/api/v1/hotels/${hid}?lang=${lang}&${STAY}`)).json()) as Answer;
    await page.goto(address);
    const frame = page.locator('[data-jad-frame-page="hotel"]');
    await expect(frame.locator('h1')).toHaveText(hotel.hotel.name);
    const hero = frame.locator('[data-jf="gallery"] img').first();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('src', (hotel.hotel.images[0] ?? '').replace('{size}', '960x600'));
    await expect(frame.locator('[data-jf="hotel-back"]')).toHaveAttribute(
      'href',
      /^\/hotels\?dest=[\w-]+&checkin=2030-03-20&checkout=2030-03-22&rooms=2$/,
    );
    await expect(frame.locator('[data-slot="stay-price"]')).toBeVisible();
    const html = await frame.innerHTML();
    expect(html).not.toContain('⟦');
    // Nothing in English on an Arabic screen (the hotel's own words aside).
    if (lang === 'ar') {
      const text = (await frame.innerText()).replace(hotel.hotel.name, '').replace(hotel.hotel.address, '');
      const words = hotel.hotel.description.flatMap((d) => [d.title, ...d.paragraphs]);
      const amenities = hotel.hotel.amenity_groups.flatMap((g) => [g.group_name, ...g.amenities]);
      let rest = text;
      for (const w of [...words, ...amenities, hotel.hotel.check_in_time, hotel.hotel.check_out_time])
        rest = rest.replace(w, '');
      // The price names its currency by its code, as the page's does (shared-ui formatMoney).
      expect(rest.replace(/\b[A-Z]{3}\b/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the page takes over from the frame without a layout shift, asking the hotel and the session once', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/v1/auth/session' || path.startsWith('/api/v1/hotels/'))
      asked.push(path.replace(/hotels\/[\w-]+$/, 'hotels/:hid'));
  });
  await watchLayoutShift(page);
  await page.goto(await hotelAddress(baseURL as string));
  await expect(page.getByTestId('hotel-name')).toBeVisible();
  await expect(page.locator('.jf-page')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoLayoutShift(page);
  expect(asked.filter((p) => p === '/api/v1/hotels/:hid' || p === '/api/v1/auth/session').sort()).toEqual([
    '/api/v1/auth/session',
    '/api/v1/hotels/:hid',
  ]);
  expect(errors).toEqual([]);
  await context.close();
});

for (const [name, address] of [
  ['an unknown hotel', `/hotel?hid=nope&${STAY}`],
  ['no hotel', `/hotel?${STAY}`],
] as const) {
  test(`/hotel paints no frame for ${name}`, async ({ browser }) => {
    await expectNoFrame(browser, address);
  });
}

test("/hotel paints no frame for a member whose saved language is not the visit's (the page will switch to it)", async ({
  browser,
  baseURL,
}) => {
  await expectNoFrameForMemberInOtherLanguage(browser, baseURL as string, await hotelAddress(baseURL as string));
});

test('/hotel paints the frame for a member in their saved language and theme', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light' });
  await blockApp(context);
  const page = await context.newPage();
  await signInByApi(page, DEMO_USER);
  await page.goto(await hotelAddress(baseURL as string));
  await expect(page.locator('[data-jad-frame-page="hotel"] h1')).not.toBeEmpty();
  await context.close();
});

test("a member's saved hotel: the frame's heart is full, as the page's, which takes the frame's saved hotels", async ({
  browser,
  baseURL,
}) => {
  const address = await hotelAddress(baseURL as string);
  const hid = new URL(address, baseURL).searchParams.get('hid') as string;
  const visit = async (frameOnly: boolean) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light' });
    if (frameOnly) await blockApp(context);
    const page = await context.newPage();
    await signInByApi(page, DEMO_USER);
    return { context, page };
  };
  const saving = await visit(true);
  const csrf = (await (await saving.page.request.get('/api/v1/auth/csrf')).json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrf.csrfToken };
  expect((await saving.page.request.post('/api/v1/hotels/favourites', { headers, data: { hid } })).ok()).toBe(true);
  try {
    await saving.page.goto(address);
    const heart = saving.page.locator('[data-jad-frame-page="hotel"] [data-jf="favourite-button"]');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // The full heart, in the page's colour for it.
    await expect(heart.locator('svg.MuiSvgIcon-colorError')).toBeVisible();

    const { context, page } = await visit(false);
    const asked: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/v1/hotels/favourites/ids' && asked.push(r.url()));
    await page.goto(address);
    await expect(page.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.jf-page')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
    await context.close();
  } finally {
    await saving.page.request.delete(`/api/v1/hotels/favourites/${encodeURIComponent(hid)}`, { headers });
    await saving.context.close();
  }
});
