import type { CurrencyCode } from '../format/currencies';
import type { Lang } from '../i18n/languages';
import type { InitialPreferences } from '../preferences/preferences';
import type { ThemeMode } from '../theme/theme-mode';
import type { ActivityDetail, ActivitySummary } from '@jad/api/contract';
import type {
  HotelFavourites,
  NotificationsPage,
  Plan,
  Post,
  SearchResults,
  SessionUser,
  UserProfile,
  UserSummary,
} from './entities';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** The application state of spec §3, plus the session fields the web client needs. */
export interface AppState {
  // preferences
  theme: ThemeMode;
  lang: Lang;
  currency: CurrencyCode;
  /** Units of each display currency per AED, loaded once per page (domain/rates); null until then. */
  rates: Partial<Record<CurrencyCode, number>> | null;
  // session
  user: SessionUser | null;
  sessionStatus: SessionStatus;
  csrfToken: string | null;
  // activities
  activity: ActivityDetail | null;
  wishlist: ActivitySummary[];
  // plans
  plan: Plan | null;
  // social
  posts: Post[];
  post: Post | null;
  profile: UserProfile | null;
  profile_posts: Post[];
  people_to_follow: UserSummary[];
  search: SearchResults;
  notifications: NotificationsPage;
  notifications_count: number;
  // hotels
  hotel_favourites: HotelFavourites;
  // shell
  phone_modal: boolean;
  currency_modal: boolean;
  muted: boolean;
}

/** State that belongs to the signed-in user and is dropped on sign-out. */
export function userScopedState(): Omit<AppState, 'theme' | 'lang' | 'currency' | 'rates' | 'muted'> {
  return {
    user: null,
    sessionStatus: 'unauthenticated',
    csrfToken: null,
    activity: null,
    wishlist: [],
    plan: null,
    posts: [],
    post: null,
    profile: null,
    profile_posts: [],
    people_to_follow: [],
    search: { activities: [], profiles: [] },
    notifications: { rows: [], count: 0, page: 0 },
    notifications_count: 0,
    hotel_favourites: { favourites: { rows: [] } },
    phone_modal: false,
    currency_modal: false,
  };
}

export function createInitialState(preferences: Pick<InitialPreferences, 'theme' | 'lang' | 'currency'>): AppState {
  return {
    ...userScopedState(),
    sessionStatus: 'loading',
    theme: preferences.theme,
    lang: preferences.lang,
    currency: preferences.currency,
    rates: null,
    muted: true,
  };
}
