import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_ID_SECRET, loadConfig } from './config';
import { findRepoRoot } from './lib/repo-root';

const root = '/srv/jad';
// A secret as `node -e "…randomBytes(32).toString('base64url')"` makes one.
const SECRET = 'q3Jx9vK2mZ7LtR4wBn8YcE1uHs6PdA0fGk5oVi_-Tj';

describe('loadConfig', () => {
  it('caches sessions, feed and notification pages on PGlite and PostgreSQL alike (forgets fan out on the bus)', () => {
    const dev = loadConfig({ NODE_ENV: 'development' }, { repoRoot: root });
    const pg = loadConfig(
      { NODE_ENV: 'production', ID_SECRET: SECRET, DATABASE_URL: 'postgres://db/jad' },
      { repoRoot: root },
    );
    for (const c of [dev, pg])
      expect([c.sessionCacheTtlMs, c.feedCacheTtlMs, c.notificationsCacheTtlMs]).toEqual([5000, 10_000, 30_000]);
    // tests change rows behind the api's back: no session cache unless a test asks for it
    expect(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/jad' }, { repoRoot: root }).sessionCacheTtlMs,
    ).toBe(0);
    const tuned = loadConfig(
      {
        NODE_ENV: 'development',
        DATABASE_URL: 'postgres://db/jad',
        SESSION_CACHE_TTL_MS: '0',
        FEED_CACHE_TTL_MS: '8000',
        NOTIFICATIONS_CACHE_TTL_MS: '0',
      },
      { repoRoot: root },
    );
    expect([tuned.sessionCacheTtlMs, tuned.feedCacheTtlMs, tuned.notificationsCacheTtlMs]).toEqual([0, 8000, 0]);
    expect(() => loadConfig({ FEED_CACHE_TTL_MS: '-1' }, { repoRoot: root })).toThrow(/FEED_CACHE_TTL_MS/);
  });

  it('has working defaults for a bare development run', () => {
    const c = loadConfig({}, { repoRoot: root });
    expect(c).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      pgliteDir: '/srv/jad/.data/pglite',
      redisUrl: undefined,
      idSecret: DEV_ID_SECRET,
      webRoot: root,
      shellDistDir: '/srv/jad/shell/dist',
      remotesDir: '/srv/jad/releases/remotes',
      manifestFile: '/srv/jad/releases/manifest.json',
      uploadsDir: '/srv/jad/.data/uploads',
      seedDemo: true,
      cookieSecure: false,
      serveWeb: false,
    });
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '9000',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://u@db:5432/jad',
        REDIS_URL: 'redis://cache:6379',
        ID_SECRET: SECRET,
        WEB_ROOT: '/var/www/jad',
        PGLITE_DIR: 'data/pg',
        SEED_DEMO: 'false',
        COOKIE_SECURE: 'true',
      },
      { repoRoot: root },
    );
    expect(c).toMatchObject({
      isProduction: true,
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/jad',
      redisUrl: 'redis://cache:6379',
      idSecret: SECRET,
      webRoot: '/var/www/jad',
      shellDistDir: '/var/www/jad/shell/dist',
      manifestFile: '/var/www/jad/releases/manifest.json',
      pgliteDir: '/srv/jad/data/pg',
      seedDemo: false,
      cookieSecure: true,
      serveWeb: true,
    });
  });

  it('keeps memory:// for PGlite and treats empty strings as unset', () => {
    const c = loadConfig({ PGLITE_DIR: 'memory://', DATABASE_URL: '', REDIS_URL: ' ' }, { repoRoot: root });
    expect(c.pgliteDir).toBe('memory://');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
  });

  it('requires a long ID_SECRET in production, and never accepts a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, { repoRoot: root })).toThrow(
      /ID_SECRET: required in production/,
    );
    expect(() => loadConfig({ ID_SECRET: 'short' }, { repoRoot: root })).toThrow(/ID_SECRET: must be at least 32/);
    expect(loadConfig({ NODE_ENV: 'test' }, { repoRoot: root }).idSecret).toBe(DEV_ID_SECRET);
  });

  // Issue 9 second round, item 4: 32 × "a" was accepted.
  it.each([
    ['a'.repeat(32), /has only 1 different characters/],
    ['x'.repeat(40), /has only 1 different characters/],
    ['ab'.repeat(20), /has only 2 different characters/],
    ['passwordpasswordpasswordpassword', /has only 7 different characters/],
    ['1234567890'.repeat(4), /repeats the same 10 characters/],
    ['abcdefghijklmnopqrstuvwxyz012345', /run of consecutive characters/],
    ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabcdefghij', /too predictable \(about \d+ bits/],
  ])('refuses the low-entropy ID_SECRET %j, in every environment, saying why and how to make one', (secret, why) => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, ID_SECRET: secret }, { repoRoot: root })).toThrow(why);
      expect(() => loadConfig({ NODE_ENV, ID_SECRET: secret }, { repoRoot: root })).toThrow(/randomBytes\(32\)/);
    }
  });

  it('accepts random secrets (base64url, hex) and the dev, e2e and bench ones; refuses the dev secret in production', () => {
    for (const secret of [
      SECRET,
      '47d7b674209128809bf8f2a244b38e9b',
      'e2e-secret-e2e-secret-e2e-secret-0123456789',
      'bench-secret-bench-secret-bench-secret-000',
    ]) {
      expect(loadConfig({ NODE_ENV: 'production', ID_SECRET: secret }, { repoRoot: root }).idSecret).toBe(secret);
    }
    expect(loadConfig({ ID_SECRET: DEV_ID_SECRET }, { repoRoot: root }).idSecret).toBe(DEV_ID_SECRET);
    expect(() => loadConfig({ NODE_ENV: 'production', ID_SECRET: DEV_ID_SECRET }, { repoRoot: root })).toThrow(
      /development secret is in the source code/,
    );
  });

  // Issue 9 second round, item 4: a production start seeded 24 accounts with the published password.
  it('seeds demo data by default outside production only; SEED_DEMO decides when set', () => {
    expect(loadConfig({ NODE_ENV: 'production', ID_SECRET: SECRET }, { repoRoot: root }).seedDemo).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', ID_SECRET: SECRET, SEED_DEMO: 'true' }, { repoRoot: root }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }, { repoRoot: root }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'no' }, { repoRoot: root }).seedDemo).toBe(false);
  });

  it('rejects malformed values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, { repoRoot: root })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' }, { repoRoot: root })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, { repoRoot: root })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' }, { repoRoot: root })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ PUBLIC_URL: 'travel.example.com' }, { repoRoot: root })).toThrow(
      /PUBLIC_URL: must be an http/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' }, { repoRoot: root })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ PUBLIC_URL: 'https://travel.example.com/' }, { repoRoot: root }).publicUrl).toBe(
      'https://travel.example.com',
    );
    expect(() => loadConfig({ NODE_ENV: 'staging' }, { repoRoot: root })).toThrow(/NODE_ENV/);
  });

  it('prefixes Redis keys per deployment: the database name by default, REDIS_PREFIX when set', () => {
    const load = (env: Record<string, string>) =>
      loadConfig({ PGLITE_DIR: 'memory://', ...env }, { repoRoot: '/repo' }).redisPrefix;
    expect(load({})).toBe('jad:pglite:');
    expect(load({ DATABASE_URL: 'postgres://u@db:5432/jad_prod' })).toBe('jad:jad_prod:');
    expect(load({ DATABASE_URL: 'postgres://u@db:5432/jad_staging' })).toBe('jad:jad_staging:');
    expect(load({ DATABASE_URL: 'postgres://u@db:5432/jad_prod', REDIS_PREFIX: 'eu-1:' })).toBe('eu-1:');
  });

  it('lets SERVE_WEB override the production default', () => {
    expect(loadConfig({ SERVE_WEB: 'true' }, { repoRoot: root }).serveWeb).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ID_SECRET: SECRET, SERVE_WEB: '0' }, { repoRoot: root }).serveWeb).toBe(
      false,
    );
  });
});

describe('findRepoRoot', () => {
  it('walks up to the folder with lerna.json', () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'jad-root-'));
    try {
      writeFileSync(path.join(tmp, 'lerna.json'), '{}');
      const deep = path.join(tmp, 'api', 'src', 'x');
      mkdirSync(deep, { recursive: true });
      expect(findRepoRoot(deep)).toBe(tmp);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('finds this repository from the api folder', () => {
    expect(findRepoRoot(__dirname)).toBe(path.resolve(__dirname, '..', '..'));
  });
});
