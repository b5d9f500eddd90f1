import type { OpaqueIds } from '../../../lib/opaque-id';
import { ACTIVITY_KIND } from '../ids';
import type { ActivitySort } from '../types';
import { invalid } from '../../../lib/domain-error';

// Keyset cursors for POST /activities/fetch-all: the sort key value of the last row and its id. The id
// travels as an opaque id (never a bare number), and the sort name is inside so a cursor from one
// order cannot be replayed against another.

export interface ListPosition {
  /** rating (one decimal) or adult price in fils; 0 for 'newest' (the id orders alone). */
  value: number;
  id: number;
}

export const INVALID_CURSOR = 'cursor: Invalid cursor';

export function encodeCursor(ids: OpaqueIds, sort: ActivitySort, position: ListPosition): string {
  return Buffer.from(JSON.stringify([sort, position.value, ids.encodeId(ACTIVITY_KIND, position.id)]), 'utf8').toString(
    'base64url',
  );
}

export function decodeCursor(ids: OpaqueIds, sort: ActivitySort, cursor: string): ListPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid('invalid_cursor', { field: 'cursor' });
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid('invalid_cursor', { field: 'cursor' });
  const [cursorSort, value, encodedId] = parsed as unknown[];
  if (
    cursorSort !== sort ||
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < 0 ||
    typeof encodedId !== 'string'
  ) {
    throw invalid('invalid_cursor', { field: 'cursor' });
  }
  const id = ids.tryDecodeId(ACTIVITY_KIND, encodedId);
  if (id === null) throw invalid('invalid_cursor', { field: 'cursor' });
  return { value, id };
}
