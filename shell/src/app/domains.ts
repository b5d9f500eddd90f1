import domainRoutes from './domain-routes.json';

// Which remote owns which route (spec §2). The shell itself owns home, the info pages and not-found.
export const DOMAINS = ['hotels', 'social', 'plans', 'activities', 'account'] as const;
export type Domain = (typeof DOMAINS)[number];

/** The domains whose pages show prices: on them the shell loads the exchange rates with the remote (bootstrap.tsx). */
export const PRICED_DOMAINS: ReadonlySet<Domain> = new Set(['hotels', 'plans', 'activities']);

/** The federation container name of a domain's remote (a JS identifier). */
export const containerName = (domain: Domain) => `mfe_${domain}`;

/**
 * Route patterns per domain, as react-router paths; each remote matches the same full paths. A JSON file, because
 * the shell's build reads it too (the remote chunk preloads in index.html, build-tools/html-plugins.js).
 */
export const DOMAIN_ROUTES: Record<Domain, string[]> = domainRoutes;
