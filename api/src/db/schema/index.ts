// The whole Drizzle schema, one file per domain; drizzle-kit generates the SQL migrations in api/drizzle from it.
export * from './platform';
export * from './accounts';
export * from './activities';
export * from './hotels';
export * from './social';
export * from './plans';
export * from './mail';
export * from './tickets';
