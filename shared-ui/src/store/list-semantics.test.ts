import type { AppNotification, NotificationsPage, Post } from './entities';
import {
  appendPosts,
  formatBadgeCount,
  markAllNotificationsSeen,
  markNotificationSeen,
  mergeByPage,
  mergeNotifications,
  notificationGroupKey,
  prependNotification,
  prependPost,
  removePost,
  replacePost,
  sortUnseenFirst,
  toggleFlag,
} from './list-semantics';

const post = (post_id: string, caption = post_id): Post => ({ post_id, caption });
const ids = (posts: readonly Post[]) => posts.map((p) => p.post_id);

const note = (notification_id: string, is_seen: boolean): AppNotification => ({
  notification_id,
  type: 'LIKE',
  is_seen,
  createdAt: '2025-01-01T00:00:00Z',
});
const noteIds = (page: NotificationsPage) => page.rows.map((r) => r.notification_id);

describe('appendPosts', () => {
  it('appends a fetched batch after the current posts', () => {
    expect(ids(appendPosts([post('a'), post('b')], [post('c'), post('d')]))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops posts whose post_id is already listed, keeping the listed copy', () => {
    const result = appendPosts([post('a', 'old'), post('b')], [post('a', 'new'), post('c')]);
    expect(ids(result)).toEqual(['a', 'b', 'c']);
    expect(result[0]!.caption).toBe('old');
  });

  it('drops duplicates inside the batch itself', () => {
    expect(ids(appendPosts([], [post('x'), post('y'), post('x')]))).toEqual(['x', 'y']);
  });

  it('does not mutate its inputs', () => {
    const current = [post('a')];
    const batch = [post('b')];
    appendPosts(current, batch);
    expect(ids(current)).toEqual(['a']);
    expect(ids(batch)).toEqual(['b']);
  });

  it('works on an empty batch and an empty list', () => {
    expect(appendPosts([], [])).toEqual([]);
    expect(ids(appendPosts([post('a')], []))).toEqual(['a']);
  });
});

describe('replacePost', () => {
  it('replaces the post with the same post_id in place', () => {
    const result = replacePost([post('a'), post('b'), post('c')], post('b', 'edited'));
    expect(ids(result)).toEqual(['a', 'b', 'c']);
    expect(result[1]!.caption).toBe('edited');
  });

  it('leaves the list as it was for an unknown post_id', () => {
    const current = [post('a')];
    const result = replacePost(current, post('z'));
    expect(result).toEqual(current);
    expect(result).not.toBe(current);
  });
});

describe('prependPost', () => {
  it('adds the post at the front', () => {
    expect(ids(prependPost([post('a'), post('b')], post('new')))).toEqual(['new', 'a', 'b']);
  });

  it('moves an already listed post to the front instead of duplicating it', () => {
    const result = prependPost([post('a'), post('b')], post('b', 'fresh'));
    expect(ids(result)).toEqual(['b', 'a']);
    expect(result[0]!.caption).toBe('fresh');
  });
});

describe('removePost', () => {
  it('removes by post_id', () => {
    expect(ids(removePost([post('a'), post('b'), post('c')], 'b'))).toEqual(['a', 'c']);
  });

  it('changes nothing for an unknown post_id', () => {
    expect(ids(removePost([post('a')], 'zz'))).toEqual(['a']);
  });
});

describe('mergeByPage (profile posts, favourites)', () => {
  it('page 1 replaces', () => {
    expect(mergeByPage(['a', 'b'], ['c'], 1)).toEqual(['c']);
  });

  it('any other page appends', () => {
    expect(mergeByPage(['a', 'b'], ['c', 'd'], 2)).toEqual(['a', 'b', 'c', 'd']);
    expect(mergeByPage(['a'], ['b'], 7)).toEqual(['a', 'b']);
  });

  it('page 1 with no rows empties the list', () => {
    expect(mergeByPage(['a'], [], 1)).toEqual([]);
  });
});

describe('mergeNotifications', () => {
  const current: NotificationsPage = { rows: [note('1', true), note('2', false)], count: 20, page: 1 };

  it('replaces the rows when the payload is for the page already held', () => {
    const payload: NotificationsPage = { rows: [note('9', true)], count: 21, page: 1 };
    expect(mergeNotifications(current, payload)).toEqual({ rows: [note('9', true)], count: 21, page: 1 });
  });

  it('merges a later page, skipping ids already held', () => {
    const payload: NotificationsPage = { rows: [note('2', true), note('3', true)], count: 20, page: 2 };
    const result = mergeNotifications(current, payload);
    expect(noteIds(result)).toEqual(['2', '1', '3']);
    // The held copy of '2' (unseen) wins over the payload's copy.
    expect(result.rows.find((r) => r.notification_id === '2')?.is_seen).toBe(false);
    expect(result.page).toBe(2);
    expect(result.count).toBe(20);
  });

  it('sorts unseen first after a merge and keeps the order within each group', () => {
    const held: NotificationsPage = { rows: [note('a', true), note('b', false), note('c', true)], count: 6, page: 1 };
    const payload: NotificationsPage = {
      rows: [note('d', false), note('e', true), note('f', false)],
      count: 6,
      page: 2,
    };
    expect(noteIds(mergeNotifications(held, payload))).toEqual(['b', 'd', 'f', 'a', 'c', 'e']);
  });

  it('page 1 after later pages starts over (the drawer reopened)', () => {
    const deep: NotificationsPage = { rows: [note('1', true), note('2', true), note('3', true)], count: 3, page: 3 };
    const result = mergeNotifications(deep, { rows: [note('4', false)], count: 4, page: 1 });
    expect(result).toEqual({ rows: [note('4', false)], count: 4, page: 1 });
  });

  it('a late answer for an earlier page merges without moving the page backwards', () => {
    const atThree: NotificationsPage = { rows: [note('1', true)], count: 9, page: 3 };
    const result = mergeNotifications(atThree, { rows: [note('1', true), note('5', true)], count: 9, page: 2 });
    expect(noteIds(result)).toEqual(['1', '5']);
    expect(result.page).toBe(3);
  });

  it('merges into the empty initial state', () => {
    const empty: NotificationsPage = { rows: [], count: 0, page: 0 };
    expect(mergeNotifications(empty, { rows: [note('1', false)], count: 1, page: 1 })).toEqual({
      rows: [note('1', false)],
      count: 1,
      page: 1,
    });
  });

  it('does not mutate its inputs', () => {
    const held: NotificationsPage = { rows: [note('a', true)], count: 2, page: 1 };
    const payload: NotificationsPage = { rows: [note('b', false)], count: 2, page: 2 };
    mergeNotifications(held, payload);
    expect(noteIds(held)).toEqual(['a']);
    expect(noteIds(payload)).toEqual(['b']);
  });
});

describe('notification helpers', () => {
  it('sortUnseenFirst is stable', () => {
    const rows = [note('1', true), note('2', false), note('3', true), note('4', false)];
    expect(sortUnseenFirst(rows).map((r) => r.notification_id)).toEqual(['2', '4', '1', '3']);
  });

  it('markNotificationSeen marks one', () => {
    const page: NotificationsPage = { rows: [note('1', false), note('2', false)], count: 2, page: 1 };
    expect(markNotificationSeen(page, '2').rows.map((r) => r.is_seen)).toEqual([false, true]);
  });

  it('markAllNotificationsSeen marks every one', () => {
    const page: NotificationsPage = { rows: [note('1', false), note('2', true)], count: 2, page: 1 };
    expect(markAllNotificationsSeen(page).rows.every((r) => r.is_seen)).toBe(true);
  });
});

describe('toggleFlag', () => {
  it('flips without an argument', () => {
    expect(toggleFlag(true)).toBe(false);
    expect(toggleFlag(false)).toBe(true);
  });

  it('takes an explicit value', () => {
    expect(toggleFlag(true, true)).toBe(true);
    expect(toggleFlag(true, false)).toBe(false);
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [9, '9'],
    [10, '10'],
    [11, '10+'],
    [250, '10+'],
  ])('%p → %p', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });

  it('keeps "10+" reading "10+" in Arabic: the capped text is isolated left to right', () => {
    expect(formatBadgeCount(3, 'ar')).toBe('3');
    expect(formatBadgeCount(11, 'ar')).toBe('\u206610+\u2069');
    expect(formatBadgeCount(11, 'en')).toBe('10+');
  });
});

describe('grouped notifications (the api groups the same kind on the same post)', () => {
  const onPost = (id: string, type: AppNotification['type'], postId: string): AppNotification => ({
    ...note(id, false),
    type,
    post: { post_id: postId },
  });

  it('keys the post kinds by kind and post, anything else by itself', () => {
    expect(notificationGroupKey(onPost('n1', 'LIKE', 'p1'))).toBe(notificationGroupKey(onPost('n2', 'LIKE', 'p1')));
    expect(notificationGroupKey(onPost('n1', 'LIKE', 'p1'))).not.toBe(
      notificationGroupKey(onPost('n2', 'COMMENT_LIKE', 'p1')),
    );
    expect(notificationGroupKey({ ...note('n1', false), type: 'FOLLOW' })).not.toBe(
      notificationGroupKey({ ...note('n2', false), type: 'FOLLOW' }),
    );
  });

  it("a pushed head replaces its group's row on top; a new group counts one more; a repeat is ignored", () => {
    const page: NotificationsPage = {
      rows: [onPost('n3', 'COMMENT', 'p1'), onPost('n2', 'LIKE', 'p1'), onPost('n1', 'LIKE', 'p2')],
      count: 3,
      page: 1,
    };
    const joined = prependNotification(page, onPost('n4', 'LIKE', 'p2'))!;
    expect(noteIds(joined)).toEqual(['n4', 'n3', 'n2']);
    expect(joined.count).toBe(3);
    const fresh = prependNotification(joined, onPost('n5', 'LIKE', 'p9'))!;
    expect(noteIds(fresh)).toEqual(['n5', 'n4', 'n3', 'n2']);
    expect(fresh.count).toBe(4);
    expect(prependNotification(fresh, onPost('n5', 'LIKE', 'p9'))).toBeNull();
  });

  it('a later page does not bring back a group held with a newer head', () => {
    const current: NotificationsPage = { rows: [onPost('n9', 'LIKE', 'p1')], count: 2, page: 1 };
    const merged = mergeNotifications(current, {
      rows: [onPost('n2', 'LIKE', 'p1'), onPost('n1', 'LIKE', 'p2')],
      count: 2,
      page: 2,
    });
    expect(noteIds(merged)).toEqual(['n9', 'n1']);
  });
});
