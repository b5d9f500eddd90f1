import path from 'node:path';
import { z } from 'zod';
import { defaultRedisPrefix } from './lib/deployment-name';
import { findRepoRoot } from './lib/repo-root';
import { secretWeakness } from './lib/secret-strength';

/** Used only outside production so `npm start` works with nothing set; production must bring its own. */
export const DEV_ID_SECRET = 'jad-dev-only-id-secret-not-for-production-use';

const MAKE_SECRET = `Make one with: node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`;

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PGLITE_DIR: optionalText,
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_PREFIX: optionalText.pipe(z.string().max(100).optional()),
  ID_SECRET: optionalText,
  WEB_ROOT: optionalText,
  UPLOADS_DIR: optionalText,
  // Default by NODE_ENV (below): a production start must not create the demo accounts, whose password is published.
  SEED_DEMO: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  COOKIE_SECURE: flag(false),
  TRUST_PROXY: flag(false),
  SERVE_WEB: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(20),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  FEED_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  NOTIFICATIONS_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  // The site's origin as browsers see it (links in e-mails, OIDC, the Origin check on writes); a warning in production when unset.
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  VENUE_API_KEY: optionalText.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
  // Map tiles (front ends' maps): a PMTiles archive (vector, Protomaps basemap schema) or a raster XYZ template;
  // neither: the built-in outline and no request leaves the site. An http(s) URL or a path of this site.
  MAP_PMTILES_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(https?:\/\/[^/\s]+|\/(?!\/))\S*$/i, 'must be an http(s):// URL or a path starting with /')
      .optional(),
  ),
  MAP_TILES_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(https?:\/\/[^/\s]+|\/(?!\/))\S*$/i, 'must be an http(s):// URL or a path starting with /')
      .refine((u) => ['{z}', '{x}', '{y}'].every((p) => u.includes(p)), 'must contain {z}, {x} and {y}')
      .optional(),
  ),
  MAP_ATTRIBUTION: optionalText.pipe(z.string().max(300).optional()),
  // An OSRM-compatible routing server for travel times and road routes; unset: the built-in estimate.
  ROUTING_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  ROUTING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  // The signing secret (whsec_…) of the gateway's webhook endpoint (POST /api/v1/payments/webhook); unset: refused.
  // Stripe's publishable key (pk_…): the checkouts load the Payment Element, and the page's CSP allows Stripe.js.
  PAYMENTS_PUBLISHABLE_KEY: optionalText,
  PAYMENTS_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
});

export type NodeEnv = 'development' | 'production' | 'test';

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** Set: PostgreSQL through a pg Pool. Unset: embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  /** A folder, or 'memory://' for a throwaway database. */
  pgliteDir: string;
  /** PostgreSQL only: connections in the pg pool (DATABASE_POOL_MAX, default 20). */
  databasePoolMax: number;
  /** How long a found session is trusted from this instance's cache (SESSION_CACHE_TTL_MS; 5000, 0 under test). */
  sessionCacheTtlMs: number;
  /** How long a feed page is served from this instance's cache (FEED_CACHE_TTL_MS; 10000; 0 turns it off). */
  feedCacheTtlMs: number;
  /** Safety TTL of the notifications page cache, which changes forget exactly (NOTIFICATIONS_CACHE_TTL_MS; 30000). */
  notificationsCacheTtlMs: number;
  redisUrl: string | undefined;
  /** OSRM-compatible routing server (ROUTING_URL); undefined: travel times and routes are estimated. */
  routingUrl: string | undefined;
  /** Per routing request (ROUTING_TIMEOUT_MS; 3000); past it the estimate stands in. */
  routingTimeoutMs: number;
  /** Start of every Redis key (counters) of this deployment, so deployments sharing a Redis keep apart (REDIS_PREFIX). */
  redisPrefix: string;
  idSecret: string;
  repoRoot: string;
  /** Holds shell/dist, releases/remotes/<name>/<version>/ and releases/manifest.json. */
  webRoot: string;
  shellDistDir: string;
  remotesDir: string;
  manifestFile: string;
  uploadsDir: string;
  /** Serve the built shell and remotes from this process (default: in production). */
  serveWeb: boolean;
  seedDemo: boolean;
  cookieSecure: boolean;
  /** Behind nginx: take the client address from X-Forwarded-For (rate limits key on it). */
  trustProxy: boolean;
  /** PUBLIC_URL without a trailing slash, or undefined (accounts then use http://localhost:<port>). */
  publicUrl: string | undefined;
  logLevel: string;
  /** The key venue staff send (x-venue-key) to check and redeem tickets (VENUE_API_KEY); unset: redemption is off. */
  venueApiKey: string | undefined;
  /** The maps' tile source (MAP_PMTILES_URL wins over MAP_TILES_URL), or null: the built-in outline. */
  mapTiles: MapTilesConfig | null;
  /** Verifies the gateway's webhooks (PAYMENTS_WEBHOOK_SECRET); unset: POST /payments/webhook answers 404. */
  paymentsWebhookSecret: string | undefined;
  /** PAYMENTS_PUBLISHABLE_KEY: set, the page's CSP lets Stripe.js load and frame (the payments provider reads it too). */
  paymentsPublishableKey: string | undefined;
}

export interface MapTilesConfig {
  kind: 'pmtiles' | 'raster';
  url: string;
  /** MAP_ATTRIBUTION, or OpenStreetMap's (every OSM-derived tile set must credit it). */
  attribution: string;
}

const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

function mapTiles(e: { MAP_PMTILES_URL?: string; MAP_TILES_URL?: string; MAP_ATTRIBUTION?: string }) {
  if (e.MAP_PMTILES_URL)
    return {
      kind: 'pmtiles' as const,
      url: e.MAP_PMTILES_URL,
      attribution: e.MAP_ATTRIBUTION ?? `Protomaps ${OSM_ATTRIBUTION}`,
    };
  if (e.MAP_TILES_URL)
    return { kind: 'raster' as const, url: e.MAP_TILES_URL, attribution: e.MAP_ATTRIBUTION ?? OSM_ATTRIBUTION };
  return null;
}

export interface LoadConfigOptions {
  /** Defaults to the folder with lerna.json above process.cwd(); only looked up when a default needs it. */
  repoRoot?: string;
}

/** Reads and validates the environment. Pure apart from locating the repo root when a path default needs it. */
export function loadConfig(env: Record<string, string | undefined>, options: LoadConfigOptions = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';

  let idSecret = e.ID_SECRET;
  if (idSecret === undefined) {
    if (isProduction)
      throw new Error(
        `Invalid environment:\n  ID_SECRET: required in production (32 or more random characters). ${MAKE_SECRET}`,
      );
    idSecret = DEV_ID_SECRET;
  }
  if (isProduction && idSecret === DEV_ID_SECRET) {
    throw new Error(
      `Invalid environment:\n  ID_SECRET: the development secret is in the source code; production needs its own. ${MAKE_SECRET}`,
    );
  }
  const weakness = secretWeakness(idSecret);
  if (weakness) throw new Error(`Invalid environment:\n  ID_SECRET: ${weakness}. ${MAKE_SECRET}`);

  let root: string | undefined = options.repoRoot;
  const repoRoot = (): string => (root ??= findRepoRoot());
  const resolve = (p: string) => path.resolve(repoRoot(), p);

  const pgliteDir =
    e.PGLITE_DIR === undefined
      ? path.join(repoRoot(), '.data', 'pglite')
      : e.PGLITE_DIR.startsWith('memory://')
        ? e.PGLITE_DIR
        : resolve(e.PGLITE_DIR);
  const webRoot = e.WEB_ROOT === undefined ? repoRoot() : resolve(e.WEB_ROOT);
  const uploadsDir = e.UPLOADS_DIR === undefined ? path.join(repoRoot(), '.data', 'uploads') : resolve(e.UPLOADS_DIR);
  const serveWeb = e.SERVE_WEB === undefined ? isProduction : ['true', '1', 'yes'].includes(e.SERVE_WEB);

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDir,
    databasePoolMax: e.DATABASE_POOL_MAX,
    // Forgets reach every instance through the invalidation bus, so the cache is on with PostgreSQL too. Off under
    // test, where tests change rows behind the api's back.
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS ?? (e.NODE_ENV === 'test' ? 0 : 5000),
    // A feed is a snapshot refreshed on pull: others' posts and counts may be this old (social/README.md, "Caches").
    feedCacheTtlMs: e.FEED_CACHE_TTL_MS ?? 10_000,
    notificationsCacheTtlMs: e.NOTIFICATIONS_CACHE_TTL_MS ?? 30_000,
    redisUrl: e.REDIS_URL,
    routingUrl: e.ROUTING_URL,
    routingTimeoutMs: e.ROUTING_TIMEOUT_MS ?? 3_000,
    redisPrefix: e.REDIS_PREFIX ?? defaultRedisPrefix(e.DATABASE_URL),
    idSecret,
    repoRoot: repoRoot(),
    webRoot,
    shellDistDir: path.join(webRoot, 'shell', 'dist'),
    remotesDir: path.join(webRoot, 'releases', 'remotes'),
    manifestFile: path.join(webRoot, 'releases', 'manifest.json'),
    uploadsDir,
    serveWeb,
    seedDemo: e.SEED_DEMO === undefined ? !isProduction : ['true', '1', 'yes'].includes(e.SEED_DEMO),
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    venueApiKey: e.VENUE_API_KEY,
    mapTiles: mapTiles(e),
    paymentsWebhookSecret: e.PAYMENTS_WEBHOOK_SECRET,
    paymentsPublishableKey: e.PAYMENTS_PUBLISHABLE_KEY,
  };
}
