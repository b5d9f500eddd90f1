import { DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '../format/currencies';
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/languages';
import { DEFAULT_THEME_MODE, isThemeMode, type ThemeMode } from '../theme/theme-mode';

// Each stored preference is parsed by a schema with a default: an unknown, old or tampered value
// falls back instead of crashing the page.

export type MobileChoice = 'prefer_web' | 'prefer_mobile';

export interface PreferenceSchema<T> {
  /** Cookie (or storage key) name. */
  key: string;
  parse(raw: string | null | undefined): T;
  serialize(value: T): string;
}

function normalise(raw: string | null | undefined): string {
  return (raw ?? '').trim();
}

export const currencySchema: PreferenceSchema<CurrencyCode> = {
  key: 'jad_cur',
  parse: (raw) => {
    const value = normalise(raw).toUpperCase();
    return isCurrencyCode(value) ? value : DEFAULT_CURRENCY;
  },
  serialize: (value) => value,
};

export const themeSchema: PreferenceSchema<ThemeMode> = {
  key: 'theme',
  parse: (raw) => {
    const value = normalise(raw).toLowerCase();
    return isThemeMode(value) ? value : DEFAULT_THEME_MODE;
  },
  serialize: (value) => value,
};

export const langSchema: PreferenceSchema<Lang> = {
  key: 'lang',
  parse: (raw) => {
    // 'ar-AE' or 'en_GB' written by older clients still pick the right language.
    const value = normalise(raw).toLowerCase().split(/[-_]/)[0];
    return isLang(value) ? value : DEFAULT_LANG;
  },
  serialize: (value) => value,
};

export const mobileChoiceSchema: PreferenceSchema<MobileChoice | null> = {
  key: 'choose_mobile',
  parse: (raw) => {
    const value = normalise(raw);
    return value === 'prefer_web' || value === 'prefer_mobile' ? value : null;
  },
  serialize: (value) => value ?? '',
};

export const cookiesAcceptedSchema: PreferenceSchema<boolean> = {
  key: 'jad_cookies_accepted',
  parse: (raw) => normalise(raw) === 'true',
  serialize: (value) => String(value),
};
