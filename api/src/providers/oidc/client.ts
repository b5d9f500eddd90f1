import * as client from 'openid-client';
import type { OidcFlowSecrets, OidcIdentity, OidcProviderConfig, OidcProviders } from './types';

/** OpenID Connect with openid-client: discovery (cached per provider), PKCE, state and nonce. */
export function createOidcProviders(configs: OidcProviderConfig[]): OidcProviders {
  const byId = new Map(configs.map((c) => [c.id, c]));
  const discovered = new Map<string, Promise<client.Configuration>>();

  const configuration = (id: string): Promise<client.Configuration> => {
    const cfg = byId.get(id);
    if (!cfg) return Promise.reject(new Error(`Unknown provider ${id}`));
    let found = discovered.get(id);
    if (!found) {
      found = client.discovery(
        new URL(cfg.issuer),
        cfg.clientId,
        cfg.clientSecret,
        cfg.clientSecret ? client.ClientSecretPost(cfg.clientSecret) : client.None(),
        cfg.allowInsecure ? { execute: [client.allowInsecureRequests], timeout: 5 } : { timeout: 5 },
      );
      // A failed discovery is retried on the next sign-in instead of being cached forever.
      found.catch(() => discovered.delete(id));
      discovered.set(id, found);
    }
    return found;
  };

  return {
    name: 'openid-client',
    list: () => configs.map((c) => ({ id: c.id, name: c.name })),
    has: (id) => byId.has(id),
    newSecrets: () => ({
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    }),

    async authorizationUrl(id, redirectUri, secrets) {
      const cfg = byId.get(id);
      if (!cfg) throw new Error(`Unknown provider ${id}`);
      const config = await configuration(id);
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: cfg.scope,
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        response_type: 'code',
      };
      if (cfg.responseMode === 'form_post') params.response_mode = 'form_post';
      return client.buildAuthorizationUrl(config, params).href;
    },

    async callback(id, redirectUri, request, secrets: OidcFlowSecrets): Promise<OidcIdentity> {
      const config = await configuration(id);
      // openid-client reads the code from the query (GET) or the form body (form_post).
      const tokens = await client.authorizationCodeGrant(
        config,
        request,
        {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: secrets.state,
          expectedNonce: secrets.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: redirectUri },
      );
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('No id token');
      let claims: Record<string, unknown> = idClaims;
      // Google and Apple put the e-mail in the id token; strict providers only serve it from userinfo.
      if (typeof idClaims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
        const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = { ...info, ...idClaims, email: info.email, email_verified: info.email_verified };
      }
      const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      return {
        subject: idClaims.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified: verified,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      };
    },
  };
}
