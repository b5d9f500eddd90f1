/** @jest-environment node */
import { renderFrameVariant } from '@jad/shared-ui/frame-template';
import frameParts from './frame-template';

// /activities' first frame is its page rendered at build time: what src/frame/index.ts fills must be in it, so a
// change to the page that drops one fails here rather than in the browser.

test('the page, its card and its bar carry what the frame fills, with the CSS of their classes', async () => {
  const { css, html } = await renderFrameVariant({ lang: 'ar', dark: true, wide: false }, frameParts);
  expect(html.page).toContain('data-jf="result-count"');
  expect(html.page).toMatch(/<nav[^>]*>.*<\/nav>.*<li><div[^>]*data-jf="activity-card"/s);
  for (const slot of ['category', 'area', 'duration', 'rating', 'reviews', 'price'])
    expect(html.card).toContain(`data-slot="${slot}"`);
  expect(html.card).toContain('src="⟦image⟧"');
  expect(html.card).toContain('href="/activity-detail?acid=⟦acid⟧"');
  // In the variant's language (index.html hides text marked in the other one).
  expect(html.card).toMatch(/<h3[^>]*lang="ar"/);
  expect(html.bar).toContain('data-jf="main-category-Pool"');
  expect(html.bar).toContain('data-jf="main-category-"');
  expect(html.page).not.toContain('data-testid');
  const cardClass = /class="[^"]*\b(jf-[\w-]+)" data-jf="activity-card"/.exec(html.card ?? '')?.[1];
  expect(cardClass).toBeDefined();
  expect(css).toContain(`.${cardClass}{`);
  // A frame is looked at, not used: no rules for states.
  expect(css).not.toMatch(/:hover/);
});
