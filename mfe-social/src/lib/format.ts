import { formatNumber, type Lang } from '@jad/shared-ui';

/** 1234 → "1.2K" (compact counts under posts and on profiles). */
export const compactCount = (n: number, lang: Lang) =>
  formatNumber(n, lang, n >= 10_000 ? { notation: 'compact', maximumFractionDigits: 1 } : {});
