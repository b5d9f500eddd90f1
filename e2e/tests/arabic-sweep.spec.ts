import { expect, test, type Page } from '@playwright/test';
import { acceptCookieNotice, saveLanguage, setPreferences, signInByApi, waitForShell } from './support/shell';

// Issue 19: no English on an Arabic screen. Every route, signed out and signed in, is opened in Arabic and its
// visible text read. Words in Latin letters fail the sweep unless they are the users' own words (a post, a review,
// a name: marked dir="auto" or lang, as bidi text needs anyway), or what Arabic writes in Latin letters too
// (currency and airport codes, e-mail addresses, @handles, links and paths).

function isoIn(days: number): string {
  return new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The visible texts of the page outside users' own words, each with where it sits. */
async function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const userContent = '[dir="auto"], [lang]:not(html), [translate="no"], bdi, code, kbd, script, style, noscript';
    const allowed =
      /^(?:[A-Z]{2,4}|US\$|\u200e?\/[\w/.-]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|@[\w.]+|https?:\/\/\S+|[\w-]+\.(?:com|ae|org|net)\S*)$/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text between Unicode isolates (U+2068 … U+2069, the shared `bidi` format) is a user's value set apart.
      const text = (node.textContent ?? '').replace(/\u2068[^\u2069]*\u2069/g, ' ');
      if (!/[A-Za-z]{2,}/.test(text)) continue;
      const el = node.parentElement;
      if (!el || el.closest(userContent) || el.closest('[aria-hidden="true"], [hidden]')) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      const words = text.split(/[\s()،,:;·|]+/).filter((w) => /[A-Za-z]{2,}/.test(w) && !allowed.test(w));
      if (words.length === 0) continue;
      const where = [el.tagName.toLowerCase(), el.getAttribute('data-testid'), el.className?.toString().slice(0, 40)]
        .filter(Boolean)
        .join(' ');
      found.push(`${words.join(' ')}  ← "${text.trim().slice(0, 80)}" in <${where}>`);
    }
    return found;
  });
}

async function sweep(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Let the page's data arrive: loading skeletons have no text to read.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return (await englishOnScreen(page)).map((line) => `${path}: ${line}`);
}

/** The first link of the page that starts with `prefix`, as the user would follow it. */
async function firstLink(page: Page, from: string, prefix: string): Promise<string> {
  await page.goto(from);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(link, `a link to ${prefix} on ${from}`).toBeAttached({ timeout: 20_000 });
  return (await link.getAttribute('href')) as string;
}

test.describe('no English on Arabic screens', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookieNotice(context);
    await setPreferences(context, baseURL as string, { lang: 'ar', theme: 'light', currency: 'AED' });
  });

  test('every page a visitor can open', async ({ page }) => {
    const stay = `checkin=${isoIn(20)}&checkout=${isoIn(22)}&rooms=2`;
    const hotel = await firstLink(page, `/hotels?dest=dubai-marina&${stay}`, '/hotel?');
    const activity = await firstLink(page, '/activities', '/activity-detail');
    const post = await firstLink(page, '/feed', '/post');
    const paths = [
      '/',
      `/hotels?dest=dubai-marina&${stay}`,
      hotel,
      '/hotel/booking/retrieve',
      '/activities',
      activity,
      '/feed',
      post,
      '/profile/sara',
      '/questionnaire',
      '/auth/signin',
      '/auth/signup',
      '/auth/forgot-password',
      '/about-us',
      '/privacy-policy',
      '/terms-and-conditions',
      '/contact',
      '/no-such-page',
    ];
    const found: string[] = [];
    for (const path of paths) found.push(...(await sweep(page, path)));
    expect(found, found.join('\n')).toEqual([]);
  });

  test('every page a member can open', async ({ page }) => {
    await signInByApi(page);
    await saveLanguage(page, 'ar');
    const plan = await firstLink(page, '/plans', '/plan?').catch(() => null);
    const paths = [
      '/feed',
      '/notifications',
      '/profile/sara',
      '/wishlist',
      '/favourite-hotels',
      '/orders',
      '/plans',
      ...(plan ? [plan] : []),
      '/account/edit-profile',
      '/account/change-password',
      '/account/change-email',
      '/delete-account-request',
    ];
    const found: string[] = [];
    for (const path of paths) found.push(...(await sweep(page, path)));
    await saveLanguage(page, 'en');
    expect(found, found.join('\n')).toEqual([]);
  });
});
