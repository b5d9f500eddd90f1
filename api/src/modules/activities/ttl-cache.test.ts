import { createTtlCache, perDatabase } from './ttl-cache';

describe('ttl cache', () => {
  it('counts once per key within the time to live, then again', async () => {
    const cache = createTtlCache<number>(1000, 10);
    let calls = 0;
    const count = async () => (calls += 1);
    expect(await cache.get('a', count, 0)).toBe(1);
    expect(await cache.get('a', count, 999)).toBe(1);
    expect(await cache.get('b', count, 999)).toBe(2);
    expect(await cache.get('a', count, 1000)).toBe(3);
  });

  it('forgets a failed count', async () => {
    const cache = createTtlCache<number>(1000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('a', async () => 7, 1)).toBe(7);
  });

  it('stays bounded', async () => {
    const cache = createTtlCache<number>(1000, 2);
    let calls = 0;
    const count = async () => (calls += 1);
    await cache.get('a', count, 0);
    await cache.get('b', count, 0);
    await cache.get('c', count, 0);
    expect(await cache.get('a', count, 0)).toBe(4);
  });

  it('keeps one cache per database', () => {
    const cacheOf = perDatabase(() => createTtlCache<number>(1000, 10));
    const a = {};
    expect(cacheOf(a)).toBe(cacheOf(a));
    expect(cacheOf(a)).not.toBe(cacheOf({}));
  });
});
