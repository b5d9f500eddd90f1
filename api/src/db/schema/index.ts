// The whole Drizzle schema: one file per domain, each mirrored by hand-written SQL migrations.
export * from './platform';
export * from './accounts';
export * from './activities';
export * from './hotels';
export * from './social';
export * from './plans';
export * from './mail';
export * from './tickets';
