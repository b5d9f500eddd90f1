// The one public entry of shared-ui. It is a federated singleton, so everything the shell and the
// remotes use comes through here: one store, one bus, one i18n instance, one set of style caches.

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

// data: the one request layer (the TanStack Query client is its own entry, @jad/shared-ui/data, loaded lazily)
export { api, getApiClient, getBearerToken, setBearerToken, type ApiClient } from './data/client';
export {
  messageForResponse,
  toastResult,
  type DefaultMessageKey,
  type ResponseToast,
  type ToastOptions,
  type ToastResult,
} from './data/messages';
export {
  ABORTED,
  ApiError,
  isAbortError,
  isApiError,
  NETWORK_ERROR,
  toApiError,
  type ErrorParams,
  type FieldError,
} from './data/api-error';
export {
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  apiRequest,
  type ApiResponse,
  type HttpMethod,
  type QueryParams,
  type RequestOptions,
} from './data/request';
export { codeMessage, fieldErrorsOf, messageOf, useApiMessage } from './data/api-message';
export { sessionReady } from './data/session-ready';

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
export {
  compareTranslations,
  expectSameKeys,
  flattenKeys,
  missingKeys,
  type ParityReport,
  type TranslationTree,
} from './i18n/key-parity';

// theme
export { createAppTheme, getAppTheme } from './theme/create-app-theme';
export { fontStackFor } from './theme/tokens';
export { getEmotionCache, prepareDirection } from './theme/emotion-cache';
export { AppProviders, type AppProvidersProps } from './theme/app-providers';
export { DEFAULT_THEME_MODE, isThemeMode, THEME_MODES, type ThemeMode } from './theme/theme-mode';
export { visuallyHidden } from './theme/visually-hidden';
export { renderWhenNear } from './theme/offscreen';

// formatting
export {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  isCurrencyCode,
  minorUnitsOf,
  type CurrencyCode,
  type CurrencyInfo,
} from './format/currencies';
export { convertMinor } from './format/convert';
export { formatMoney } from './format/money';
export { formatDate, formatDateRange, type DateInput } from './format/dates';
export { formatNumber } from './format/numbers';
export { addMetricScale, metricScaleLabel } from './format/map-scale';
export { isEmail } from './format/email';

// domain kit: one home for the small domain rules every front end shares
export { loadRates, parseRates, resetRates, useRates, type Rates } from './domain/rates';
export { atFixedRate, displayMoney, fixedMoney, useMoney, type Money } from './domain/money';
export { ageOf, timeAgo, type AgeUnit } from './domain/time-ago';
export { useTimeAgo } from './domain/use-time-ago';
export { useCountdown } from './domain/use-countdown';
export { DirectionalIcon } from './domain/directional-icon';
export { localized } from './domain/bilingual';
export { COUNTRY_CODES, countryName, countryOptions, isCountryCode } from './domain/countries';
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
export { listSeparator } from './format/lists';

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
export { ErrorView, type ErrorViewProps } from './components/error-view';
export { RequireAuth, signInPath, type RequireAuthProps } from './components/require-auth';
export { emptyOtp, OtpInput, type OtpInputProps } from './components/otp-input';
// card entry for every checkout in the gateway's own fields (Stripe's Payment Element, or the built-in test element
// with its 3-D Secure challenge); the card never reaches the api, which gets a PaymentMethod id. Loads lazily.
export {
  CardPayment,
  payWithCard,
  type CardPaymentHandle,
  type CardPaymentProps,
  type PaymentsConfig,
} from './card-fields/lazy-card-payment';
export { CardFields, type CardFieldsProps } from './card-fields/lazy-card-fields';
export {
  cardProblems,
  cardReady,
  emptyCard,
  expiryValid,
  TEST_CARDS,
  testPaymentMethodOf,
  luhnValid,
  formatCardNumber,
  formatExpiry,
  type CardProblems,
  type CardValue,
} from './card-fields/card-rules';

// member reviews (activities and hotels): the light parts at once, the form lazily; words in the `reviews` namespace
export { RatingBreakdown, ReviewPhotos, VerifiedBadge } from './reviews/review-parts';
export { useReviewPages, type ReviewPage } from './reviews/use-review-pages';
export { ReviewForm, WriteReview, type ReviewFormProps, type WriteReviewProps } from './reviews/lazy-reviews';
export { MAX_PHOTOS as REVIEW_MAX_PHOTOS, photoProblem, reviewProblems, textLang } from './reviews/review-rules';
export { REVIEWS_NS } from './reviews/namespace';
export type {
  MemberReviewView,
  RatingBreakdownCounts,
  RatingSummaryView,
  ReviewableOrderView,
  ReviewCalls,
  ReviewDraft,
  ReviewPhotoView,
  ReviewSubject,
} from './reviews/types';
export { httpStatusOf, serverCodeOf, serverMessageOf } from './data/server-answer';

// mounting a remote's React root (single-spa-react)
export { transitionRootClient } from './mount/transition-root';
export { reportToShell, type RemoteErrorProps } from './mount/report-to-shell';

// navigation without a router (the shell has none; remotes may use it outside their router)
export { isPlainClick, navigate, useCurrentPath, usePathname, type NavigateOptions } from './navigation/navigation';
export { AppLink, type AppLinkProps } from './navigation/app-link';
export { lazyPage, preloadPageFor, type LazyPage } from './navigation/lazy-page';
export {
  buildSrcSet,
  defaultImageLoader,
  ResponsiveImage,
  setImageLoader,
  type ImageLoader,
  type ResponsiveImageProps,
} from './components/responsive-image';
export { ToastHost } from './components/toast-host';
export { useCommonTranslation } from './i18n/use-common-translation';
