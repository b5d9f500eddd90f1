import { renderHook, act } from '@testing-library/react';
import { createInitialState } from './app-state';
import { appStore, createAppStore, useAppStore } from './app-store';
import type { FavouriteHotel } from '@jad/api/contract';
import type { NotificationsPage, Post, SessionUser } from './entities';

const prefs = { theme: 'dark', lang: 'ar', currency: 'KWD' } as const;
const post = (post_id: string, caption = post_id): Post => ({ post_id, caption });
const favourite = (hid: string): FavouriteHotel => ({
  hid,
  name: `Hotel ${hid}`,
  address: 'Dubai',
  area: null,
  stars: 4,
  rating: null,
  image: null,
  added_at: '2026-01-01T00:00:00.000Z',
});
const user: SessionUser = {
  uuid: 'u-1',
  username: 'sara',
  email: 'sara@example.com',
  first_name: 'Sara',
  last_name: 'Ali',
  language: 'en',
  is_dark_mode: false,
  phone_number: null,
  email_verified: true,
  profile: { profile_id: 'pr-1', profile_picture: null, is_verified: false },
};

describe('createInitialState', () => {
  it('seeds preferences and the spec defaults', () => {
    const state = createInitialState(prefs);
    expect(state).toMatchObject({
      theme: 'dark',
      lang: 'ar',
      currency: 'KWD',
      user: null,
      sessionStatus: 'loading',
      csrfToken: null,
      muted: true,
      phone_modal: false,
      currency_modal: false,
      notifications: { rows: [], count: 0, page: 0 },
      notifications_count: 0,
      hotel_favourites: { favourites: { rows: [] } },
      posts: [],
      profile_posts: [],
    });
  });
});

describe('app store actions', () => {
  const fresh = () => createAppStore(createInitialState(prefs));

  it('applies the posts list rules', () => {
    const store = fresh();
    const s = () => store.getState();
    s().appendPosts([post('a'), post('b')]);
    s().appendPosts([post('b'), post('c')]);
    expect(s().posts.map((p) => p.post_id)).toEqual(['a', 'b', 'c']);
    s().prependPost(post('n'));
    s().replacePost(post('b', 'edited'));
    s().removePost('a');
    expect(s().posts.map((p) => [p.post_id, p.caption])).toEqual([
      ['n', 'n'],
      ['b', 'edited'],
      ['c', 'c'],
    ]);
  });

  it('keeps profile posts and the open post in step with edits and deletions', () => {
    const store = fresh();
    store.getState().mergeProfilePosts([post('a'), post('b')], 1);
    store.getState().setField('post', post('a'));
    store.getState().replacePost(post('a', 'edited'));
    expect(store.getState().profile_posts[0]!.caption).toBe('edited');
    expect(store.getState().post?.caption).toBe('edited');
    store.getState().removePost('a');
    expect(store.getState().profile_posts.map((p) => p.post_id)).toEqual(['b']);
    expect(store.getState().post).toBeNull();
  });

  it('pages profile posts and favourites: page 1 replaces, later pages append', () => {
    const store = fresh();
    store.getState().mergeProfilePosts([post('a')], 1);
    store.getState().mergeProfilePosts([post('b')], 2);
    expect(store.getState().profile_posts.map((p) => p.post_id)).toEqual(['a', 'b']);
    store.getState().mergeProfilePosts([post('z')], 1);
    expect(store.getState().profile_posts.map((p) => p.post_id)).toEqual(['z']);

    store.getState().mergeHotelFavourites([favourite('h1')], 1);
    store.getState().mergeHotelFavourites([favourite('h2')], 2);
    expect(store.getState().hotel_favourites.favourites.rows.map((h) => h.hid)).toEqual(['h1', 'h2']);
    store.getState().mergeHotelFavourites([favourite('h3')], 1);
    expect(store.getState().hotel_favourites).toEqual({ favourites: { rows: [favourite('h3')] } });
  });

  it('merges notifications and marks them seen', () => {
    const store = fresh();
    const page = (n: number, rows: [string, boolean][]): NotificationsPage => ({
      page: n,
      count: 30,
      rows: rows.map(([id, seen]) => ({ notification_id: id, type: 'FOLLOW', is_seen: seen, createdAt: '' })),
    });
    store.getState().mergeNotifications(
      page(1, [
        ['1', true],
        ['2', false],
      ]),
    );
    store.getState().mergeNotifications(
      page(2, [
        ['2', false],
        ['3', false],
      ]),
    );
    expect(store.getState().notifications.rows.map((r) => r.notification_id)).toEqual(['2', '3', '1']);
    store.getState().setNotificationsCount(2);
    store.getState().markNotificationSeen('3');
    expect(store.getState().notifications.rows.find((r) => r.notification_id === '3')?.is_seen).toBe(true);
    store.getState().markAllNotificationsSeen();
    expect(store.getState().notifications.rows.every((r) => r.is_seen)).toBe(true);
    expect(store.getState().notifications_count).toBe(0);
  });

  it('toggles phone_modal, muted and currency_modal', () => {
    const store = fresh();
    store.getState().togglePhoneModal();
    store.getState().toggleMuted();
    store.getState().toggleCurrencyModal();
    expect(store.getState()).toMatchObject({ phone_modal: true, muted: false, currency_modal: true });
    store.getState().togglePhoneModal(false);
    store.getState().toggleCurrencyModal(false);
    store.getState().toggleMuted();
    expect(store.getState()).toMatchObject({ phone_modal: false, muted: true, currency_modal: false });
  });

  it('derives the session status from the user unless told', () => {
    const store = fresh();
    store.getState().setSession({ user, csrfToken: 'csrf-1' });
    expect(store.getState()).toMatchObject({ user, csrfToken: 'csrf-1', sessionStatus: 'authenticated' });
    store.getState().setSession({ user: null, csrfToken: 'csrf-2' });
    expect(store.getState().sessionStatus).toBe('unauthenticated');
  });

  it('clearUserState drops user data but keeps preferences and the actions', () => {
    const store = fresh();
    store.getState().setSession({ user, csrfToken: 'csrf' });
    store.getState().appendPosts([post('a')]);
    store.getState().toggleMuted(false);
    store.getState().setCurrency('OMR');
    store.getState().clearUserState();
    const state = store.getState();
    expect(state).toMatchObject({
      user: null,
      csrfToken: null,
      sessionStatus: 'unauthenticated',
      posts: [],
      theme: 'dark',
      lang: 'ar',
      currency: 'OMR',
      muted: false,
    });
    expect(typeof state.appendPosts).toBe('function');
  });
});

describe('useAppStore', () => {
  afterEach(() => {
    act(() => appStore.getState().setNotificationsCount(0));
  });

  it('re-renders with the selected slice of the shared store', () => {
    const { result } = renderHook(() => useAppStore((s) => s.notifications_count));
    expect(result.current).toBe(0);
    act(() => appStore.getState().setNotificationsCount(4));
    expect(result.current).toBe(4);
  });
});
