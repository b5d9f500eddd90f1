import { formatNumber } from '../format/numbers';
import type { Lang } from './languages';

// The interpolation formats of the locale files, shared by i18next (i18n.ts) and the first frames' fillText:
//   {{count, number}}  the number in the language's locale (INTL_LOCALES: Arabic with Latin digits)
//   {{date, bidi}}     isolated (U+2068 … U+2069), so a date, a name or an address keeps its own direction inside
//                      a sentence of the other direction
//   {{name, handle}}   "@name", isolated with its "@" (in an Arabic sentence "@name" would otherwise read "name@")

export const FIRST_STRONG_ISOLATE = '\u2068';
export const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Wraps text in a first-strong isolate. */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/** A value as `{{value, format}}` shows it; unknown formats leave it as it is. */
export function formatValue(value: unknown, format: string | undefined, lang: Lang): string {
  const text = String(value ?? '');
  switch (format?.trim()) {
    case 'number':
      return typeof value === 'number' ? formatNumber(value, lang) : text;
    case 'bidi':
      return isolate(text);
    case 'handle':
      return isolate(`@${text}`);
    default:
      return text;
  }
}

export const VALUE_FORMATS = ['number', 'bidi', 'handle'] as const;
