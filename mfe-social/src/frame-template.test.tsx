/** @jest-environment node */
import { renderFrameVariant } from '@jad/shared-ui/frame-template';
import frameParts from './frame-template';

// /feed's first frame is its page rendered at build time: what src/frame/index.ts fills must be in it, so a change
// to the page or its post card that drops one fails here rather than in the browser.

test("the visitor's page and its post card carry what the frame fills, with the CSS of their classes", async () => {
  const { css, html } = await renderFrameVariant({ lang: 'ar', dark: true, wide: true }, frameParts);
  const page = html.page ?? '';
  // The sign-in hint, then the sample post, then the sidebar (wide).
  expect(page).toMatch(/role="alert".*<article[^>]*>.*<\/article>.*<aside/s);
  for (const slot of ['ago', 'likes', 'caption', 'more', 'comments', 'questions'])
    expect(page).toContain(`data-slot="${slot}"`);
  expect(page).toContain('src="⟦avatar⟧"');
  expect(page).toContain('src="⟦image⟧"');
  expect(page).toContain('href="/post?post_id=⟦pid⟧#comments"');
  expect(page).toContain('href="/profile/⟦username⟧"');
  expect(page).toMatch(/<bdi>@⟦username⟧<\/bdi> · <time/);
  expect(page).toContain('data-jf="VerifiedIcon"');
  // In the variant's language.
  expect(page).toMatch(/<h1[^>]*>[^<]*[\u0600-\u06FF]/);
  expect(page).not.toContain('data-testid');
  for (const count of [2, 3]) expect(html[`media${count}`]).toContain(`>1/${count}<`);
  const cardClass = /<article class="[^"]*\b(jf-[\w-]+)"/.exec(page)?.[1];
  expect(cardClass).toBeDefined();
  expect(css).toContain(`.${cardClass}{`);
  expect(css).not.toMatch(/:hover/);
});

test('a phone gets no sidebar', async () => {
  const { html } = await renderFrameVariant({ lang: 'en', dark: false, wide: false }, frameParts);
  expect(html.page).not.toContain('<aside');
});

test("/post's page carries its post card, its caption's links to copy and the comments' tab, a member's parts apart", async () => {
  const { html } = await renderFrameVariant({ lang: 'ar', dark: true, wide: false }, frameParts);
  const post = html.post ?? '';
  // The heading, the post, then the tabs with the comments' placeholders and a visitor's sign-in button.
  expect(post).toMatch(
    /<h1[^>]*>[^<]*⟦username⟧[^<]*<\/h1><article.*<\/article>.*role="tablist".*role="tabpanel".*<button/s,
  );
  expect(post).toContain('src="⟦image⟧"');
  expect(post).toContain('fetchPriority="high"');
  // The whole caption (no "more", no comment links under it), with one link of each kind RichText writes.
  expect(post).not.toContain('data-slot="more"');
  expect(post).not.toContain('data-slot="comments"');
  for (const link of ['href="/profile/sample"', 'href="/tag/sample"', 'target="_blank"']) expect(post).toContain(link);
  for (const id of ['tab-comments', 'tab-questions'])
    expect(post).toMatch(new RegExp(`id="${id}"[^>]*>[\\u0600-\\u06FF]`));
  expect(html.liked).toContain('aria-pressed="true"');
  // A member's comment box: the room its form takes, no sign-in button.
  expect(html.composerMember).toMatch(/^<div class="[^"]+"><\/div>$/);
});
