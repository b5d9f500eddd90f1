import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { createInvalidationBus, publishEverywhere, redisChannel, type InvalidationBus } from './invalidation-bus';
import { cutBusConnection, eventually } from './test-utils';

/** Collects what a bus delivers and how often it reset. */
function recorder(bus: InvalidationBus) {
  const got: string[] = [];
  let resets = 0;
  bus.subscribe('feed', (key) => got.push(`feed:${key}`));
  bus.subscribe('session', (key) => got.push(`session:${key}`));
  bus.onReset(() => resets++);
  return { got, resets: () => resets };
}

const noErrors = () => undefined;

it('gives each database its own Redis channel (one Redis may serve several deployments)', () => {
  expect(redisChannel('postgres://jad:secret@db.internal:5432/jad_prod?sslmode=require')).toBe(
    'jad_invalidate:jad_prod',
  );
  expect(redisChannel('postgres://db.internal/jad_staging')).toBe('jad_invalidate:jad_staging');
  expect(redisChannel(undefined)).toBe('jad_invalidate:pglite');
});

const redisUrl = process.env.TEST_REDIS_URL;
const legs: ('pglite' | 'postgres' | 'redis')[] = ['pglite'];
if (process.env.TEST_DATABASE_URL) legs.push('postgres', ...(redisUrl ? (['redis'] as const) : []));

describe.each(legs)('invalidation bus over %s', (leg) => {
  let testDb: TestDatabase;
  let a: InvalidationBus;
  let b: InvalidationBus;

  const open = () =>
    createInvalidationBus({
      database: testDb.database,
      databaseUrl: testDb.databaseUrl,
      redisUrl: leg === 'redis' ? redisUrl : undefined,
      onError: noErrors,
    });

  beforeAll(async () => {
    testDb = await createTestDatabase(leg === 'pglite' ? 'pglite' : 'postgres', { migrate: false });
    [a, b] = [await open(), await open()];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await testDb?.close();
  });

  it('uses the transport of the configuration', () => {
    expect(a.transport).toBe(leg === 'pglite' ? 'memory' : leg);
    expect(a.healthy).toBe(true);
  });

  it('delivers to its own subscribers before publish returns, and to the other instance once', async () => {
    const [ra, rb] = [recorder(a), recorder(b)];
    const sent = a.publish('feed', 42);
    expect(ra.got).toEqual(['feed:42']); // synchronously: read-your-writes on the writing instance
    await sent;
    await eventually(() => rb.got.length > 0, 'delivery to the other instance');
    await a.publish('session', '7');
    await eventually(() => rb.got.length > 1, 'second delivery');
    // its own message coming back from the transport is not delivered twice
    await b.publish('feed', 'echo-check');
    await eventually(() => ra.got.includes('feed:echo-check'), 'echo check reached a');
    expect(ra.got).toEqual(['feed:42', 'session:7', 'feed:echo-check']);
    expect(rb.got).toEqual(['feed:42', 'session:7', 'feed:echo-check']);
  });

  it('publishEverywhere goes out on every bus of the process', async () => {
    const [ra, rb] = [recorder(a), recorder(b)];
    await publishEverywhere('session', 99);
    expect(ra.got).toContain('session:99');
    expect(rb.got).toContain('session:99');
  });

  (leg === 'postgres' ? it : it.skip)('ignores malformed messages from the transport', async () => {
    const rb = recorder(b);
    const client = new pg.Client({ connectionString: testDb.databaseUrl });
    await client.connect();
    try {
      for (const payload of ['not json', '{"o":"x","t":"nope","k":"1"}', '{"o":"x","t":"feed"}'])
        await client.query("select pg_notify('jad_invalidate', $1)", [payload]);
      await client.query(`select pg_notify('jad_invalidate', $1)`, [
        JSON.stringify({ o: 'other', t: 'feed', k: 'valid' }),
      ]);
    } finally {
      await client.end();
    }
    await eventually(() => rb.got.length > 0, 'the valid message');
    expect(rb.got).toEqual(['feed:valid']);
  });

  // In process (PGlite) there is no connection to lose.
  (leg === 'pglite' ? it.skip : it)(
    'resets its subscribers when the connection is lost and when it is back',
    async () => {
      const ra = recorder(a);
      const rb = recorder(b);
      await cutBusConnection(leg === 'redis' ? 'redis' : 'postgres', {
        databaseUrl: testDb.databaseUrl!,
        redisUrl: redisUrl!,
        busId: a.id,
      });
      // lost (reset), then back (reset again), and healthy
      await eventually(() => ra.resets() >= 2 && a.healthy, 'a reconnected');
      if (leg === 'postgres') await eventually(() => rb.resets() >= 2 && b.healthy, 'b reconnected');
      // and it hears the other instance again
      await b.publish('feed', 'after-reconnect');
      await eventually(() => ra.got.includes('feed:after-reconnect'), 'delivery after the reconnect');
    },
  );
});
