import { useCurrentPath } from '@jad/shared-ui';

/** One query parameter of the current URL (re-read on every navigation). */
export function useQueryParam(name: string): string | null {
  const path = useCurrentPath();
  const q = path.indexOf('?');
  return q < 0 ? null : new URLSearchParams(path.slice(q + 1)).get(name);
}

/** Only a path on this site, never /auth/… again (a loop) nor another origin (an open redirect). */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value.startsWith('/auth/') ? '/' : value;
}

/** A path with a callbackUrl carried along, so every step of sign-in/up still knows where to return. */
export function withCallback(path: string, callbackUrl: string | null): string {
  if (!callbackUrl || callbackUrl === '/') return path;
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}callbackUrl=${encodeURIComponent(callbackUrl)}`;
}
