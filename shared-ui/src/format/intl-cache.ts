// Building an Intl formatter costs far more than using one (locale data is looked up each time): a page of
// cards that built one per price or rating spent most of a render doing it. Formatters are kept per locale and
// options; the options objects here are small and written literally, so their JSON is a stable key.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const displayNames = new Map<string, Intl.DisplayNames>();

function cached<T>(cache: Map<string, T>, locale: string, options: object | undefined, create: () => T): T {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function regionNames(locale: string): Intl.DisplayNames {
  return cached(displayNames, locale, undefined, () => new Intl.DisplayNames([locale], { type: 'region' }));
}
