import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig, MapTilesConfig } from '../config';

/** sha256 sources for the inline <script> blocks of the shell's index.html (its pre-paint theme/direction script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, body = ''] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The page's Content-Security-Policy: scripts only from this origin (the shell, remotes and their chunks are all
 * served here) plus the hashed inline script; styles inline too, since emotion (MUI) and leaflet write style
 * elements and attributes; images also from https (posted media and activity photos may be remote); no framing.
 * Workers and media also from blob: (index.html warms ICU in a throw-away worker; a chosen video is previewed from a
 * blob), as nginx's policy has them (scripts/prod/nginx-render-lib.mjs). With `stripe` (a publishable key is set),
 * Stripe.js may load, call its API and show its card fields and 3-D Secure frames, as Stripe documents
 * (https://docs.stripe.com/security/guide#content-security-policy); without it nothing of Stripe's is allowed.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  { mapTiles = null, stripe = false }: { mapTiles?: MapTilesConfig | null; stripe?: boolean } = {},
): string {
  const hashes = scriptHashes.length ? ` ${scriptHashes.join(' ')}` : '';
  // The configured map tiles' origin, and no other: raster tiles are images, a PMTiles archive is fetched.
  const tileOrigin =
    mapTiles && /^https?:\/\//i.test(mapTiles.url) ? new URL(mapTiles.url.replace(/[{}]/g, '')).origin : null;
  const raster = tileOrigin && mapTiles?.kind === 'raster' ? ` ${tileOrigin}` : '';
  const vector = tileOrigin && mapTiles?.kind === 'pmtiles' ? ` ${tileOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}${stripe ? ' https://js.stripe.com' : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${raster}`,
    "font-src 'self' data:",
    `connect-src 'self'${vector}${stripe ? ' https://api.stripe.com' : ''}`,
    ...(stripe ? ['frame-src https://js.stripe.com https://hooks.stripe.com'] : []),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const COMMON: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  // Geolocation: the hotel search's "near me" button, on this origin only.
  'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
};
const COMMON_ENTRIES = Object.entries(COMMON);

/**
 * Security headers on every answer (api JSON, static files, the shell's HTML). HTML pages also get a CSP, and
 * answers over https (directly or, with TRUST_PROXY, through a proxy that says so) get HSTS. A route that sets its
 * own CSP (e.g. the social scene images) keeps it. There is no CORS plugin on purpose: the web app and the api
 * share one origin, so a foreign Origin gets no Access-Control-Allow-Origin and the browser refuses the answer.
 */
export const securityHeadersPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const indexFile = path.join(config.shellDistDir, 'index.html');
    let cached: { mtimeMs: number; csp: string } | undefined;
    const pageCsp = (): string => {
      // Re-hashed when the shell is rebuilt in place (the index changes with every build).
      const mtimeMs = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (!cached || cached.mtimeMs !== mtimeMs) {
        const html = mtimeMs ? readFileSync(indexFile, 'utf8') : '';
        cached = {
          mtimeMs,
          csp: contentSecurityPolicy(inlineScriptHashes(html), {
            mapTiles: config.mapTiles,
            stripe: Boolean(config.paymentsPublishableKey),
          }),
        };
      }
      return cached.csp;
    };

    // A callback hook, not an async one: it runs on every answer and never waits.
    app.addHook('onSend', (request, reply, payload, done) => {
      for (const [name, value] of COMMON_ENTRIES) if (!reply.hasHeader(name)) reply.header(name, value);
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', pageCsp());
      done(null, payload);
    });
  },
  { name: 'jad-security-headers' },
);
