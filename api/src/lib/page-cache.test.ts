import { z } from 'zod';
import { ALL_KEYS } from './invalidation-bus';
import { cachedJson, forgetByKey, PageCache } from './page-cache';

const cache = (options: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) =>
  new PageCache({ ttlMs: 5_000, maxEntries: 100, maxBytes: 10_000, ...options });
const b = (text: string) => Buffer.from(text);
const text = (body: Buffer | undefined) => body?.toString();

describe('PageCache', () => {
  it('serves the stored text for its TTL, then reads again', () => {
    const c = cache();
    c.set('7', 'p1', b('{"a":1}'), c.ticket(), 1_000);
    expect(text(c.get('7', 'p1', 5_999))).toBe('{"a":1}');
    expect(text(c.get('7', 'p2', 5_999))).toBeUndefined();
    expect(text(c.get('8', 'p1', 5_999))).toBeUndefined();
    expect(text(c.get('7', 'p1', 6_000))).toBeUndefined();
    expect([c.hits, c.misses, c.size]).toEqual([1, 3, 0]);
  });

  it('takes off at most the jitter share of the TTL', () => {
    const c = cache({ jitter: 0.2 });
    for (let i = 0; i < 50; i++) c.set('7', `p${i}`, b('x'), c.ticket(), 0);
    const alive = (now: number) =>
      Array.from({ length: 50 }, (_, i) => c.get('7', `p${i}`, now)).filter(Boolean).length;
    expect(alive(3_999)).toBe(50);
    expect(alive(5_000)).toBe(0);
  });

  it('stores nothing with a TTL of 0, or while the bus is down', () => {
    const off = cache({ ttlMs: 0 });
    off.set('7', 'p', b('x'), off.ticket());
    expect(text(off.get('7', 'p'))).toBeUndefined();
    let live = false;
    const c = cache({ live: () => live });
    c.set('7', 'p', b('x'), c.ticket());
    expect(c.size).toBe(0);
    live = true;
    c.set('7', 'p', b('x'), c.ticket());
    expect(text(c.get('7', 'p'))).toBe('x');
  });

  it('is bounded by count and by size, least recently read first', () => {
    const c = cache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) c.set('1', key, b(key), c.ticket());
    expect(text(c.get('1', 'a'))).toBe('a'); // a is now the most recently used
    c.set('1', 'd', b('d'), c.ticket());
    expect([text(c.get('1', 'a')), text(c.get('1', 'b')), text(c.get('1', 'c')), text(c.get('1', 'd'))]).toEqual([
      'a',
      undefined,
      'c',
      'd',
    ]);

    const small = cache({ maxBytes: 10 });
    small.set('1', 'a', b('12345'), small.ticket());
    small.set('1', 'b', b('12345'), small.ticket());
    small.set('1', 'c', b('123'), small.ticket());
    expect([text(small.get('1', 'a')), text(small.get('1', 'b')), text(small.get('1', 'c'))]).toEqual([
      undefined,
      '12345',
      '123',
    ]);
    small.set('1', 'huge', b('x'.repeat(11)), small.ticket());
    expect(text(small.get('1', 'huge'))).toBeUndefined();
  });

  it('forgets one group, or everything', () => {
    const c = cache();
    c.set('1', 'p1', b('a'), c.ticket());
    c.set('1', 'p2', b('b'), c.ticket());
    c.set('2', 'p1', b('c'), c.ticket());
    c.forget('1');
    expect([text(c.get('1', 'p1')), text(c.get('1', 'p2')), text(c.get('2', 'p1'))]).toEqual([
      undefined,
      undefined,
      'c',
    ]);
    const onBus = forgetByKey(c);
    onBus(ALL_KEYS);
    expect(c.size).toBe(0);
  });

  it('does not store a page read before a forget of its group or a clear (a read racing a write)', () => {
    const c = cache();
    const before = c.ticket();
    c.forget('1'); // the reader's write lands while their page is being read
    c.set('1', 'p', b('old'), before);
    c.set('2', 'p', b('other reader'), before); // another group's read is unaffected
    expect([text(c.get('1', 'p')), text(c.get('2', 'p'))]).toEqual([undefined, 'other reader']);
    c.set('1', 'p', b('new'), c.ticket());
    expect(text(c.get('1', 'p'))).toBe('new');

    const cleared = c.ticket();
    c.clear();
    c.set('2', 'p', b('old'), cleared);
    expect(c.size).toBe(0);
  });

  it('still refuses reads in flight when the memory of forgets is trimmed', () => {
    const c = cache();
    const before = c.ticket();
    for (let i = 0; i < 10_001; i++) c.forget(String(i));
    c.set('5', 'p', b('old'), before);
    c.set('nobody-forgot-me', 'p', b('old'), before);
    expect(c.size).toBe(0);
  });

  it('cachedJson loads and serialises once, then serves the same bytes', async () => {
    const c = cache();
    let loads = 0;
    const load = async () => ({ rows: [{ id: ++loads, secret: 'x' }] });
    const page = z.object({ rows: z.array(z.object({ id: z.number() })) });
    const first = (await cachedJson(c, '1', 'p', page, load)) as unknown as Buffer;
    const second = (await cachedJson(c, '1', 'p', page, load)) as unknown as Buffer;
    expect(second).toBe(first);
    // Through the schema, as the serializer would: the key it does not declare is dropped.
    expect(JSON.parse(first.toString())).toEqual({ rows: [{ id: 1 }] });
    expect(loads).toBe(1);
  });

  it('answers requests for a page being read with that read, unless its group was forgotten since', async () => {
    const c = cache();
    const reads: ((body: Buffer) => void)[] = [];
    const read = () => new Promise<Buffer>((resolve) => reads.push(resolve));
    const first = c.load('1', 'p', read);
    const second = c.load('1', 'p', read);
    expect(reads).toHaveLength(1); // one database read for both
    reads[0]!(b('v1'));
    expect([text(await first), text(await second)]).toEqual(['v1', 'v1']);

    c.forget('1');
    const before = c.load('1', 'q', read);
    c.forget('1'); // the reader wrote while their page was being read
    const after = c.load('1', 'q', read);
    expect(reads).toHaveLength(3); // not answered with the read from before the write
    reads[2]!(b('new'));
    reads[1]!(b('old'));
    expect([text(await before), text(await after)]).toEqual(['old', 'new']);
    expect(text(c.get('1', 'q'))).toBe('new');
  });

  it('lets a failed read fail its waiters, and reads again next time', async () => {
    const c = cache();
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('database down');
    };
    await expect(Promise.all([c.load('1', 'p', failing), c.load('1', 'p', failing)])).rejects.toThrow('database down');
    expect(calls).toBe(1);
    expect(text(await c.load('1', 'p', async () => b('back')))).toBe('back');
  });

  it('does not share reads when it is off (TTL 0)', async () => {
    const c = cache({ ttlMs: 0 });
    let calls = 0;
    const read = async () => b(String(++calls));
    await Promise.all([c.load('1', 'p', read), c.load('1', 'p', read)]);
    expect(calls).toBe(2);
  });
});
