import type { OpaqueIds } from '../../lib/opaque-id';

// An id always encodes to the same opaque string, and a list page encodes a dozen of them (an AES-GCM
// encryption and an HMAC each). Remembering the strings takes that off every request.

const MAX_ENTRIES = 100_000;
const memos = new WeakMap<OpaqueIds, OpaqueIds>();

export function memoizedIds(ids: OpaqueIds): OpaqueIds {
  const known = memos.get(ids);
  if (known) return known;
  const encoded = new Map<string, string>();
  const memo: OpaqueIds = {
    encodeId(kind, n) {
      const key = `${kind}:${n}`;
      let value = encoded.get(key);
      if (value === undefined) {
        value = ids.encodeId(kind, n);
        if (encoded.size >= MAX_ENTRIES) encoded.clear();
        encoded.set(key, value);
      }
      return value;
    },
    decodeId: (kind, value) => ids.decodeId(kind, value),
    tryDecodeId: (kind, value) => ids.tryDecodeId(kind, value),
  };
  memos.set(ids, memo);
  return memo;
}
