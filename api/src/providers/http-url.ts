/**
 * Checks a configured endpoint (an environment variable naming a provider's origin) at start-up, so a typo
 * fails loudly with the variable's name instead of on the first request. Returns the parsed URL.
 */
export function requireHttpUrl(value: string, variable: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${variable} must be an http(s) URL`);
  return url;
}
