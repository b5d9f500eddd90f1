import { useCurrentPath } from '@jad/shared-ui';
import { safeReturnPath } from '@jad/shared-ui/safe-return-path';

/** One query parameter of the current URL (re-read on every navigation). */
export function useQueryParam(name: string): string | null {
  const path = useCurrentPath();
  const q = path.indexOf('?');
  return q < 0 ? null : new URLSearchParams(path.slice(q + 1)).get(name);
}

/** The callbackUrl of the current URL if it is a path on this site (the shared rule, as the api's), else '/'. */
export function useReturnPath(): string {
  return safeReturnPath(useQueryParam('callbackUrl'), window.location.origin);
}

/** A path with a callbackUrl carried along, so every step of sign-in/up still knows where to return. */
export function withCallback(path: string, callbackUrl: string | null): string {
  if (!callbackUrl || callbackUrl === '/') return path;
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}callbackUrl=${encodeURIComponent(callbackUrl)}`;
}
