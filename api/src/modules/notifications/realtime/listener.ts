import pg from 'pg';
import type { Database } from '../../../db/client';
import { parseChangePayload, type ChangeEvent } from './hub';

export const NOTIFY_CHANNEL = 'jad_notifications';

export interface ChangeListener {
  stop(): Promise<void>;
}

export interface ListenerOptions {
  onChange: (event: ChangeEvent) => void;
  /** Called after a lost connection is back: changes in between were not heard. */
  onReconnect: () => void;
  onError: (error: unknown) => void;
}

/**
 * Hears the notifications trigger's NOTIFY. On PostgreSQL a dedicated connection LISTENs (every api
 * instance has its own, so each hears every commit: that is the fan-out); it reconnects with backoff.
 * PGlite lives in this process, so its own listen() is the in-process bus.
 */
export async function listenForChanges(database: Database, databaseUrl: string | undefined, options: ListenerOptions): Promise<ChangeListener> {
  const handle = (payload: string | undefined) => {
    const event = parseChangePayload(payload);
    if (event) options.onChange(event);
  };

  if (database.kind === 'pglite') {
    const unlisten = await database.client.listen(NOTIFY_CHANNEL, handle);
    return { stop: async () => unlisten().catch(() => undefined) };
  }
  if (!databaseUrl) throw new Error('PostgreSQL listener needs the database URL');

  let stopped = false;
  let client: pg.Client | null = null;
  let retryMs = 500;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (isRetry: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'jad-notifications-listener' });
    next.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL) handle(message.payload);
    });
    const retry = (error: unknown) => {
      if (stopped || client !== next) return;
      options.onError(error);
      client = null;
      next.end().catch(() => undefined);
      timer = setTimeout(() => void connect(true).catch(() => undefined), retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    next.on('error', retry);
    next.on('end', () => retry(new Error('listener connection ended')));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${NOTIFY_CHANNEL}`);
      retryMs = 500;
      if (isRetry) options.onReconnect();
    } catch (error) {
      // Keep trying in the background; the streams send counts again once it is back.
      retry(error);
    }
  };

  await connect(false);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
