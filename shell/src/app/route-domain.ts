import { DOMAINS, DOMAIN_ROUTES, type Domain } from './domains';

/** Matches '/a/b' exactly, '/a/*' as a prefix, and ':param' as one segment. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const want = pattern.split('/');
  const have = path.split('/');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return have.length > i;
    if (have[i] === undefined) return false;
    if (!want[i].startsWith(':') && want[i] !== have[i]) return false;
    if (want[i].startsWith(':') && !have[i]) return false;
  }
  return want.length === have.length;
}

/** The domain whose remote owns a path, or null for the shell's own pages. */
export function domainForPath(pathname: string): Domain | null {
  for (const domain of DOMAINS) {
    if (DOMAIN_ROUTES[domain].some((pattern) => matchesPattern(pattern, pathname))) return domain;
  }
  return null;
}
