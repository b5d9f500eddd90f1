// The leaf module, not the package's index: this runs in the shell's entry, before the shared modules are loaded.
import { matchesRoutePattern } from '@jad/shared-ui/route-pattern';
import { DOMAINS, DOMAIN_ROUTES, type Domain } from './domains';

/** The domain whose remote owns a path, or null for the shell's own pages. */
export function domainForPath(pathname: string): Domain | null {
  for (const domain of DOMAINS) {
    if (DOMAIN_ROUTES[domain].some((pattern) => matchesRoutePattern(pattern, pathname))) return domain;
  }
  return null;
}
