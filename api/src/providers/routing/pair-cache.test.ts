import { createRoutingFromConfig } from '.';
import { createLayeredPairCache, createMemoryPairCache, pairKey } from './pair-cache';

const A = { lat: 25.1972, lng: 55.2744 };
const B = { lat: 25.0805, lng: 55.1403 };

describe('travel-time cache per pair', () => {
  it('keys a directed pair by its coordinates to about a metre', () => {
    expect(pairKey(A, B)).toBe('55.27440,25.19720;55.14030,25.08050');
    expect(pairKey(B, A)).not.toBe(pairKey(A, B));
    expect(pairKey({ lat: 25.1972000001, lng: 55.2744 }, B)).toBe(pairKey(A, B));
  });

  it('remembers in memory', async () => {
    const cache = createMemoryPairCache(10);
    await cache.setMany([[pairKey(A, B), { seconds: 900, meters: 21_000 }]]);
    expect(await cache.getMany([pairKey(A, B), pairKey(B, A)])).toEqual([{ seconds: 900, meters: 21_000 }, undefined]);
  });

  it('answers misses (and keeps working) when Redis cannot be reached', async () => {
    const cache = createLayeredPairCache('redis://127.0.0.1:9', 'jad-test:routing:');
    try {
      await cache.setMany([[pairKey(A, B), { seconds: 60, meters: 1000 }]]);
      expect(await cache.getMany([pairKey(A, B), pairKey(B, A)])).toEqual([{ seconds: 60, meters: 1000 }, undefined]);
    } finally {
      await cache.close();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)('shares travel times between instances through Redis (TEST_REDIS_URL)', async () => {
    const prefix = `jad-test:routing:${process.pid}:${Date.now()}:`;
    const one = createLayeredPairCache(redisUrl as string, prefix);
    const two = createLayeredPairCache(redisUrl as string, prefix);
    try {
      await one.setMany([[pairKey(A, B), { seconds: 1200, meters: 25_000 }]]);
      expect(await two.getMany([pairKey(A, B)])).toEqual([{ seconds: 1200, meters: 25_000 }]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('createRoutingFromConfig', () => {
  it('is the built-in estimate without ROUTING_URL, the OSRM adapter with it', async () => {
    expect(createRoutingFromConfig({}).name).toBe('estimate');
    const osrm = createRoutingFromConfig({ routingUrl: 'http://127.0.0.1:5000' });
    expect(osrm.name).toBe('osrm');
    await osrm.close();
    expect(() => createRoutingFromConfig({ routingUrl: 'ftp://x' })).toThrow('ROUTING_URL must be an http(s) URL');
  });
});
