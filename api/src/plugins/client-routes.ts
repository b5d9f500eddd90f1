// Which paths are pages of the web app (spec §2): the shell's own pages and the routes each remote owns, read from
// the shell's two tables so the api, nginx (scripts/prod/nginx-render-lib.mjs) and the browser agree. A dot in a
// path means nothing here: /profile/ananya.r is a profile.
import domainRoutes from '../../../shell/src/app/domain-routes.json';
import shellPages from '../../../shell/src/app/shell-pages.json';
import { matchesRoutePattern } from '../../../shared-ui/src/navigation/route-pattern';

/** Every client route pattern ('/feed', '/profile/:username', '/hotels/*'). */
export const CLIENT_ROUTE_PATTERNS: readonly string[] = [
  ...Object.keys(shellPages),
  ...Object.values(domainRoutes as Record<string, string[]>).flat(),
];

/** Whether the path (no query) is a page of the app. */
export function isClientPath(pathname: string): boolean {
  return CLIENT_ROUTE_PATTERNS.some((pattern) => matchesRoutePattern(pattern, pathname));
}
