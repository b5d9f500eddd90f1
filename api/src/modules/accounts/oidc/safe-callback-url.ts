// The rule the front end applies to the same value (shared-ui/src/navigation/safe-return-path.ts, whose cases its
// test repeats): kept in step by hand, since the api cannot load a front-end package at run time.

/**
 * Refused anywhere in the value: controls and whitespace (browsers drop tab, CR and LF from a URL, so
 * `/\t/evil.example` becomes `//evil.example`), backslashes (read as `/`), and characters that look like a
 * slash or are folded into one (fullwidth solidus, division slash, fraction slash…). A real path carries
 * these percent-encoded, if at all.
 */
const UNSAFE_CHARS =
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\\u2044\u2215\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;

/** The same in the percent-decoded path (spaces excepted: `%20` is an ordinary part of a path). */
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\\u2044\u2215\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;

/** Longer than any path of the site; a cap, so a huge value costs nothing. */
const MAX_LENGTH = 1000;

/**
 * `value` if it is a path on this site, normalised (what the browser would request), else `/`. Only a
 * same-origin path survives: never another origin (an open redirect after sign-in hands a phisher the
 * signed-in page), never `javascript:`, and never a page under `/auth/` (a loop back to sign-in). The value is
 * parsed against `origin` as a browser would; the check is repeated on the percent-decoded path, so
 * `/%2F%2Fevil.example` and `/%09/evil.example` are refused too.
 */
export function safeCallbackUrl(value: string | null | undefined, origin: string): string {
  if (!value || value.length > MAX_LENGTH || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (UNSAFE_CHARS.test(value)) return '/';
  // The path as code that decodes it would see it (the query and fragment cannot move the page elsewhere).
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(value.split(/[?#]/, 1)[0] ?? '');
  } catch {
    return '/';
  }
  if (UNSAFE_DECODED.test(decodedPath) || decodedPath.startsWith('//')) return '/';
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return '/';
  }
  // Dot segments can still fold to a scheme-relative path: `/..//evil.example` is `//evil.example`.
  if (url.origin !== base.origin || url.pathname.startsWith('//')) return '/';
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
