import { INTL_LOCALES, type Lang } from '../i18n/languages';

// A short age ("now", "5m ago", "قبل 3 ساعات") through Intl.RelativeTimeFormat, which knows each language's plural
// forms. Pure and free of React: the first frames (src/frame) draw the same text as the page.

export type AgeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
const WEEK = 7 * DAY;

/** The largest whole unit of the time since `iso` (0 seconds for anything under a minute or in the future). */
export function ageOf(iso: string | number | Date, now: number = Date.now()): { unit: AgeUnit; n: number } {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < MINUTE) return { unit: 'second', n: 0 };
  if (seconds < HOUR) return { unit: 'minute', n: Math.floor(seconds / MINUTE) };
  if (seconds < DAY) return { unit: 'hour', n: Math.floor(seconds / HOUR) };
  if (seconds < WEEK) return { unit: 'day', n: Math.floor(seconds / DAY) };
  return { unit: 'week', n: Math.floor(seconds / WEEK) };
}

const formats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(lang: Lang, numeric: 'auto' | 'always'): Intl.RelativeTimeFormat {
  const key = `${lang}:${numeric}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALES[lang], { style: 'narrow', numeric });
    formats.set(key, format);
  }
  return format;
}

/** "now", "5m ago", "2d ago" / "الآن", "قبل 5 دقائق" for the time since `iso`. */
export function timeAgo(iso: string | number | Date, lang: Lang, now: number = Date.now()): string {
  const { unit, n } = ageOf(iso, now);
  // 'auto' turns 0 seconds into "now"; every other age keeps its number ("2d ago", not "the day before yesterday").
  return n === 0 ? relativeFormat(lang, 'auto').format(0, 'second') : relativeFormat(lang, 'always').format(-n, unit);
}
