import { DEFAULT_COMMISSION_PERCENT } from '../constants';
import type { CurrencyCode } from '../format/currencies';
import type { Lang } from '../i18n/languages';
import type { InitialPreferences } from '../preferences/preferences';
import type { ThemeMode } from '../theme/theme-mode';
import type {
  Activity,
  Category,
  Country,
  Follow,
  Hotel,
  HotelFavourites,
  NotificationsPage,
  OpenFields,
  Plan,
  Post,
  PostComment,
  PostQuestion,
  QuestionnaireState,
  ResponseMessage,
  SearchResults,
  SessionUser,
  UserLocation,
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
  // session
  user: SessionUser | null;
  sessionStatus: SessionStatus;
  csrfToken: string | null;
  // activities
  activity: Activity | null;
  allActivities: Activity[];
  related_activities: Activity[];
  wishlist: Activity[];
  main_categories: Category[];
  homePage: OpenFields | null;
  // plans
  plans: Plan[];
  plan: Plan | null;
  plan_activities: Activity[];
  questionnaire: QuestionnaireState;
  countries: Country[];
  // social
  posts: Post[];
  post: Post | null;
  comments: PostComment[];
  questions: PostQuestion[];
  profile: UserProfile | null;
  profile_posts: Post[];
  following: Follow[];
  followers: Follow[];
  people_to_follow: UserSummary[];
  search: SearchResults;
  notifications: NotificationsPage;
  notifications_count: number;
  // hotels
  picked_hotel: Hotel | null;
  /** Commission percent applied to hotel prices (spec §9 default 7). */
  commission: number;
  /** Static hotel data of the picked hotel. */
  static: OpenFields | null;
  rate_to_book: OpenFields | null;
  user_location: UserLocation | null;
  near_by: Hotel[];
  hotel_favourites: HotelFavourites;
  // shell
  response: ResponseMessage | null;
  phone_modal: boolean;
  currency_modal: boolean;
  muted: boolean;
}

/** State that belongs to the signed-in user and is dropped on sign-out. */
export function userScopedState(): Omit<AppState, 'theme' | 'lang' | 'currency' | 'muted'> {
  return {
    user: null,
    sessionStatus: 'unauthenticated',
    csrfToken: null,
    activity: null,
    allActivities: [],
    related_activities: [],
    wishlist: [],
    main_categories: [],
    homePage: null,
    plans: [],
    plan: null,
    plan_activities: [],
    questionnaire: {},
    countries: [],
    posts: [],
    post: null,
    comments: [],
    questions: [],
    profile: null,
    profile_posts: [],
    following: [],
    followers: [],
    people_to_follow: [],
    search: { activities: [], profiles: [] },
    notifications: { rows: [], count: 0, page: 0 },
    notifications_count: 0,
    picked_hotel: null,
    commission: DEFAULT_COMMISSION_PERCENT,
    static: null,
    rate_to_book: null,
    user_location: null,
    near_by: [],
    hotel_favourites: { favourites: { rows: [] } },
    response: null,
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
    muted: true,
  };
}
