import type { AppConfig } from '../config';

/**
 * Absolute origin for links in e-mails: PUBLIC_URL (validated by config.ts), never the request's Host header (a
 * caller controls it); outside a deployment, the local server.
 */
export function publicUrlOf(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl || `http://localhost:${config.port}`;
}
