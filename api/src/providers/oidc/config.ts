import type { OidcProviderConfig } from './types';

const KNOWN: Record<string, { name: string; issuer: string; responseMode: 'query' | 'form_post'; scope: string }> = {
  google: {
    name: 'Google',
    issuer: 'https://accounts.google.com',
    responseMode: 'query',
    scope: 'openid email profile',
  },
  apple: { name: 'Apple', issuer: 'https://appleid.apple.com', responseMode: 'form_post', scope: 'openid email name' },
};

/**
 * Providers from the environment: OIDC_PROVIDERS=google,apple and per provider
 * OIDC_<ID>_CLIENT_ID (required), OIDC_<ID>_CLIENT_SECRET, OIDC_<ID>_ISSUER, OIDC_<ID>_NAME,
 * OIDC_<ID>_RESPONSE_MODE. A provider without a client id is left out.
 */
export function oidcConfigFromEnv(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const ids = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => /^[a-z][a-z0-9-]{0,30}$/.test(s));
  const configs: OidcProviderConfig[] = [];
  for (const id of new Set(ids)) {
    const key = `OIDC_${id.toUpperCase().replaceAll('-', '_')}_`;
    const clientId = env[`${key}CLIENT_ID`]?.trim();
    if (!clientId) continue;
    const known = KNOWN[id];
    const issuer = env[`${key}ISSUER`]?.trim() || known?.issuer;
    if (!issuer) continue;
    const mode = env[`${key}RESPONSE_MODE`]?.trim();
    configs.push({
      id,
      name: env[`${key}NAME`]?.trim() || known?.name || id,
      issuer,
      clientId,
      clientSecret: env[`${key}CLIENT_SECRET`]?.trim() || undefined,
      scope: env[`${key}SCOPE`]?.trim() || known?.scope || 'openid email profile',
      responseMode: mode === 'form_post' || mode === 'query' ? mode : (known?.responseMode ?? 'query'),
      allowInsecure: issuer.startsWith('http://') && env.NODE_ENV !== 'production',
    });
  }
  return configs;
}
