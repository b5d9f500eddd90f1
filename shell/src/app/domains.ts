// Which remote owns which route (spec §2). The shell itself owns home, the info pages and not-found.
export const DOMAINS = ['hotels', 'social', 'plans', 'activities', 'account'] as const;
export type Domain = (typeof DOMAINS)[number];

/** The federation container name of a domain's remote (a JS identifier). */
export const containerName = (domain: Domain) => `mfe_${domain}`;

/** Route patterns per domain, as react-router paths; each remote matches the same full paths. */
export const DOMAIN_ROUTES: Record<Domain, string[]> = {
  social: ['/feed', '/post', '/profile/:username', '/notifications'],
  activities: ['/activities', '/activities/*', '/activity-detail', '/wishlist', '/destination'],
  plans: ['/questionnaire', '/plans', '/plan'],
  hotels: ['/hotels', '/hotels/*', '/hotel', '/hotel/*', '/favourite-hotels', '/orders'],
  account: ['/auth/*', '/account/*', '/delete-account-request'],
};
