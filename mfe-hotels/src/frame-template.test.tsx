/** @jest-environment node */
import { renderFrameVariant } from '@jad/shared-ui/frame-template';
import frameParts from './frame-template';

// /hotel's first frame is the page's first screen rendered at build time: what src/frame/index.ts fills or removes
// must be in it, so a change to the page that drops one fails here rather than in the browser.

test("the hotel's first screen carries every slot the frame fills, in the visit's language, with its CSS", async () => {
  const { css, html } = await renderFrameVariant({ lang: 'ar', dark: true, wide: false }, frameParts);
  const page = html.page ?? '';
  // The page's own markup, no loading state, no test ids (the page's), Arabic labels.
  expect(page).toMatch(/^<div class="[^"]*"><div class="[^"]*" data-jf="hotel-page">/);
  expect(page).not.toContain('MuiSkeleton');
  expect(page).not.toContain('data-testid');
  expect(page).toContain('data-jf="hotel-back"');
  expect(page).toMatch(/>العودة إلى النتائج</);
  expect(page).toContain('MuiStepper-root');
  expect(page).toMatch(/<h1[^>]*data-jf="hotel-name"[^>]*>⟦name⟧<\/h1>/);
  expect(page).toContain('<bdi>⟦address⟧</bdi>');
  // Five stars, the score's three slots.
  expect(page.match(/data-jf="StarIcon"/g)).toHaveLength(5);
  for (const slot of ['rating', 'rating-word', 'reviews', 'stay-price', 'phone-line'])
    expect(page).toContain(`data-slot="${slot}"`);
  // The gallery: the first photo eager and first, the four others lazy.
  expect(page).toMatch(/<img[^>]*src="⟦image0⟧"[^>]*width="960" height="600" loading="eager" fetchPriority="high"/);
  expect(page.match(/<img[^>]*width="480" height="300" loading="lazy"/g)).toHaveLength(4);
  // The description, a group of facilities, the aside with the stay's price.
  expect(page).toMatch(/data-jf="hotel-description"><h2[^>]*>⟦title⟧<\/h2><p[^>]*>⟦paragraph⟧<\/p>/);
  expect(page).toMatch(/data-jf="amenity-group"><h6[^>]*>⟦group⟧<\/h6><p[^>]*>.*⟦amenity⟧<\/p>/s);
  for (const mark of ['⟦checkin⟧', '⟦checkout⟧', '⟦stayFor⟧', '⟦price⟧', 'href="tel:⟦phone⟧"'])
    expect(page).toContain(mark);
  const heroClass = /<img class="[^"]*\b(jf-[\w-]+)" src="⟦image0⟧"/.exec(page)?.[1];
  expect(heroClass).toBeDefined();
  expect(css).toContain(`.${heroClass}{`);
  expect(css).not.toMatch(/:hover/);
});

test('a wide screen gets the gallery grid and the aside beside the description', async () => {
  const { css, html } = await renderFrameVariant({ lang: 'en', dark: false, wide: true }, frameParts);
  const page = html.page ?? '';
  expect(page).toMatch(/>Back to results</);
  const galleryGrid = /data-jf="gallery"><div class="[^"]*\b(jf-[\w-]+)"/.exec(page)?.[1];
  expect(css).toMatch(
    new RegExp(`@media \\(min-width:900px\\)\\{\\.${galleryGrid}\\{[^}]*grid-template-columns:2fr 1fr 1fr`),
  );
  expect(css).toMatch(/@media \(min-width:900px\)\{\.jf-[\w-]+\{[^}]*grid-template-columns:minmax\(0, 1fr\) 320px/);
});
