// @jad/shared-ui/core: the part of the shared kernel the shell's first frame needs (store, bus, session, i18n, theme,
// preferences, navigation, a few components). The shell imports it directly, so it sits in the shell's first scripts;
// the rest of shared-ui (request layer, domain kit, reviews, card fields…) is in the full entry, `@jad/shared-ui`,
// which the shell provides to the remotes as a lazy shared chunk and which re-exports this file: in one page both
// are the same modules (one webpack runtime), so there is still one store, one bus and one i18n instance.
// Remotes import `@jad/shared-ui` only.

// constants (spec §9)
export * from './constants';
// event bus
export { bus, createEventBus, type EventBus, type EventHandler } from './bus/bus';
export type { AppEvents, AppEventName, AppEventPayload } from './bus/events';
// app store
export { appStore, createAppStore, useAppStore, type AppActions, type AppStore } from './store/app-store';
export { createInitialState, userScopedState, type AppState, type SessionStatus } from './store/app-state';
export {
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
} from './store/list-semantics';
export { NOTIFICATION_TYPES, PLAN_STATUSES } from './store/entities';
export type {
  Activity,
  AppNotification,
  Follow,
  HotelFavourites,
  Id,
  NotificationsPage,
  NotificationType,
  OpenFields,
  Plan,
  PlanStatus,
  Post,
  PostComment,
  PostMedia,
  PostQuestion,
  QuestionnaireState,
  ResponseMessage,
  SearchResults,
  SessionUser,
  Severity,
  SocialLinks,
  UserLocation,
  UserProfile,
  UserSummary,
} from './store/entities';
// session
export { loadSession, parseSession, signOut, type SessionPayload } from './session';
// data: the one http client (the request functions, ApiError and the messages are in the full entry)
export { api, getApiClient, getBearerToken, setBearerToken, type ApiClient } from './data/client';
// exchange rates (the shell starts their load before the page's first render)
export { loadRates, parseRates, resetRates, useRate, type Rates } from './domain/rates';
// i18n
export {
  applyDocumentLanguage,
  COMMON_NAMESPACE,
  ERRORS_NAMESPACE,
  i18n,
  registerNamespace,
  syncLanguage,
  type NamespaceResources,
} from './i18n/i18n';
export type { TranslationTree } from './i18n/key-parity';
export {
  DEFAULT_LANG,
  directionOf,
  INTL_LOCALES,
  isLang,
  LANG_CODES,
  LANGUAGES,
  type Lang,
  type TextDirection,
} from './i18n/languages';
// theme
export { createAppTheme, getAppTheme } from './theme/create-app-theme';
export { fontStackFor } from './theme/tokens';
export { getEmotionCache, prepareDirection } from './theme/emotion-cache';
export { AppProviders, type AppProvidersProps } from './theme/app-providers';
export { DEFAULT_THEME_MODE, isThemeMode, THEME_MODES, type ThemeMode } from './theme/theme-mode';
export { visuallyHidden } from './theme/visually-hidden';
export { renderWhenNear } from './theme/offscreen';
export {
  DEFAULT_CHILD_AGE,
  DEFAULT_ROOMS,
  formatRooms,
  guestCounts,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  parseRooms,
  type GuestRoom,
} from './domain/rooms';
// preferences
export {
  acceptCookies,
  readCookiesAccepted,
  readCurrency,
  readInitialPreferences,
  readLang,
  readMobileChoice,
  readTheme,
  writeCurrency,
  writeLang,
  writeMobileChoice,
  writeTheme,
  type InitialPreferences,
} from './preferences/preferences';
export {
  cookiesAcceptedSchema,
  currencySchema,
  langSchema,
  mobileChoiceSchema,
  themeSchema,
  type MobileChoice,
  type PreferenceSchema,
} from './preferences/schemas';
export { readCookie, removeCookie, writeCookie, type CookieOptions } from './preferences/cookies';
// components
export { LoadingIndicator, type LoadingIndicatorProps } from './components/loading-indicator';
export { NotFoundView, type NotFoundViewProps } from './components/not-found-view';
export { RequireAuth, signInPath, type RequireAuthProps } from './components/require-auth';
// navigation without a router (the shell has none; remotes may use it outside their router)
export { isPlainClick, navigate, useCurrentPath, usePathname, type NavigateOptions } from './navigation/navigation';
export { AppLink, type AppLinkProps } from './navigation/app-link';
export { ToastHost } from './components/toast-host';
export { useNearViewport } from './mount/use-near-viewport';
export { useCommonTranslation } from './i18n/use-common-translation';
