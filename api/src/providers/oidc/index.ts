import { createOidcProviders } from './client';
import { oidcConfigFromEnv } from './config';
import type { OidcProviders } from './types';

export * from './types';
export { createOidcProviders } from './client';
export { oidcConfigFromEnv } from './config';

/** The OpenID Connect providers named by OIDC_PROVIDERS (none by default: the buttons stay hidden). */
export function createOidcFromEnv(env: NodeJS.ProcessEnv = process.env): OidcProviders {
  return createOidcProviders(oidcConfigFromEnv(env));
}
