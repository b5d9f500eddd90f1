import { createOpaqueIds } from '../../../lib/opaque-id';
import { decodeCursor, encodeCursor, INVALID_CURSOR } from './cursor';

const ids = createOpaqueIds('cursor-test-secret-cursor-test-secret');

describe('list cursors', () => {
  it('round-trips the position of the last row without showing its id', () => {
    const cursor = encodeCursor(ids, 'price_asc', { value: 18_500, id: 42 });
    expect(Buffer.from(cursor, 'base64url').toString()).not.toMatch(/\b42\b/);
    expect(decodeCursor(ids, 'price_asc', cursor)).toEqual({ value: 18_500, id: 42 });
  });

  it.each([
    ['garbage', 'x'],
    ['not json', Buffer.from('{oops').toString('base64url')],
    ['wrong arity', Buffer.from(JSON.stringify(['rating', 4.5])).toString('base64url')],
    ['negative value', Buffer.from(JSON.stringify(['rating', -1, ids.encodeId('activity', 1)])).toString('base64url')],
    ['a bare id', Buffer.from(JSON.stringify(['rating', 4.5, '17'])).toString('base64url')],
    [
      'an id of another kind',
      Buffer.from(JSON.stringify(['rating', 4.5, ids.encodeId('activity-branch', 1)])).toString('base64url'),
    ],
  ])('rejects %s', (_name, cursor) => {
    expect(() => decodeCursor(ids, 'rating', cursor)).toThrow(INVALID_CURSOR);
  });

  it('rejects a cursor of another sort order', () => {
    const cursor = encodeCursor(ids, 'rating', { value: 4.5, id: 3 });
    expect(() => decodeCursor(ids, 'price_desc', cursor)).toThrow(INVALID_CURSOR);
  });
});
