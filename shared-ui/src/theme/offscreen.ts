/**
 * Styles (for `sx`) for an item of a long list (a card of a grid, a post of the feed): the browser skips its style,
 * layout and paint while it is far off screen (`content-visibility: auto`), so a page of twelve cards costs the
 * layout of the two or six in view when it first appears, on a phone's slow CPU. `estimate` is the item's usual
 * height, held for it until it has been laid out once (then its real height is remembered: `auto`), so the
 * scrollbar and the items' positions stay close. Still in the accessibility tree and found by find-in-page.
 * axe cannot read the colours of a skipped item: on the feed's posts it reported a Follow button far below the
 * screen as too pale (e2e platform-a11y), so the posts do without; the activity cards pass.
 */
export function renderWhenNear(estimate: number) {
  return { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${estimate}px` } as const;
}
