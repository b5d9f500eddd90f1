import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CurrencyCode } from '../format/currencies';
import type { Lang } from '../i18n/languages';
import { readInitialPreferences } from '../preferences/preferences';
import type { ThemeMode } from '../theme/theme-mode';
import { createInitialState, userScopedState, type AppState, type SessionStatus } from './app-state';
import type { FavouriteHotel } from '@jad/api/contract';
import type { Id, NotificationsPage, Post, SessionUser } from './entities';
import {
  appendPosts,
  markAllNotificationsSeen,
  markNotificationSeen,
  mergeByPage,
  mergeNotifications,
  prependPost,
  removePost,
  replacePost,
  toggleFlag,
} from './list-semantics';

export interface AppActions {
  /** Sets any one field; prefer the named actions where spec §4 gives a rule. */
  setField<K extends keyof AppState>(key: K, value: AppState[K]): void;
  patch(partial: Partial<AppState>): void;

  setTheme(theme: ThemeMode): void;
  setLang(lang: Lang): void;
  setCurrency(currency: CurrencyCode): void;
  setSession(session: { user: SessionUser | null; csrfToken: string | null; status?: SessionStatus }): void;
  /** Drops everything of the signed-in user; preferences (theme, lang, currency, muted) stay. */
  clearUserState(): void;

  setPosts(posts: Post[]): void;
  appendPosts(batch: Post[]): void;
  replacePost(post: Post): void;
  prependPost(post: Post): void;
  removePost(postId: Id): void;
  mergeProfilePosts(rows: Post[], page: number): void;
  mergeHotelFavourites(rows: FavouriteHotel[], page: number): void;

  mergeNotifications(payload: NotificationsPage): void;
  markNotificationSeen(notificationId: Id): void;
  markAllNotificationsSeen(): void;
  setNotificationsCount(count: number): void;

  /** Without an argument these flip; with one they take it (close a modal explicitly). */
  togglePhoneModal(open?: boolean): void;
  toggleMuted(muted?: boolean): void;
  toggleCurrencyModal(open?: boolean): void;
}

export type AppStore = AppState & AppActions;

export function createAppStore(initial: AppState = createInitialState(readInitialPreferences())): StoreApi<AppStore> {
  return createStore<AppStore>()((set) => ({
    ...initial,
    setField: (key, value) => set({ [key]: value } as Pick<AppState, typeof key>),
    patch: (partial) => set(partial),

    setTheme: (theme) => set({ theme }),
    setLang: (lang) => set({ lang }),
    setCurrency: (currency) => set({ currency }),
    setSession: ({ user, csrfToken, status }) =>
      set({ user, csrfToken, sessionStatus: status ?? (user ? 'authenticated' : 'unauthenticated') }),
    clearUserState: () => set(userScopedState()),

    setPosts: (posts) => set({ posts }),
    appendPosts: (batch) => set((s) => ({ posts: appendPosts(s.posts, batch) })),
    replacePost: (post) =>
      set((s) => ({
        posts: replacePost(s.posts, post),
        profile_posts: replacePost(s.profile_posts, post),
        post: s.post?.post_id === post.post_id ? post : s.post,
      })),
    prependPost: (post) => set((s) => ({ posts: prependPost(s.posts, post) })),
    removePost: (postId) =>
      set((s) => ({
        posts: removePost(s.posts, postId),
        profile_posts: removePost(s.profile_posts, postId),
        post: s.post?.post_id === postId ? null : s.post,
      })),
    mergeProfilePosts: (rows, page) => set((s) => ({ profile_posts: mergeByPage(s.profile_posts, rows, page) })),
    mergeHotelFavourites: (rows, page) =>
      set((s) => ({
        hotel_favourites: { favourites: { rows: mergeByPage(s.hotel_favourites.favourites.rows, rows, page) } },
      })),

    mergeNotifications: (payload) => set((s) => ({ notifications: mergeNotifications(s.notifications, payload) })),
    markNotificationSeen: (notificationId) =>
      set((s) => ({ notifications: markNotificationSeen(s.notifications, notificationId) })),
    markAllNotificationsSeen: () =>
      set((s) => ({ notifications: markAllNotificationsSeen(s.notifications), notifications_count: 0 })),
    setNotificationsCount: (count) => set({ notifications_count: Math.max(0, Math.floor(count)) }),

    togglePhoneModal: (open) => set((s) => ({ phone_modal: toggleFlag(s.phone_modal, open) })),
    toggleMuted: (muted) => set((s) => ({ muted: toggleFlag(s.muted, muted) })),
    toggleCurrencyModal: (open) => set((s) => ({ currency_modal: toggleFlag(s.currency_modal, open) })),
  }));
}

/** The one app store: shared-ui is a federated singleton, so shell and remotes all see this instance. */
export const appStore: StoreApi<AppStore> = createAppStore();

/**
 * Subscribes a component to a slice of the app store. The selector should return a stored value
 * or a primitive; for a new object or array per call wrap it in `useShallow` from 'zustand/shallow'.
 */
export function useAppStore<T>(selector: (state: AppStore) => T): T {
  return useStore(appStore, selector);
}
