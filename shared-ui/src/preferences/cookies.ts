// Thin document.cookie access that works (as a no-op) where there is no document, e.g. node tests.
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // a malformed escape from another writer: hand back the raw text for the schema to judge
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const maxAge = options.maxAgeSeconds ?? ONE_YEAR_S;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=${options.path ?? '/'}; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function removeCookie(name: string, path = '/'): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Path=${path}; Max-Age=0; SameSite=Lax`;
}
