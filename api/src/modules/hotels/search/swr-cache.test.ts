import { SwrCache } from './swr-cache';

describe('stale-while-revalidate cache', () => {
  const setup = () => {
    const clock = { now: 0 };
    const cache = new SwrCache<string>(2, 10, 100, () => clock.now);
    let loads = 0;
    const load = (value: string) => async (previous: string | undefined) => {
      loads++;
      return previous === 'keep' ? previous : value;
    };
    return { clock, cache, load, loads: () => loads };
  };

  it('loads once, serves fresh values, then serves the old value while one refresh runs', async () => {
    const { clock, cache, load, loads } = setup();
    expect(await cache.get('a', load('v1'))).toBe('v1');
    expect(await cache.get('a', load('v2'))).toBe('v1');
    expect(loads()).toBe(1);
    clock.now = 20;
    const [x, y] = await Promise.all([cache.get('a', load('v2')), cache.get('a', load('v3'))]);
    expect([x, y]).toEqual(['v1', 'v1']);
    await new Promise((r) => setImmediate(r));
    expect(loads()).toBe(2);
    expect(await cache.get('a', load('v4'))).toBe('v2');
  });

  it('waits for a new value once the old one is too old, and refreshes on demand after markStale', async () => {
    const { clock, cache, load } = setup();
    await cache.get('a', load('v1'));
    clock.now = 500;
    expect(await cache.get('a', load('v2'))).toBe('v2');
    cache.markStale();
    expect(await cache.get('a', load('v3'))).toBe('v2');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('a', load('v4'))).toBe('v3');
  });

  it('hands the previous value to the load, keeps values on failure, forgets keys that never loaded, evicts the oldest', async () => {
    const { clock, cache } = setup();
    await cache.get('k', async () => 'keep');
    clock.now = 20;
    await cache.get('k', async (prev) => prev ?? 'lost');
    await expect(cache.get('bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(1);
    clock.now = 40;
    expect(await cache.get('k', async () => Promise.reject(new Error('down')))).toBe('keep');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', async () => 'new')).toBe('keep');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
  });
});
