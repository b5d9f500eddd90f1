import { createOpaqueIds } from './opaque-id';
import { memoIds } from './memo-ids';

test('encodes like the ids it wraps, once per id, and decodes the same', () => {
  const ids = createOpaqueIds('memo-test-secret-memo-test-secret-0000');
  const spy = jest.spyOn(ids, 'encodeId');
  const memo = memoIds(ids);
  expect(memoIds(ids)).toBe(memo);
  const a = memo.encodeId('activity', 7);
  expect(memo.encodeId('activity', 7)).toBe(a);
  expect(memo.encodeId('activity-branch', 7)).not.toBe(a);
  expect(spy).toHaveBeenCalledTimes(2);
  expect(a).toBe(createOpaqueIds('memo-test-secret-memo-test-secret-0000').encodeId('activity', 7));
  expect(memo.decodeId('activity', a)).toBe(7);
  expect(memo.tryDecodeId('activity', 'nope')).toBeNull();
});
