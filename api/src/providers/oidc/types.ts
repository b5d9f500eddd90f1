/** One OpenID Connect provider as configured by the environment. */
export interface OidcProviderConfig {
  /** Lower-case id used in paths: /auth/signin/google. */
  id: string;
  /** Shown on the button. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  scope: string;
  /** Apple posts the answer back as a form; Google redirects with a query. */
  responseMode: 'query' | 'form_post';
  /** Plain http issuers are only for local test providers. */
  allowInsecure: boolean;
}

export interface OidcStart {
  url: string;
}

/** What a successful callback proves about the person. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

export interface OidcFlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcProviders {
  readonly name: string;
  list(): Array<{ id: string; name: string }>;
  has(id: string): boolean;
  /** Fresh state, nonce and PKCE verifier: the caller keeps them (a signed cookie) until the callback. */
  newSecrets(): OidcFlowSecrets;
  authorizationUrl(id: string, redirectUri: string, secrets: OidcFlowSecrets): Promise<string>;
  /** Exchanges the code (query or form_post) and validates the id token; throws on any mismatch. */
  callback(id: string, redirectUri: string, request: Request, secrets: OidcFlowSecrets): Promise<OidcIdentity>;
}
