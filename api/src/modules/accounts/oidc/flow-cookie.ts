import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** The state of one OpenID Connect round trip, kept by the browser between start and callback. */
export interface OidcFlow {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  callbackUrl: string;
  /** ms since epoch. */
  expiresAt: number;
}

const flowSchema = z.object({
  provider: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  callbackUrl: z.string(),
  expiresAt: z.number(),
});

export const FLOW_COOKIE = 'jad_oidc';
export const FLOW_TTL_MS = 10 * 60_000;

/**
 * Sealed with AES-256-GCM under a key derived from the server secret: the browser carries the PKCE
 * verifier and nonce but can neither read nor change them, and no server-side store is needed.
 */
export function flowSealer(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'jad-oidc-flow', 'cookie', 32));
  return {
    seal(flow: OidcFlow): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(value: string | undefined, now = Date.now()): OidcFlow | null {
      if (!value || value.length > 4096) return null;
      try {
        const raw = Buffer.from(value, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
        const flow = flowSchema.parse(JSON.parse(text));
        return flow.expiresAt > now ? flow : null;
      } catch {
        return null;
      }
    },
  };
}
