/** Matches a path against a route pattern: '/a/b' exactly, '/a/*' as a prefix, ':param' as one non-empty segment. */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
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
