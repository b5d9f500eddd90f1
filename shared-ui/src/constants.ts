// Business constants of spec §9 that more than one front end needs.
export const API_BASE_PATH = '/api/v1';
export const API_TIMEOUT_MS = 5000;
export const TOAST_DURATION_MS = 2000;
export const NOTIFICATIONS_PAGE_SIZE = 15;
export const NOTIFICATIONS_DRAWER_DELAY_MS = 100;
export const BADGE_CAP = 10;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MAX_RESULTS = 4;
export const OTP_LENGTH = 6;
export const OTP_RESEND_WAIT_S = 60;
export const FOLLOW_LIST_REFRESH_MS = 200;
export const MAX_MEDIA_PER_UPLOAD = 3;
export const MAX_CHILD_AGE = 17;
export const DEFAULT_COMMISSION_PERCENT = 7;
export const DEFAULT_PHONE_COUNTRY = 'AE';
export const PHONE_MAX_DIGITS = 15;
/** Responsive image widths (device sizes) and small fixed image sizes of spec §9. */
export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_FIXED_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_QUALITY = 75;
