// Helpers for tests (imported by *.test.ts only).
import { Redis } from 'ioredis';
import pg from 'pg';
import { BUS_LISTENER_NAME } from './invalidation-bus';

/** Polls until `check` holds: delivery across instances takes a moment, and how long is not what is tested. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}

/**
 * Cuts a bus's transport connection from the server side, as a network fault would: on PostgreSQL every
 * bus LISTEN connection of the database (there is one per instance), on Redis only the subscriber of the
 * bus with this id (other tests share the Redis server).
 */
export async function cutBusConnection(
  leg: 'postgres' | 'redis',
  options: { databaseUrl: string; redisUrl: string; busId: string },
): Promise<void> {
  if (leg === 'postgres') {
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    try {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [BUS_LISTENER_NAME],
      );
    } finally {
      await admin.end();
    }
    return;
  }
  const admin = new Redis(options.redisUrl);
  try {
    const clients = String(await admin.call('client', 'list'));
    const id = clients
      .split('\n')
      .find((line) => line.includes(`name=jad-bus-sub-${options.busId}`))
      ?.match(/id=(\d+)/)?.[1];
    if (!id) throw new Error(`no Redis subscriber named jad-bus-sub-${options.busId}`);
    await admin.call('client', 'kill', 'id', id);
  } finally {
    admin.disconnect();
  }
}
