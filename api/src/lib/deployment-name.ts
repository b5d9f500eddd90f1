/**
 * The name that tells deployments sharing one Redis apart: the database's name (every instance of a
 * deployment names the same database), 'postgres' for a URL without one, 'pglite' for the embedded database.
 */
export function databaseName(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'pglite';
  try {
    return decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'postgres';
  } catch {
    return 'postgres';
  }
}

/** Default REDIS_PREFIX: every Redis key of this deployment starts with it. */
export const defaultRedisPrefix = (databaseUrl: string | undefined): string => `jad:${databaseName(databaseUrl)}:`;
