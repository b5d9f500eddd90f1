/** Absolute origin for links in e-mails: PUBLIC_URL, never the request's Host header (a caller controls it). */
export function publicUrlFromEnv(port: number, env: NodeJS.ProcessEnv = process.env): string {
  return env.PUBLIC_URL?.trim().replace(/\/+$/, '') || `http://localhost:${port}`;
}
