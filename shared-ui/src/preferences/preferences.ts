import type { CurrencyCode } from '../format/currencies';
import type { Lang } from '../i18n/languages';
import type { ThemeMode } from '../theme/theme-mode';
import { readCookie, removeCookie, writeCookie } from './cookies';
import {
  cookiesAcceptedSchema,
  currencySchema,
  langSchema,
  mobileChoiceSchema,
  themeSchema,
  type MobileChoice,
  type PreferenceSchema,
} from './schemas';

function readCookiePreference<T>(schema: PreferenceSchema<T>): T {
  return schema.parse(readCookie(schema.key));
}

function writeCookiePreference<T>(schema: PreferenceSchema<T>, value: T): void {
  writeCookie(schema.key, schema.serialize(value));
}

export const readCurrency = (): CurrencyCode => readCookiePreference(currencySchema);
export const writeCurrency = (currency: CurrencyCode): void => writeCookiePreference(currencySchema, currency);

export const readTheme = (): ThemeMode => readCookiePreference(themeSchema);
export const writeTheme = (theme: ThemeMode): void => writeCookiePreference(themeSchema, theme);

export const readLang = (): Lang => readCookiePreference(langSchema);
export const writeLang = (lang: Lang): void => writeCookiePreference(langSchema, lang);

/** null until the visitor (or the desktop rule of spec §4) has chosen. */
export const readMobileChoice = (): MobileChoice | null => readCookiePreference(mobileChoiceSchema);
export function writeMobileChoice(choice: MobileChoice | null): void {
  if (choice === null) removeCookie(mobileChoiceSchema.key);
  else writeCookiePreference(mobileChoiceSchema, choice);
}

// Storage can be missing or throw (disabled, private mode, quota): treat that as "not accepted yet".
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readCookiesAccepted(): boolean {
  try {
    return cookiesAcceptedSchema.parse(storage()?.getItem(cookiesAcceptedSchema.key));
  } catch {
    return false;
  }
}

export function acceptCookies(): void {
  try {
    storage()?.setItem(cookiesAcceptedSchema.key, cookiesAcceptedSchema.serialize(true));
  } catch {
    // The banner will show again next visit; nothing else depends on it.
  }
}

export interface InitialPreferences {
  currency: CurrencyCode;
  theme: ThemeMode;
  lang: Lang;
  mobileChoice: MobileChoice | null;
  cookiesAccepted: boolean;
}

/** Everything the store and i18n are seeded with at start. */
export function readInitialPreferences(): InitialPreferences {
  return {
    currency: readCurrency(),
    theme: readTheme(),
    lang: readLang(),
    mobileChoice: readMobileChoice(),
    cookiesAccepted: readCookiesAccepted(),
  };
}
