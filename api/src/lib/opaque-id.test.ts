import { DomainError } from './domain-error';
import { createOpaqueIds } from './opaque-id';

const ids = createOpaqueIds('s'.repeat(32) + '-test-secret');

function flipChar(s: string, at: number): string {
  const c = s[at] === 'A' ? 'B' : 'A';
  return s.slice(0, at) + c + s.slice(at + 1);
}

describe('opaque ids', () => {
  it('round-trips, deterministically, as url-safe text', () => {
    for (const n of [0, 1, 42, 123_456_789, Number.MAX_SAFE_INTEGER]) {
      const s = ids.encodeId('order', n);
      expect(s).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(ids.encodeId('order', n)).toBe(s);
      expect(ids.decodeId('order', s)).toBe(n);
    }
    expect(ids.encodeId('order', 1)).not.toBe(ids.encodeId('order', 2));
  });

  it('does not reveal the number or its kind', () => {
    expect(ids.encodeId('order', 1)).not.toContain('1');
    expect(ids.encodeId('post', 7)).not.toBe(ids.encodeId('order', 7));
  });

  it('rejects a tampered value anywhere in it', () => {
    const s = ids.encodeId('post', 99);
    for (const at of [0, 10, 20, s.length - 1]) {
      expect(ids.tryDecodeId('post', flipChar(s, at))).toBeNull();
    }
  });

  it('rejects an id minted for another kind', () => {
    const s = ids.encodeId('post', 5);
    expect(ids.tryDecodeId('user_plan', s)).toBeNull();
  });

  it('rejects an id minted with another secret', () => {
    const other = createOpaqueIds('o'.repeat(40));
    expect(ids.tryDecodeId('post', other.encodeId('post', 5))).toBeNull();
  });

  it('answers garbage with a 400 invalid_id domain error', () => {
    for (const bad of ['', '42', 'not an id', '%%%', 'a'.repeat(48), 'a'.repeat(500)]) {
      let caught: unknown;
      try {
        ids.decodeId('post', bad);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DomainError);
      expect(caught).toMatchObject({ kind: 'invalid', code: 'invalid_id', message: 'Invalid id' });
    }
  });

  it('refuses to encode what is not a whole non-negative number', () => {
    expect(() => ids.encodeId('post', -1)).toThrow();
    expect(() => ids.encodeId('post', 1.5)).toThrow();
    expect(() => ids.encodeId('post', 2 ** 60)).toThrow();
  });

  it('needs a secret of 32 characters or more', () => {
    expect(() => createOpaqueIds('short')).toThrow();
  });
});
