import type { Lang } from '@jad/shared-ui/core';

/** Spec §2: the drawer comes in from the left in Arabic and from the right in English (the physical side). */
export function notificationsDrawerSide(lang: Lang): 'left' | 'right' {
  return lang === 'ar' ? 'left' : 'right';
}

/**
 * The MUI anchor that puts the drawer on a physical side. In rtl the emotion cache mirrors `right: 0` to
 * `left: 0` (and MUI mirrors the slide), so the anchor is the mirror of the side there.
 */
export function drawerAnchorFor(side: 'left' | 'right', direction: 'ltr' | 'rtl'): 'left' | 'right' {
  if (direction === 'ltr') return side;
  return side === 'left' ? 'right' : 'left';
}
