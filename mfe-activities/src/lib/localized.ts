import type { Lang } from '@jad/shared-ui';

/** The text of an `{x_en, x_ar}` pair in the reader's language, falling back to English when empty. */
export function localized(lang: Lang, en: string, ar: string): string {
  return lang === 'ar' && ar.trim() !== '' ? ar : en;
}

/** "6h 30m" / "6 س 30 د": activity durations are whole minutes. */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
