import { expect, type BrowserContext, type Page } from '@playwright/test';

// Shared helpers for journeys through the shell (any team may use them).

/** A demo member seeded by the accounts domain (api/src/db/seed/data/people.json). */
export const DEMO_USER = { email: 'sara@example.com', password: 'Dubai-demo-2026', username: 'sara' } as const;

export type Lang = 'en' | 'ar';
export type Theme = 'light' | 'dark';

/** Sets the preference cookies the shell reads at start (spec §9: lang, theme, jad_cur). */
export async function setPreferences(
  context: BrowserContext,
  baseURL: string,
  prefs: { lang?: Lang; theme?: Theme; currency?: string },
): Promise<void> {
  const url = new URL(baseURL);
  const cookies = Object.entries({ lang: prefs.lang, theme: prefs.theme, jad_cur: prefs.currency })
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => ({ name, value, domain: url.hostname, path: '/' }));
  if (cookies.length) await context.addCookies(cookies);
}

/** Marks the cookie notice as accepted before the page loads, so it does not cover the page. */
export async function acceptCookieNotice(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('jad_cookies_accepted', 'true'));
}

/** This worker's sessions by member (a worker talks to one api): reused while they are live (see signInByApi). */
const sessions = new Map<string, { name: string; value: string; domain: string; path: string }>();

/**
 * Signs in through the api; the session cookie lands in the page's context. A member this worker signed in before
 * gets that session again while the api still knows it: sign-in is rate-limited per address (30 a minute), and the
 * first-frame specs sign the same members in for every variant.
 */
export async function signInByApi(page: Page, user: { email: string; password: string } = DEMO_USER): Promise<void> {
  const context = page.context();
  const kept = sessions.get(user.email);
  if (kept) {
    await context.addCookies([kept]);
    const session = await page.request.get('/api/v1/auth/session');
    const member = session.ok() ? ((await session.json()) as { user: { email?: string } | null }).user : null;
    if (member?.email === user.email) return;
    await context.clearCookies({ name: kept.name });
  }
  const res = await page.request.post('/api/v1/users/sign-in', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), `sign-in of ${user.email}`).toBe(200);
  const cookie = (await context.cookies()).find((c) => c.name === 'jad_session');
  if (cookie)
    sessions.set(user.email, { name: cookie.name, value: cookie.value, domain: cookie.domain, path: cookie.path });
}

/** Waits until the shell has rendered its frame (the bar, or the main area on frameless pages). */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeAttached();
}

/** Opens the avatar (account) menu of the desktop bar. */
export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByTestId('account-button').click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** The relative luminance of an element's computed background colour (0 black … 1 white). */
export async function backgroundLuminance(page: Page, selector: string): Promise<number> {
  const colour = await page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? ['255', '255', '255']).slice(0, 3).map(Number);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/**
 * Saves a signed-in member's language on the server, where it wins over the `lang` cookie. Journeys that share a
 * demo member pin it first: another journey may have left that member in Arabic.
 */
export async function saveLanguage(page: Page, language: Lang): Promise<void> {
  const { csrfToken } = (await (await page.request.get('/api/v1/auth/csrf')).json()) as { csrfToken: string | null };
  const res = await page.request.put('/api/v1/users/prefrences', {
    data: { language },
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
  });
  expect(res.status(), `saving the language ${language}`).toBe(200);
}
