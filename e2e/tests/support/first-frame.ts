import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { setPreferences, signInByApi, type Lang, type Theme } from './shell';

// The remotes' first frames (shared-ui/src/frame): a page painted from the api's answer before the app has loaded,
// then replaced by the page itself. The page's first picture must land where, and as large as, the frame's: the
// largest paint then stays the frame's early one, and nothing jumps when React takes over.

export const VIEWPORTS = { phone: { width: 412, height: 823 }, desktop: { width: 1366, height: 768 } } as const;

export interface PictureBox {
  src: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A demo member and their saved theme: a member's page starts in their saved language and theme, and so must the visit. */
export interface Member {
  email: string;
  password: string;
  theme: Theme;
}

interface Visit {
  path: string;
  viewport: { width: number; height: number };
  lang: Lang;
  theme?: Theme;
  /** Signed in as this member (a member's page), else a visitor. */
  member?: Member;
}

/** Blocks the shell's entry scripts: nothing but index.html and a remote's frame.js runs. */
export async function blockApp(context: BrowserContext): Promise<void> {
  await context.route(/\/(main|entry-[\w-]+\.[0-9a-f]+)\.js(\?|$)/, (route) => route.abort());
}

/** The box of the first picture `selector` matches once it has loaded; with `frameOnly` the app's scripts are blocked. */
export async function firstPicture(
  browser: Browser,
  baseURL: string,
  visit: Visit,
  selector: string,
  frameOnly: boolean,
): Promise<PictureBox> {
  const context = await browser.newContext({ viewport: visit.viewport });
  try {
    await setPreferences(context, baseURL, { lang: visit.lang, theme: visit.theme });
    if (frameOnly) await blockApp(context);
    const page = await context.newPage();
    if (visit.member) await signInByApi(page, visit.member);
    await page.goto(visit.path);
    const picture = page.locator(selector).first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Let the page settle (fonts, the currency rates) before measuring.
    await page.waitForLoadState('networkidle');
    // With the app, the frame has left once the page was in.
    if (!frameOnly) await expect(page.locator('.jf-page')).toHaveCount(0);
    return await picture.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { src: new URL(img.src).pathname, x: box.x, y: box.y, width: box.width, height: box.height };
    });
  } finally {
    await context.close();
  }
}

/** Same picture, same box (to half a pixel). */
export function expectSameBox(page: PictureBox, frame: PictureBox): void {
  expect(page.src).toBe(frame.src);
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(page[key], key).toBeCloseTo(frame[key], 0);
}

/**
 * One test per language and screen: the page's first picture lands exactly on the frame's, and is a real picture.
 * `members`: a member's page, visited per language by that member (in their saved theme). `path`: the page's
 * address, or the page's name and how to find its address when it holds an id of the test's api.
 */
export function testPictureLandsOnFrame(
  path: string | { name: string; address: (baseURL: string) => Promise<string> },
  pictures: { frame: string; page: string },
  minWidth: number,
  members?: Record<Lang, Member>,
): void {
  for (const lang of ['en', 'ar'] as const) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      const name = typeof path === 'string' ? path : path.name;
      test(`${name}: the page's first picture lands on the frame's (${lang}, ${device})`, async ({
        browser,
        baseURL,
      }) => {
        const member = members?.[lang];
        const address = typeof path === 'string' ? path : await path.address(baseURL as string);
        const visit = { path: address, viewport, lang, theme: member?.theme, member };
        const frame = await firstPicture(browser, baseURL as string, visit, pictures.frame, true);
        const page = await firstPicture(browser, baseURL as string, visit, pictures.page, false);
        expect(frame.width).toBeGreaterThan(minWidth);
        expectSameBox(page, frame);
      });
    }
  }
}

/** With the app's scripts blocked, the page at `path` gets index.html's frame holder and no painted frame. */
export async function expectNoFrame(browser: Browser, path: string): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  try {
    await blockApp(context);
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#jad-frame')).toBeVisible();
    await expect(page.locator('[data-jad-frame-page]')).toHaveCount(0);
  } finally {
    await context.close();
  }
}

/**
 * A member who saved English (the demo member), visiting in Arabic: the shell will switch the page to their language,
 * so the frame, which has asked the session, paints nothing.
 */
export async function expectNoFrameForMemberInOtherLanguage(
  browser: Browser,
  baseURL: string,
  path: string,
): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  try {
    await setPreferences(context, baseURL, { lang: 'ar' });
    await blockApp(context);
    const page = await context.newPage();
    await signInByApi(page);
    const asked = page.waitForResponse('**/api/v1/auth/session');
    await page.goto(path);
    await asked;
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-jad-frame-page]')).toHaveCount(0);
  } finally {
    await context.close();
  }
}

declare global {
  interface Window {
    /** The page's layout shifts so far (watchLayoutShift), and what moved in each. */
    __shift?: number;
    __shifted?: string[];
  }
}

/** Sums the page's layout shifts (not those after input) from its start; expectNoLayoutShift reads the sum. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shift = 0;
    window.__shifted = [];
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const name = (node?: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : ''}.${[...node.classList].slice(0, 3).join('.')}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.__shift = (window.__shift ?? 0) + entry.value;
        window.__shifted?.push(
          `${entry.value.toFixed(3)}: ${(entry.sources ?? []).map((s) => name(s.node)).join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift watchLayoutShift has summed is under 0.01; a failure names the elements that moved. */
export async function expectNoLayoutShift(page: Page): Promise<void> {
  const { value, shifted } = await page.evaluate(() => ({
    value: window.__shift ?? 0,
    shifted: window.__shifted ?? [],
  }));
  expect(value, `layout shifts: ${shifted.join(' | ')}`).toBeLessThan(0.01);
}

/** The page's errors from now on: uncaught ones and the console's. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

/** The paths of the page's requests to these api paths, from now on, in the order asked (a test of one of each). */
export function apiRequests(page: Page, paths: string[]): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (paths.includes(path)) asked.push(path);
  });
  return asked;
}
