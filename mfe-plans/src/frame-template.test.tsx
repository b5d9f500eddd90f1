/** @jest-environment node */
import { renderFrameVariant } from '@jad/shared-ui/frame-template';
import frameParts from './frame-template';

// /plans' first frame is its page rendered at build time: what src/frame/index.ts fills must be in it, so a change
// to the page or its card that drops one fails here rather than in the browser.

test("the member's page, its cards and status chips carry what the frame fills, with the CSS of their classes", async () => {
  const { css, html } = await renderFrameVariant({ lang: 'ar', dark: true, wide: false }, frameParts);
  // The heading, then the list with the sample card; no loading state.
  expect(html.page).toMatch(/<h1[^>]*>[^<]*[\u0600-\u06FF].*<ul[^>]*><li[^>]*data-jf="plan-card"/s);
  expect(html.page).not.toContain('role="progressbar"');
  expect(html.page).not.toContain('data-testid');
  for (const part of ['card', 'cardAi', 'cardOwn']) {
    for (const slot of ['dates', 'counts', 'total']) expect(html[part]).toContain(`data-slot="${slot}"`);
    expect(html[part]).toContain('href="/plan?pid=⟦pid⟧"');
    expect(html[part]).toContain('>⟦name⟧</h2>');
    expect(html[part]).toContain('data-jf="plan-status"');
    expect(html[part]).toContain('data-jf="plan-shared"');
  }
  // The first cover, eager and first; the others' icons.
  expect(html.card).toMatch(/<img[^>]*src="⟦image⟧"[^>]*loading="eager"[^>]*fetchPriority="high"/);
  expect(html.cardAi).toContain('data-jf="AutoAwesomeIcon"');
  expect(html.cardOwn).toContain('data-jf="EditCalendarIcon"');
  for (const status of ['unconfirmed', 'in-progress', 'confirmed', 'past'])
    expect(html.chips).toContain(`data-status="${status}"`);
  const cardClass = /<li class="[^"]*\b(jf-[\w-]+)" data-jf="plan-card"/.exec(html.card ?? '')?.[1];
  expect(cardClass).toBeDefined();
  expect(css).toContain(`.${cardClass}{`);
  // Each chip's colour.
  const pastClass = /data-status="past" class="[^"]*\b(jf-[\w-]+)"/.exec(html.chips ?? '')?.[1];
  expect(css).toContain(`.${pastClass}{`);
  expect(css).not.toMatch(/:hover/);
});

test('a wide screen gets three columns', async () => {
  const { css, html } = await renderFrameVariant({ lang: 'en', dark: false, wide: true }, frameParts);
  const listClass = /<ul class="[^"]*\b(jf-[\w-]+)"/.exec(html.page ?? '')?.[1];
  expect(css).toMatch(new RegExp(`@media \\(min-width:900px\\)\\{\\.${listClass}\\{[^}]*repeat\\(3`));
});

test("the member's plan page carries what the /plan frame fills, its map's place held, and the parts it swaps in", async () => {
  const { html } = await renderFrameVariant({ lang: 'ar', dark: false, wide: false }, frameParts);
  const plan = html.plan ?? '';
  expect(plan).toMatch(/<h1[^>]*data-jf="plan-name"[^>]*>⟦name⟧<\/h1>/);
  expect(plan).toContain('data-slot="trip"');
  for (const id of ['plan-status', 'plan-source', 'plan-shared', 'confirm-plan', 'drag-hint', 'plan-day'])
    expect(plan).toContain(`data-jf="${id}"`);
  for (const id of ['total-cost', 'total-paid', 'total-items', 'total-travel'])
    expect(plan).toContain(`data-jf="${id}"`);
  expect(plan).toContain('href="/api/v1/plans/⟦pid⟧/calendar.ics?lang=ar"');
  // The map's place, as large as the map, not a loading state; the heading and legend in Arabic.
  expect(plan).toContain('data-jf="day-map-placeholder"');
  expect(plan).not.toContain('role="progressbar"');
  expect(plan).toMatch(/<h2[^>]*>[^<]*[\u0600-\u06FF]/);
  for (const status of ['unconfirmed', 'in-progress', 'confirmed', 'past'])
    expect(html.planChips).toContain(`data-status="${status}"`);
  for (const source of ['built-in', 'ai', 'own']) expect(html.planSources).toContain(`data-source="${source}"`);
  expect(html.planPayRest).toContain('data-jf="confirm-plan"');
});
