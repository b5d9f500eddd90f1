// The one public entry of shared-ui. It is a federated singleton, so everything the remotes use comes through here:
// one store, one bus, one i18n instance, one set of style caches. What the shell's first frame needs is its own
// file (`./core`, imported by the shell directly, so it is in the shell's first scripts); this entry adds the rest
// and loads, as a shared chunk, with the first remote or shell part that asks for it.
export * from './core';

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
export { errorTextsLoaded, loadErrorTexts, useErrorTexts } from './i18n/error-texts';
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
export { atFixedRate, displayMoney, fixedMoney, useMoney, type Money } from './domain/money';
export { ageOf, timeAgo, type AgeUnit } from './domain/time-ago';
export { useTimeAgo } from './domain/use-time-ago';
export { useCountdown } from './domain/use-countdown';
export { DirectionalIcon } from './domain/directional-icon';
export { localized } from './domain/bilingual';
export { COUNTRY_CODES, countryName, countryOptions, isCountryCode } from './domain/countries';
export { listSeparator } from './format/lists';
export { ErrorView, type ErrorViewProps } from './components/error-view';
export { emptyOtp, OtpInput, type OtpInputProps } from './components/otp-input';
export { httpStatusOf, serverCodeOf, serverMessageOf } from './data/server-answer';
// mounting a remote's React root (single-spa-react)
export { transitionRootClient } from './mount/transition-root';
export { reportToShell, type RemoteErrorProps } from './mount/report-to-shell';
export { useIdle } from './mount/use-idle';
export { WhenNearViewport } from './mount/when-near-viewport';
export { lazyPage, preloadPageFor, type LazyPage } from './navigation/lazy-page';
export {
  buildSrcSet,
  defaultImageLoader,
  ResponsiveImage,
  setImageLoader,
  type ImageLoader,
  type ResponsiveImageProps,
} from './components/responsive-image';
// Also here for screens that are not a form (a search box, a ticket picker): the forms entry would bring zod with them.
export { fieldError } from './forms/field-error';
