import { LruCache, perOwner } from './lru-cache';

describe('lru cache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 0;
  });

  it('loads once per key within the time to live, then again', async () => {
    const cache = new LruCache<Promise<number>>(10, 1000, clock);
    let calls = 0;
    const count = async () => (calls += 1);
    expect(await cache.remember('a', count)).toBe(1);
    now = 999;
    expect(await cache.remember('a', count)).toBe(1);
    expect(await cache.remember('b', count)).toBe(2);
    now = 1000;
    expect(await cache.remember('a', count)).toBe(3);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = new LruCache<Promise<number>>(10, 1000, clock);
    let calls = 0;
    const count = async () => (calls += 1);
    const [a, b] = await Promise.all([cache.remember('a', count), cache.remember('a', count)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
  });

  it('forgets a failed load', async () => {
    const cache = new LruCache<Promise<number>>(10, 1000, clock);
    await expect(cache.remember('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    now = 1;
    expect(await cache.remember('a', async () => 7)).toBe(7);
  });

  it('stays bounded, dropping the least recently used key', async () => {
    const cache = new LruCache<Promise<number>>(2, 1000, clock);
    let calls = 0;
    const count = async () => (calls += 1);
    await cache.remember('a', count);
    await cache.remember('b', count);
    await cache.remember('a', count); // a is now the most recent
    await cache.remember('c', count); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.remember('a', count)).toBe(1);
    expect(await cache.remember('b', count)).toBe(4);
  });

  it('keeps one cache per owner', () => {
    const cacheOf = perOwner(() => new LruCache<number>(10, 1000));
    const a = {};
    expect(cacheOf(a)).toBe(cacheOf(a));
    expect(cacheOf(a)).not.toBe(cacheOf({}));
  });
});
