import { useSyncExternalStore } from 'react';
import { NOTIFICATIONS_DRAWER_DELAY_MS, type Lang } from '@jad/shared-ui';

// The notifications drawer is opened from several places (bell, avatar menu, mobile drawer) and rendered once
// by the shell; this tiny store joins them without pulling the drawer's code into the first load.
let open = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/** Preloads the drawer's code at once and opens it after the spec's delay (spec §2: 100 ms). */
export function openNotificationsDrawer(delayMs: number = NOTIFICATIONS_DRAWER_DELAY_MS): void {
  void import('./notifications-drawer');
  clearTimeout(timer);
  timer = setTimeout(() => set(true), delayMs);
}

export function closeNotificationsDrawer(): void {
  clearTimeout(timer);
  set(false);
}

export function useNotificationsDrawerOpen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => open,
    () => false,
  );
}

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
