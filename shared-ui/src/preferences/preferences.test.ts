import { readCookie, removeCookie, writeCookie } from './cookies';
import {
  acceptCookies,
  readCookiesAccepted,
  readCurrency,
  readInitialPreferences,
  readLang,
  readMobileChoice,
  readTheme,
  writeCurrency,
  writeLang,
  writeMobileChoice,
  writeTheme,
} from './preferences';
import { currencySchema, langSchema, mobileChoiceSchema, themeSchema } from './schemas';

function clearCookies() {
  for (const name of ['jad_cur', 'theme', 'lang', 'choose_mobile', 'other']) removeCookie(name);
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('cookies', () => {
  it('writes and reads back a value, encoded', () => {
    writeCookie('other', 'a b;c');
    expect(readCookie('other')).toBe('a b;c');
    expect(document.cookie).toContain('other=a%20b%3Bc');
  });

  it('returns null for a missing cookie and does not match on prefixes', () => {
    writeCookie('other', 'x');
    expect(readCookie('oth')).toBeNull();
    expect(readCookie('nope')).toBeNull();
  });

  it('hands back raw text when the value is not valid percent-encoding', () => {
    document.cookie = 'other=%E0%A4%A';
    expect(readCookie('other')).toBe('%E0%A4%A');
  });

  it('removes a cookie', () => {
    writeCookie('other', 'x');
    removeCookie('other');
    expect(readCookie('other')).toBeNull();
  });
});

describe('schemas', () => {
  it.each([
    ['KWD', 'KWD'],
    [' kwd ', 'KWD'],
    ['XYZ', 'USD'],
    ['', 'USD'],
    [null, 'USD'],
    [undefined, 'USD'],
    ['{"currency":"AED"}', 'USD'],
  ])('currency %p → %p', (raw, expected) => {
    expect(currencySchema.parse(raw)).toBe(expected);
  });

  it.each([
    ['dark', 'dark'],
    ['DARK', 'dark'],
    ['true', 'light'],
    ['', 'light'],
    [null, 'light'],
  ])('theme %p → %p', (raw, expected) => {
    expect(themeSchema.parse(raw)).toBe(expected);
  });

  it.each([
    ['ar', 'ar'],
    ['ar-AE', 'ar'],
    ['en_GB', 'en'],
    ['fr', 'en'],
    [null, 'en'],
  ])('lang %p → %p', (raw, expected) => {
    expect(langSchema.parse(raw)).toBe(expected);
  });

  it.each([
    ['prefer_web', 'prefer_web'],
    ['prefer_mobile', 'prefer_mobile'],
    ['yes', null],
    [null, null],
  ])('choose_mobile %p → %p', (raw, expected) => {
    expect(mobileChoiceSchema.parse(raw)).toBe(expected);
  });
});

describe('preferences', () => {
  it('defaults when nothing is stored', () => {
    expect(readInitialPreferences()).toEqual({
      currency: 'USD',
      theme: 'light',
      lang: 'en',
      mobileChoice: null,
      cookiesAccepted: false,
    });
  });

  it('round-trips every preference through its cookie name of the spec', () => {
    writeCurrency('BHD');
    writeTheme('dark');
    writeLang('ar');
    writeMobileChoice('prefer_web');
    expect(readCookie('jad_cur')).toBe('BHD');
    expect(readCookie('theme')).toBe('dark');
    expect(readCookie('lang')).toBe('ar');
    expect(readCookie('choose_mobile')).toBe('prefer_web');
    expect([readCurrency(), readTheme(), readLang(), readMobileChoice()]).toEqual(['BHD', 'dark', 'ar', 'prefer_web']);
  });

  it('falls back to defaults for bad or old cookie values', () => {
    document.cookie = 'jad_cur=dollars; path=/';
    document.cookie = 'theme=1; path=/';
    document.cookie = 'lang=%%; path=/';
    document.cookie = 'choose_mobile=maybe; path=/';
    expect(readInitialPreferences()).toMatchObject({ currency: 'USD', theme: 'light', lang: 'en', mobileChoice: null });
  });

  it('clears the mobile choice with null', () => {
    writeMobileChoice('prefer_mobile');
    writeMobileChoice(null);
    expect(readMobileChoice()).toBeNull();
  });

  it('keeps the cookie-acceptance flag in localStorage', () => {
    expect(readCookiesAccepted()).toBe(false);
    acceptCookies();
    expect(localStorage.getItem('jad_cookies_accepted')).toBe('true');
    expect(readCookiesAccepted()).toBe(true);
    localStorage.setItem('jad_cookies_accepted', 'garbage');
    expect(readCookiesAccepted()).toBe(false);
  });

  it('treats a throwing localStorage as not accepted and does not crash', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readCookiesAccepted()).toBe(false);
    expect(() => acceptCookies()).not.toThrow();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
