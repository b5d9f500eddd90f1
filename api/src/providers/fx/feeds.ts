// Live exchange rates: the European Central Bank's daily reference rates (XML, euro-based), or any
// openexchangerates-compatible JSON API (`{ timestamp, base, rates }`). Both are turned into units per 1 AED, as the
// fx_rates table holds them; jobs/fx-refresh.ts writes them there on a schedule.
import { requireHttpUrl } from '../http-url';
import { BASE_CURRENCY, CURRENCY_CODES, type CurrencyCode } from './currencies';

export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
export const OPENEXCHANGERATES_URL = 'https://openexchangerates.org/api/latest.json';
const TIMEOUT_MS = 15_000;

/**
 * Currencies fixed to the US dollar by their central banks (units per 1 USD). The ECB does not publish them, so with
 * the ECB they follow its dollar rate; AED's own peg turns any dollar rate into a dirham one.
 */
export const USD_PEGS: Partial<Record<CurrencyCode, number>> = {
  AED: 3.6725,
  SAR: 3.75,
  QAR: 3.64,
  BHD: 0.376,
  OMR: 0.3845,
};

export type FxFeedName = 'ecb' | 'openexchangerates';

/** One publication of a source: its date and the rates it gives, in units per 1 AED (decimal strings). */
export interface FxSnapshot {
  /** YYYY-MM-DD: the day the source published the rates for. */
  date: string;
  rates: { currency: CurrencyCode; perAed: string; source: FxFeedName | 'peg' }[];
}

export interface FxFeed {
  readonly name: FxFeedName;
  latest(): Promise<FxSnapshot>;
}

/** 10 significant digits, as numeric(20, 10) keeps them. */
const decimal = (n: number) => {
  if (!Number.isFinite(n) || n <= 0) throw new Error(`fx: not a rate: ${n}`);
  return Number(n.toPrecision(10)).toFixed(10);
};

/** Units per 1 AED of every currency we show, from units per 1 of some base currency (`perBase`). */
function perAed(perBase: Map<string, number>, source: FxFeedName): FxSnapshot['rates'] {
  const aed = perBase.get(BASE_CURRENCY);
  if (!aed) throw new Error(`fx: the ${source} answer has no AED rate`);
  return CURRENCY_CODES.flatMap((currency) => {
    const rate = perBase.get(currency);
    return rate ? [{ currency, perAed: decimal(rate / aed), source }] : [];
  });
}

async function get(url: URL, accept: string): Promise<string> {
  const res = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = await res.text();
  if (!res.ok) throw new Error(`fx: ${url.origin}${url.pathname} answered ${res.status}`);
  return body;
}

/** The ECB's eurofxref-daily.xml: `<Cube time="2026-11-26"><Cube currency="USD" rate="1.0512"/>…`. */
export function parseEcbDaily(xml: string): FxSnapshot {
  const date = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']/.exec(xml)?.[1];
  if (!date) throw new Error('fx: no reference date in the ECB answer');
  const perEur = new Map<string, number>([['EUR', 1]]);
  for (const m of xml.matchAll(/<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([0-9.]+)["']\s*\/>/g)) {
    perEur.set(m[1] ?? '', Number(m[2]));
  }
  const usd = perEur.get('USD');
  if (!usd) throw new Error('fx: the ECB answer has no USD rate');
  // The pegged currencies from the euro's dollar rate; the ECB's own rate wins where it has one.
  for (const [code, peg] of Object.entries(USD_PEGS)) if (!perEur.has(code)) perEur.set(code, usd * peg);
  const rates = perAed(perEur, 'ecb').map((r) =>
    r.currency in USD_PEGS && r.currency !== BASE_CURRENCY ? { ...r, source: 'peg' as const } : r,
  );
  return { date, rates };
}

/** openexchangerates' latest.json: `{ "timestamp": 1764115200, "base": "USD", "rates": { "AED": 3.6725, … } }`. */
export function parseOpenExchangeRates(json: string): FxSnapshot {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    throw new Error('fx: the rates answer is not JSON');
  }
  const { timestamp, rates } = (body ?? {}) as { timestamp?: unknown; rates?: unknown };
  if (typeof timestamp !== 'number' || typeof rates !== 'object' || rates === null)
    throw new Error('fx: the rates answer has no timestamp or rates');
  const perBase = new Map(
    Object.entries(rates).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0),
  );
  return { date: new Date(timestamp * 1000).toISOString().slice(0, 10), rates: perAed(perBase, 'openexchangerates') };
}

export function createEcbFeed(url = ECB_DAILY_URL): FxFeed {
  const endpoint = requireHttpUrl(url, 'FX_URL');
  return { name: 'ecb', latest: async () => parseEcbDaily(await get(endpoint, 'application/xml')) };
}

export function createOpenExchangeRatesFeed(url: string, apiKey: string): FxFeed {
  const endpoint = requireHttpUrl(url, 'FX_URL');
  endpoint.searchParams.set('app_id', apiKey);
  return {
    name: 'openexchangerates',
    latest: async () => parseOpenExchangeRates(await get(endpoint, 'application/json')),
  };
}

/**
 * FX_SOURCE=ecb (FX_URL to another copy of the daily XML), or FX_SOURCE=openexchangerates with FX_API_KEY (and FX_URL
 * for a compatible service). Unset: no feed; the rates stay as the table holds them (the offline default).
 */
export function createFxFeedFromEnv(env: NodeJS.ProcessEnv = process.env): FxFeed | null {
  const source = env.FX_SOURCE?.trim();
  const url = env.FX_URL?.trim();
  const key = env.FX_API_KEY?.trim();
  if (!source) {
    if (url || key) throw new Error('FX_URL and FX_API_KEY need FX_SOURCE (ecb or openexchangerates)');
    return null;
  }
  if (source === 'ecb') return createEcbFeed(url || ECB_DAILY_URL);
  if (source === 'openexchangerates') {
    if (!key) throw new Error('FX_SOURCE=openexchangerates needs FX_API_KEY');
    return createOpenExchangeRatesFeed(url || OPENEXCHANGERATES_URL, key);
  }
  throw new Error('FX_SOURCE must be ecb or openexchangerates');
}
