import './jest-esm-shims';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createDatabase, type Database, type Db, type DbKind } from '../src/db/client';
import { loadMigrations, migrate } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed';
import type { NewUserRow, ProfileRow, UserRow } from '../src/db/schema';
import { createSession } from '../src/modules/sessions/service';
import { insertUserWithProfile } from '../src/modules/users/repository';
import type { Providers } from '../src/providers';
import { pgAdmin, withDatabaseName } from './pg-admin';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const PG_SKIPPED = 'PostgreSQL leg skipped: TEST_DATABASE_URL is not set';

/** Says once per jest run (not once per test file) that the PostgreSQL leg is not running. */
function noteSkippedOnce(): void {
  const runner = process.env.JEST_WORKER_ID ? process.ppid : process.pid;
  try {
    writeFileSync(path.join(os.tmpdir(), `jad-api-pg-skipped-${runner}`), '', { flag: 'wx' });
    process.stderr.write(`${PG_SKIPPED}\n`);
  } catch {
    // Another test file of this run said it already.
  }
}

/** The databases every data-layer test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function dbKinds(): DbKind[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  noteSkippedOnce();
  return ['pglite'];
}

export interface TestDatabase {
  database: Database;
  /** DATABASE_URL of the fresh PostgreSQL database, for opening a second connection to it. */
  databaseUrl: string | undefined;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  close(): Promise<void>;
}

const SNAPSHOT_PREFIX = 'jad-api-pglite-';

/**
 * A PGlite database in memory, started from a data-folder snapshot cached in the temp folder: a
 * cold PGlite start (initdb) takes several seconds, loading a snapshot about one. The snapshot's
 * name carries a hash of the PGlite version and every migration, so any change makes a new one.
 */
async function createPgliteFromSnapshot(migrated: boolean): Promise<Database> {
  const pkg = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
  const hash = createHash('sha256').update(version);
  if (migrated) for (const m of loadMigrations()) hash.update(`\0${m.id}\0${m.sql}`);
  const name = `${SNAPSHOT_PREFIX}${migrated ? 'migrated' : 'empty'}-${hash.digest('hex').slice(0, 16)}.tar`;
  const file = path.join(os.tmpdir(), name);
  if (existsSync(file)) {
    try {
      return await createDatabase(
        { databaseUrl: undefined, pgliteDir: 'memory://' },
        { loadDataDir: new Blob([readFileSync(file)]) },
      );
    } catch {
      rmSync(file, { force: true });
    }
  }
  const database = await createDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
  if (migrated) await migrate(database);
  if (database.kind === 'pglite') {
    const dump = Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer());
    // Write then rename, so a test file running in parallel never reads half a snapshot.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, dump);
    renameSync(temp, file);
    const kind = migrated ? 'migrated' : 'empty';
    for (const old of readdirSync(os.tmpdir())) {
      if (old.startsWith(`${SNAPSHOT_PREFIX}${kind}-`) && old.endsWith('.tar') && old !== name) {
        rmSync(path.join(os.tmpdir(), old), { force: true });
      }
    }
  }
  return database;
}

/** A fresh, empty database: PGlite in memory, or a uniquely named PostgreSQL database dropped on close. */
export async function createTestDatabase(kind: DbKind, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await createPgliteFromSnapshot(options.migrate !== false);
    return { database, databaseUrl: undefined, close: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `jad_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await pgAdmin(adminUrl, `create database ${name}`);
  const databaseUrl = withDatabaseName(adminUrl, name);
  const database = await createDatabase({ databaseUrl, pgliteDir: 'memory://' }, { poolMax: 4 });
  const close = async () => {
    await database.close();
    await pgAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    if (options.migrate !== false) await migrate(database);
  } catch (error) {
    await close();
    throw error;
  }
  return { database, databaseUrl, close };
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. WEB_ROOT, SERVE_WEB, REDIS_URL). */
  env?: Record<string, string | undefined>;
  providers?: Partial<Providers>;
  /** Run the demo seed (default: no). */
  seed?: boolean;
  /** Wrap accounts dependencies, e.g. to count password checks. */
  accounts?: BuildAppOptions['accounts'];
  /** Receives the log lines (with env LOG_LEVEL; tests default to silent). */
  logStream?: { write(line: string): void };
}

export interface TestApp {
  app: App;
  database: Database;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * An app over a fresh migrated database, with its own empty WEB_ROOT and uploads folder so nothing
 * in the working tree leaks in. Share one per test file (PGlite takes ~3 s to start) and isolate
 * tests by the rows they create.
 */
export async function createTestApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'jad-api-test-'));
  const testDb = await createTestDatabase(kind);
  try {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        PGLITE_DIR: 'memory://',
        DATABASE_URL: testDb.databaseUrl,
        WEB_ROOT: path.join(scratch, 'web'),
        UPLOADS_DIR: path.join(scratch, 'uploads'),
        ...options.env,
      },
      { repoRoot: REPO_ROOT },
    );
    if (options.seed) await seedDemo(testDb.database.db);
    const app = await buildApp({
      config,
      database: testDb.database,
      providers: options.providers,
      accounts: options.accounts,
      logStream: options.logStream,
    });
    await app.ready();
    return {
      app,
      database: testDb.database,
      db: testDb.database.db,
      config,
      async close() {
        await app.close();
        await testDb.close();
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await testDb.close();
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}

export interface TestUserSession {
  user: UserRow;
  profile: ProfileRow;
  sessionId: number;
  token: string;
  csrfToken: string;
  /** `jad_session=<token>`, for the Cookie header. */
  cookie: string;
  /** Headers for a cookie-authenticated write: Cookie and x-csrf-token. */
  headers: { cookie: string; 'x-csrf-token': string };
  /** Headers for a Bearer request, as a mobile app sends. */
  bearer: { authorization: string };
}

const isApp = (target: App | Db): target is App => 'inject' in target;

/** A new user (unique e-mail and username unless given) with a profile and a live session. */
export async function createUserSession(
  target: App | Db,
  partialUser: Partial<NewUserRow> = {},
): Promise<TestUserSession> {
  const db = isApp(target) ? target.db : target;
  const suffix = randomBytes(5).toString('hex');
  const { user, profile } = await db.transaction((tx) =>
    insertUserWithProfile(tx, {
      email: `user-${suffix}@example.test`,
      username: `user_${suffix}`,
      firstName: 'Test',
      lastName: 'User',
      ...partialUser,
    }),
  );
  const session = await createSession(db, user.id, 'jest');
  const cookie = `jad_session=${session.token}`;
  return {
    user,
    profile,
    sessionId: session.id,
    token: session.token,
    csrfToken: session.csrfToken,
    cookie,
    headers: { cookie, 'x-csrf-token': session.csrfToken },
    bearer: { authorization: `Bearer ${session.token}` },
  };
}
