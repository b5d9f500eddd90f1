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

test("the detail page's first screen carries what the frame fills: its slots, the hero first and at once, the ticket box", async () => {
  const { css, html } = await renderFrameVariant({ lang: 'ar', dark: true, wide: false }, frameParts);
  const detail = html.detail ?? '';
  expect(detail).toMatch(/<h1[^>]*data-jf="activity-title"[^>]*>⟦name⟧<\/h1>/);
  for (const slot of ['rating', 'reviews', 'area', 'duration', 'min-age', 'policy', 'from', 'total', 'charged', 'note'])
    expect(detail).toContain(`data-slot="${slot}"`);
  for (const band of ['adult', 'teen', 'child']) expect(detail).toContain(`data-slot="price-${band}"`);
  // The phone's bottom bar's price, and the hero: the page's largest paint, asked for first and eagerly.
  expect(detail).toContain('data-slot="price"');
  expect(detail).toMatch(/<img[^>]*src="⟦image⟧"[^>]*fetchPriority="high"/);
  expect(detail).not.toMatch(/<img[^>]*fetchPriority="high"[^>]*loading="lazy"/);
  expect(detail).toContain('href="/activities?main=⟦main⟧"');
  expect(detail).toContain('>⟦description⟧<');
  expect(detail).toContain('data-jf="ticket-selector"');
  expect(detail).toContain('data-jf="visit-date"');
  expect(detail).toContain('data-jf="activity-highlights"');
  // In Arabic: no English on the screen (the markers aside).
  expect(detail.replace(/<[^>]*>/g, ' ')).not.toMatch(/\b(Book|Adult|Branch|About|From)\b/);
  // The first screen only: the branches, reviews and related activities come with the page.
  expect(detail).not.toContain('branches-title');
  expect(detail).not.toContain('related-title');
  // Several branches, none chosen; no refund; a saved heart.
  expect(html.ticketsChoose).toContain('data-jf="ticket-selector"');
  expect(html.ticketsChoose).not.toContain('⟦branch⟧');
  expect(html.policyNone).toContain('data-jf="cancellation-policy"');
  expect(html.heartOn).toContain('aria-pressed="true"');
  const titleClass = /<h1 class="[^"]*\b(jf-[\w-]+)"/.exec(detail)?.[1];
  expect(css).toContain(`.${titleClass}{`);
});

test("the detail page's two columns on a wide screen", async () => {
  const { css } = await renderFrameVariant({ lang: 'en', dark: false, wide: true }, frameParts);
  expect(css).toMatch(/@media \(min-width:900px\)\{[^}]*grid-template-columns:minmax\(0, 1fr\) 380px/);
});

test("/wishlist's screen carries what the frame fills: the count, the grid's sample card, the empty state", async () => {
  const { html } = await renderFrameVariant({ lang: 'ar', dark: true, wide: false }, frameParts);
  const wishlist = html.wishlist ?? '';
  expect(wishlist).toMatch(/<h1[^>]*>قائمة الأمنيات<\/h1>/);
  expect(wishlist).toContain('data-slot="count"');
  // The grid's item holds the sample card the frame's cards replace (cards.ts).
  expect(wishlist).toMatch(/<ul[^>]*><li><div[^>]*data-jf="activity-card"/);
  expect(html.wishlistEmpty).toContain('data-jf="wishlist-empty"');
  expect(html.wishlistEmpty).toContain('data-slot="count"');
  expect(html.wishlistEmpty).toContain('href="/activities"');
  // In Arabic: no English on the screen (the markers aside).
  expect(`${wishlist}${html.wishlistEmpty}`.replace(/<[^>]*>/g, ' ')).not.toMatch(/\b(Wishlist|saved|Browse)\b/i);
  // A saved card's heart: the card's own button, pressed.
  expect(html.card).toContain('data-jf="wishlist-toggle"');
  expect(html.heartOn).toMatch(/^<button[^>]*aria-pressed="true"/);
});
