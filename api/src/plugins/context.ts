import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database, Db, DbKind } from '../db/client';
import type { Providers } from '../providers';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** The Drizzle database; pass it (or a transaction from it) to repositories. */
    db: Db;
    dbKind: DbKind;
    providers: Providers;
  }
}

export interface ContextOptions {
  config: AppConfig;
  database: Database;
  providers: Providers;
}

/** Makes config, database and providers reachable from every route and plugin. */
export const contextPlugin = fp<ContextOptions>(
  async (app, { config, database, providers }) => {
    app.decorate('config', config);
    // A getter: decorate's value type distributes over the Database union and rejects it as a plain value.
    app.decorate('database', { getter: () => database });
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('providers', providers);
  },
  { name: 'jad-context' },
);
