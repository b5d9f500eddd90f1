import { expect, test } from '@playwright/test';
import { acceptCookieNotice, setPreferences, type Lang, type Theme } from './support/shell';

// design.md §6: axe-core finds no WCAG 2.1 A/AA or best-practice violation on the main pages, in en and ar,
// light and dark. axe-core is injected from node_modules (it ships with lighthouse).
const AXE = require.resolve('axe-core/axe.min.js');
const PAGES = ['/', '/activities', '/feed', '/hotels?dest=dubai', '/auth/signin'];
const LOOKS: Array<{ lang: Lang; theme: Theme }> = [
  { lang: 'en', theme: 'light' },
  { lang: 'ar', theme: 'dark' },
];

test.describe.configure({ timeout: 120_000 });

for (const { lang, theme } of LOOKS) {
  test(`axe finds no violations on the main pages in ${lang}, ${theme}`, async ({ browser, baseURL }) => {
    // bypassCSP: the page's CSP rightly refuses the injected axe script.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await setPreferences(context, baseURL as string, { lang, theme });
    await acceptCookieNotice(context);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main#main [data-remote][data-version], main#main h1').first()).toBeVisible();
      // A first frame stays (aria-hidden, inert) until the remote's page is in: the page is what is checked. The shell
      // moves the frame into the outlet and holds the page hidden under it meanwhile (its heading is there, not shown).
      await expect(page.locator('.jf-page')).toHaveCount(0);
      await expect(page.locator('main#main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                ctx: Document,
                opts: object,
              ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
            };
          }
        ).axe;
        const result = await axe.run(document, {
          runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        });
        return result.violations.map(
          (v) =>
            `${v.id} (${v.impact}) at ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        );
      });
      found.push(...violations.map((v) => `${path}: ${v}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });
}
