import { INTL_LOCALES, type Lang } from '../i18n/languages';
import { dateTimeFormat } from './intl-cache';

export type DateInput = Date | string | number;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

interface ParsedDate {
  date: Date;
  /** A calendar date ('2025-03-01'): formatted in UTC so it never shifts a day in the visitor's zone. */
  dateOnly: boolean;
}

function parse(input: DateInput): ParsedDate {
  const dateOnly = typeof input === 'string' && DATE_ONLY.test(input);
  const date = input instanceof Date ? input : new Date(dateOnly ? `${input as string}T00:00:00Z` : input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return { date, dateOnly };
}

function optionsFor(parsed: ParsedDate[], options: Intl.DateTimeFormatOptions | undefined): Intl.DateTimeFormatOptions {
  const base = options ?? DEFAULT_DATE_OPTIONS;
  const allDateOnly = parsed.every((p) => p.dateOnly);
  return allDateOnly && base.timeZone === undefined ? { ...base, timeZone: 'UTC' } : base;
}

/** formatDate('2025-03-01', 'en') → "1 Mar 2025"; options replace the default day/month/year. */
export function formatDate(input: DateInput, lang: Lang, options?: Intl.DateTimeFormatOptions): string {
  const parsed = parse(input);
  return dateTimeFormat(INTL_LOCALES[lang], optionsFor([parsed], options)).format(parsed.date);
}

/** formatDateRange('2025-03-01', '2025-03-05', 'en') → "1 – 5 Mar 2025" (shared parts once). */
export function formatDateRange(
  start: DateInput,
  end: DateInput,
  lang: Lang,
  options?: Intl.DateTimeFormatOptions,
): string {
  const from = parse(start);
  const to = parse(end);
  const formatter = dateTimeFormat(INTL_LOCALES[lang], optionsFor([from, to], options));
  // formatRange throws when start > end; show the range in the order given anyway, as two dates.
  if (from.date.getTime() > to.date.getTime()) {
    return `${formatter.format(from.date)} – ${formatter.format(to.date)}`;
  }
  return formatter.formatRange(from.date, to.date);
}
