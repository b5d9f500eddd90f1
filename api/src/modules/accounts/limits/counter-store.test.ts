import { createGuardedRedis } from '../../../lib/redis-breaker';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  createCounterStore,
  type CounterStore,
} from './counter-store';

function behaves(name: string, make: () => CounterStore) {
  describe(name, () => {
    let store: CounterStore;
    beforeAll(() => {
      store = make();
    });
    afterAll(() => store?.close());

    it('counts hits in a window, peeks without counting, and resets', async () => {
      const key = `t-${name}-${Date.now()}`;
      expect(await store.hit(key, 60_000)).toBe(1);
      expect(await store.hit(key, 60_000)).toBe(2);
      expect(await store.peek(key)).toBe(2);
      await store.reset(key);
      expect(await store.peek(key)).toBe(0);
      expect(await store.hit(key, 60_000)).toBe(1);
    });

    it('releases a hit, never below zero and never reviving an ended window', async () => {
      const key = `r-${name}-${Date.now()}`;
      await store.hit(key, 60_000);
      await store.hit(key, 60_000);
      await store.release(key);
      expect(await store.peek(key)).toBe(1);
      await store.release(key);
      await store.release(key);
      expect(await store.peek(key)).toBe(0);
      const ended = `e-${name}-${Date.now()}`;
      await store.hit(ended, 30);
      await new Promise((r) => setTimeout(r, 80));
      await store.release(ended);
      expect(await store.hit(ended, 60_000)).toBe(1);
    });

    it('forgets a counter when its window ends', async () => {
      const key = `w-${name}-${Date.now()}`;
      await store.hit(key, 50);
      await new Promise((r) => setTimeout(r, 120));
      expect(await store.peek(key)).toBe(0);
    });
  });
}

behaves('memory counters', () => createMemoryCounterStore());

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  behaves('redis counters', () => createRedisCounterStore(createGuardedRedis(redisUrl), `jad-test-${process.pid}:`));
  it('two api instances share one count through Redis', async () => {
    const a = createRedisCounterStore(createGuardedRedis(redisUrl), `jad-test-shared-${process.pid}:`);
    const b = createRedisCounterStore(createGuardedRedis(redisUrl), `jad-test-shared-${process.pid}:`);
    try {
      const key = `shared-${Date.now()}`;
      await a.hit(key, 60_000);
      expect(await b.hit(key, 60_000)).toBe(2);
    } finally {
      await a.close();
      await b.close();
    }
  });
} else {
  it.skip('redis counters (TEST_REDIS_URL is not set)', () => undefined);
}

it('falls back to memory counters when Redis cannot be reached', async () => {
  const store = createCounterStore('redis://127.0.0.1:1');
  try {
    expect(await store.hit('x', 60_000)).toBe(1);
    expect(await store.hit('x', 60_000)).toBe(2);
  } finally {
    await store.close();
  }
});
