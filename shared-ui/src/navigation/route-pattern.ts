/** Matches a path against a route pattern: '/a/b' exactly, '/a/*' as a prefix, ':param' as one non-empty segment. */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const want = pattern.split('/');
  const have = path.split('/');
  for (const [i, w] of want.entries()) {
    const h = have[i];
    if (w === '*') return have.length > i;
    if (h === undefined) return false;
    if (!w.startsWith(':') && w !== h) return false;
    if (w.startsWith(':') && !h) return false;
  }
  return want.length === have.length;
}
