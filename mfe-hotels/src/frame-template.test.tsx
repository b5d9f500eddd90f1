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

test("a saved hotel's heart: the page's own, full and pressed, for the frame to swap in", async () => {
  const { css, html } = await renderFrameVariant({ lang: 'en', dark: false, wide: false }, frameParts);
  expect(html.page).toMatch(
    /<button[^>]*aria-label="Save to favourites: ⟦name⟧" aria-pressed="false"[^>]*data-jf="favourite-button"/,
  );
  expect(html.heartOn).toMatch(
    /<button[^>]*aria-label="Remove from favourites: ⟦name⟧" aria-pressed="true"[^>]*data-jf="favourite-button"/,
  );
  const iconClass = /<svg class="[^"]*MuiSvgIcon-colorError[^"]*\b(jf-[\w-]+)"/.exec(html.heartOn ?? '')?.[1];
  expect(iconClass).toBeDefined();
  expect(css).toContain(`.${iconClass}{`);
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

test("/orders: the member's page and an order card of each kind, paid or not, carry what the frame fills", async () => {
  const { css, html } = await renderFrameVariant({ lang: 'ar', dark: true, wide: false }, frameParts);
  // The heading, the tabs (Active selected), then the list with the sample card; no loading state, Arabic labels.
  expect(html.orders).toMatch(/<h1[^>]*>طلباتي<\/h1>.*data-jf="tab-active".*<article[^>]*data-jf="order-card"/s);
  expect(html.orders).not.toContain('MuiSkeleton');
  expect(html.orders).not.toContain('data-testid');
  for (const part of ['orderHotel', 'orderActivity', 'orderHotelUnpaid', 'orderActivityUnpaid']) {
    const card = html[part] ?? '';
    for (const slot of ['dates', 'amount', 'refund']) expect(card).toContain(`data-slot="${slot}"`);
    expect(card).toContain('>⟦title⟧</h3>');
    expect(card).toContain('data-order-id="⟦oid⟧"');
    expect(card).toContain('data-jf="order-status"');
    // The first card's picture, eager and first.
    expect(card).toMatch(/<img[^>]*src="⟦image⟧"[^>]*loading="eager"[^>]*fetchPriority="high"/);
  }
  expect(html.orderHotel).toContain('href="/hotel/booking/manage?order_id=⟦oid⟧"');
  expect(html.orderActivity).toContain('href="/activities/order?order_id=⟦oid⟧"');
  expect(html.orderHotelUnpaid).toContain('href="/hotel/booking/payment?checkout=⟦checkout⟧"');
  expect(html.orderActivityUnpaid).toContain('href="/activities/checkout?order_id=⟦oid⟧"');
  expect(html.orderNoRefund).toContain('data-jf="order-refund"');
  for (const status of ['pending', 'confirmed', 'cancelled', 'payment_failed', 'failed_refund', 'unpaid'])
    expect(html.orderChips).toContain(`data-status="${status}"`);
  const cardClass = /<article class="[^"]*\b(jf-[\w-]+)"[^>]*data-jf="order-card"/.exec(html.orderHotel ?? '')?.[1];
  expect(cardClass).toBeDefined();
  expect(css).toContain(`.${cardClass}{`);
  expect(css).not.toMatch(/:hover/);
});
