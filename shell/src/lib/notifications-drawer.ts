import { useSyncExternalStore } from 'react';
import { NOTIFICATIONS_DRAWER_DELAY_MS } from '@jad/shared-ui/core';

// The notifications drawer is opened from several places (bell, avatar menu, mobile drawer) and rendered once
// by the shell; this tiny store joins them without pulling the drawer's code into the first load. Shared, so the
// navbar opens the drawer without importing the notifications feature; that feature registers its preload.
let open = false;
let preload: () => unknown = () => undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/** The drawer's code, fetched as soon as the drawer is asked for (set by the notifications feature). */
export function setNotificationsDrawerPreload(load: () => unknown): void {
  preload = load;
}

/** Preloads the drawer's code at once and opens it after the spec's delay (spec §2: 100 ms). */
export function openNotificationsDrawer(delayMs: number = NOTIFICATIONS_DRAWER_DELAY_MS): void {
  preload();
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
