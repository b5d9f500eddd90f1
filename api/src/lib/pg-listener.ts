import pg from 'pg';
import type { Database } from '../db/client';

export interface ChannelListener {
  /** LISTENing now (false between a lost connection and its return, or while the first connect keeps failing). */
  readonly connected: boolean;
  stop(): Promise<void>;
}

export interface ChannelListenerOptions {
  /** The NOTIFY channels to LISTEN on (plain identifiers). */
  channels: string[];
  onNotification: (channel: string, payload: string | undefined) => void;
  /** The connection is back after a loss: notifications sent in between were not heard. */
  onReconnect: () => void;
  /** The connection was lost; nothing is heard until `onReconnect`. */
  onDisconnect?: () => void;
  onError: (error: unknown) => void;
  /** Shown in pg_stat_activity (and lets a test find the connection). */
  applicationName: string;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTENs on NOTIFY channels. On PostgreSQL a dedicated connection listens (every api instance has its own, so
 * each hears every commit: that is the fan-out) and reconnects with backoff after a loss. PGlite lives in this
 * process, so its own listen() is the in-process bus and is never lost.
 */
export async function listenToChannels(
  database: Database,
  databaseUrl: string | undefined,
  options: ChannelListenerOptions,
): Promise<ChannelListener> {
  for (const channel of options.channels)
    if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);

  if (database.kind === 'pglite') {
    const unlisten = await Promise.all(
      options.channels.map((channel) =>
        database.client.listen(channel, (payload) => options.onNotification(channel, payload)),
      ),
    );
    return {
      connected: true,
      stop: async () => void (await Promise.all(unlisten.map((u) => u().catch(() => undefined)))),
    };
  }
  if (!databaseUrl) throw new Error('PostgreSQL listener needs the database URL');

  let stopped = false;
  let client: pg.Client | null = null;
  let retryMs = 500;
  let timer: NodeJS.Timeout | null = null;
  let listening = false;

  const connect = async (isRetry: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: options.applicationName });
    next.on('notification', (message) => {
      if (options.channels.includes(message.channel)) options.onNotification(message.channel, message.payload);
    });
    const retry = (error: unknown) => {
      if (stopped || client !== next) return;
      options.onError(error);
      client = null;
      if (listening) {
        listening = false;
        options.onDisconnect?.();
      }
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
      for (const channel of options.channels) await next.query(`listen ${channel}`);
      retryMs = 500;
      listening = true;
      if (isRetry) options.onReconnect();
    } catch (error) {
      // Keep trying in the background; the caller hears onReconnect once it is back.
      retry(error);
    }
  };

  await connect(false);
  return {
    get connected() {
      return listening;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
