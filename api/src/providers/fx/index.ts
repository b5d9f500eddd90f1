export * from './currencies';
export * from './types';
export { convertAedMinor } from './convert';
export { createTableFxProvider } from './table-provider';
export {
  createEcbFeed,
  createFxFeedFromEnv,
  createOpenExchangeRatesFeed,
  parseEcbDaily,
  parseOpenExchangeRates,
  type FxFeed,
  type FxSnapshot,
} from './feeds';
export { FX_STALE_AFTER_MS, fxStaleness, type FxStaleness } from './staleness';
