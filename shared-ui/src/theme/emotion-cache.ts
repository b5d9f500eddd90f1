import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import type { TextDirection } from '../i18n/languages';

const caches = new Map<TextDirection, EmotionCache>();
let rtlPlugin: StylisPlugin | null = null;

/**
 * Loads what a direction needs before the first render in it. The RTL mirroring plugin (with cssjanus) is
 * only fetched for Arabic, which keeps it out of an English visitor's first load.
 */
export async function prepareDirection(direction: TextDirection): Promise<void> {
  if (direction !== 'rtl' || rtlPlugin) return;
  const mod = await import('stylis-plugin-rtl');
  rtlPlugin = (mod.default ?? mod) as unknown as StylisPlugin;
}

/** Whether a direction's styles can render now (rtl needs prepareDirection first). */
export function isDirectionReady(direction: TextDirection): boolean {
  return direction !== 'rtl' || rtlPlugin !== null;
}

/**
 * One emotion cache per direction, created once and shared by every React root (shell and remotes):
 * two caches with the same key would insert duplicate, conflicting style rules.
 * rtl mirrors the CSS with stylis-plugin-rtl (no stylis prefixer: ours is a newer stylis than emotion's and
 * crashed on ::placeholder); call prepareDirection('rtl') first.
 */
export function getEmotionCache(direction: TextDirection): EmotionCache {
  let cache = caches.get(direction);
  if (!cache) {
    if (direction === 'rtl' && !rtlPlugin) throw new Error("getEmotionCache('rtl') before prepareDirection('rtl')");
    cache =
      direction === 'rtl'
        ? createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin as StylisPlugin], prepend: true })
        : createCache({ key: 'mui', prepend: true });
    caches.set(direction, cache);
  }
  return cache;
}
