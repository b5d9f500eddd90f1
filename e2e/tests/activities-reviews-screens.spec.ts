import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookieNotice, setPreferences, signInByApi, type Lang, type Theme } from './support/shell';

// Screenshots of the review form and of a verified review (brief: reviews from people who went). A finished
// booking needs a visit date in the past, which a journey against the running server cannot make, so the
// member's reviewable order and one verified review are answered by the browser here; the behaviour itself is
// tested through the api (api/src/modules/reviews/activity-reviews.test.ts) and in jest.
const outDir = path.resolve(__dirname, '../../reports/screenshots');
const ORDER = '7f3c2a10-5b1e-4c8a-9d2f-0a1b2c3d4e5f';
const CASES: { lang: Lang; theme: Theme; device: string; viewport: { width: number; height: number } }[] = [
  { lang: 'ar', theme: 'dark', device: 'phone', viewport: { width: 390, height: 844 } },
  { lang: 'en', theme: 'light', device: 'desktop', viewport: { width: 1280, height: 900 } },
];

async function answerReviews(page: Page) {
  await page.route('**/api/v1/activities/reviews/mine', (route) =>
    route.fulfill({ json: { orders: [{ order_id: ORDER, date: '2026-11-20', review: null }] } }),
  );
  await page.route('**/api/v1/activities/fetch', async (route) => {
    const response = await route.fetch();
    const detail = await response.json();
    const verified = {
      review_id: 'verified-1',
      author_name: 'Maryam H.',
      rating: 5,
      text_en:
        'The dune drive was thrilling and the camp dinner was warm and generous. Our guide Omar was patient with the kids.',
      text_ar: '',
      lang: 'en',
      created_at: new Date().toISOString(),
      verified: true,
      photos: [],
    };
    detail.reviews = [verified, ...detail.reviews];
    detail.rating_breakdown[4] += 1;
    detail.review_count += 1;
    await route.fulfill({ response, json: detail });
  });
}

// One after another: both change the one demo member's saved language and theme.
test.describe.configure({ timeout: 120_000, mode: 'serial' });

for (const c of CASES) {
  test(`review form and verified review, ${c.lang} ${c.theme} ${c.device}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: c.viewport });
    await setPreferences(context, baseURL as string, { lang: c.lang, theme: c.theme });
    await acceptCookieNotice(context);
    const page = await context.newPage();
    // Asked as a visitor: a signed-in POST would need the CSRF token.
    const list = await page.request.post('/api/v1/activities/fetch-all', {
      data: { main_category: 'desert-safari', limit: 1 },
    });
    const acid = (await list.json()).rows[0].activity_id as string;
    await signInByApi(page);
    // The member's saved preferences win over the cookies once signed in.
    const { csrfToken } = (await (await page.request.get('/api/v1/auth/csrf')).json()) as { csrfToken: string };
    const saved = await page.request.put('/api/v1/users/prefrences', {
      data: { language: c.lang, is_dark_mode: c.theme === 'dark' },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(saved.status()).toBe(200);
    await answerReviews(page);
    await page.goto(`/activity-detail?acid=${encodeURIComponent(acid)}&review=${ORDER}`, { waitUntil: 'networkidle' });
    const form = page.getByTestId('review-form');
    await expect(form).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    // The stars take the keyboard: focus the first, move right twice.
    await form.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await form.getByRole('textbox').fill(c.lang === 'ar' ? 'رحلة رائعة، والعشاء في المخيم كان لذيذاً.' : 'Short');
    await form.getByTestId('review-submit').click();
    fs.mkdirSync(outDir, { recursive: true });
    await form.screenshot({ path: path.join(outDir, `review-form-${c.lang}-${c.theme}-${c.device}.png`) });

    await form.getByRole('button', { name: c.lang === 'ar' ? 'إلغاء' : 'Cancel' }).click();
    const section = page.locator('section#reviews');
    await expect(section.getByTestId('verified-badge').first()).toBeVisible();
    // Scrolled by the page (the section's scroll margin clears the sticky bar), then the screen as the member sees it.
    await page.evaluate(() => document.getElementById('reviews')?.scrollIntoView());
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(c.viewport.width);
    await page.screenshot({ path: path.join(outDir, `review-list-${c.lang}-${c.theme}-${c.device}.png`) });
    await context.close();
  });
}
