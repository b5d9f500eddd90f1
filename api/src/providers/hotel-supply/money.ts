// Money at the supplier edge: ETG speaks decimal strings, the api speaks integer minor units.

const THREE_DECIMALS = new Set(['BHD', 'KWD', 'OMR', 'JOD', 'TND', 'LYD', 'IQD']);
const NO_DECIMALS = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX']);

/** ISO 4217 minor-unit exponent (AED 2, KWD 3, JPY 0). */
export function currencyExponent(currency: string): number {
  const c = currency.toUpperCase();
  if (THREE_DECIMALS.has(c)) return 3;
  if (NO_DECIMALS.has(c)) return 0;
  return 2;
}

/** Minor units in one whole unit of the currency (AED: 100 fils). */
export function minorPerUnit(currency: string): number {
  return 10 ** currencyExponent(currency);
}

/**
 * "97.90" → 9790 for AED. Extra decimals are rounded half up, since some suppliers send more
 * precision than the currency has. Throws on anything that is not a plain decimal.
 */
export function decimalToMinor(value: string | number, currency: string): number {
  const text = typeof value === 'number' ? value.toString() : value.trim();
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new Error(`not a decimal amount: ${JSON.stringify(value)}`);
  const exp = currencyExponent(currency);
  const [, sign, whole, frac = ''] = m;
  const kept = frac.slice(0, exp).padEnd(exp, '0');
  let minor = Number(whole) * 10 ** exp + Number(kept || '0');
  if (frac.length > exp && Number(frac[exp]) >= 5) minor += 1;
  return sign ? -minor : minor;
}

/** 9790 → "97.90" for AED. */
export function minorToDecimal(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`not an integer amount: ${minor}`);
  const exp = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor)
    .toString()
    .padStart(exp + 1, '0');
  return exp === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -exp)}.${abs.slice(-exp)}`;
}
