import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { databaseName } from './deployment-name';
import { listenToChannels } from './pg-listener';

/**
 * What a message says changed. The key is an id (as text) or ALL_KEYS.
 * - `session`: a session was revoked (sign-out); key: the session id.
 * - `user`: a user's row or profile changed, their sessions were all revoked, or they were deleted; key: user id.
 * - `feed`: what a reader's feed shows changed through their own write; key: reader id, or ALL_KEYS (a post
 *   edited, deleted or hidden: everyone's pages).
 * - `notifications`: a recipient's notifications page changed in a way the notifications trigger does not
 *   announce (a seen notification taken back, a follow changing `is_followed`); key: recipient id, or ALL_KEYS.
 */
export const INVALIDATION_TOPICS = ['session', 'user', 'feed', 'notifications'] as const;
export type InvalidationTopic = (typeof INVALIDATION_TOPICS)[number];
export const ALL_KEYS = '*';

export type BusTransport = 'memory' | 'postgres' | 'redis';

/**
 * Tells every api instance that cached data is stale (README "Caches and the invalidation bus"). A publish is
 * delivered to this instance's subscribers at once (before `publish` returns), then to the other instances'
 * through Redis pub/sub or PostgreSQL NOTIFY; the promise settles when the message is sent and never rejects.
 * A subscriber cannot tell a lost message from none, so when the transport's connection is lost and when it is
 * back, `onReset` handlers run: they must drop everything they cached. While `healthy` is false (between the
 * two), caches must not store anything.
 */
export interface InvalidationBus {
  readonly transport: BusTransport;
  /** Tells this instance's messages from the others'; part of the transport connection's name. */
  readonly id: string;
  readonly healthy: boolean;
  publish(topic: InvalidationTopic, key: string | number): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: InvalidationTopic, handler: (key: string) => void): () => void;
  onReset(handler: () => void): () => void;
  close(): Promise<void>;
}

/** The NOTIFY channel; on Redis, followed by the database's name (see redisChannel). */
export const BUS_CHANNEL = 'jad_invalidate';

/**
 * One Redis may serve several deployments (or test databases): messages are about rows of one database, so each
 * database has its own channel. Every instance of a deployment names the same database.
 */
export function redisChannel(databaseUrl: string | undefined): string {
  return `${BUS_CHANNEL}:${databaseName(databaseUrl)}`;
}
/** application_name of the LISTEN connection (PostgreSQL). */
export const BUS_LISTENER_NAME = 'jad-invalidation-bus';

interface Message {
  o: string;
  t: InvalidationTopic;
  k: string;
}

function parseMessage(payload: string | undefined): Message | null {
  if (!payload) return null;
  try {
    const m = JSON.parse(payload) as Partial<Message>;
    if (typeof m.o !== 'string' || typeof m.k !== 'string' || m.k.length > 64) return null;
    if (!INVALIDATION_TOPICS.includes(m.t as InvalidationTopic)) return null;
    return m as Message;
  } catch {
    return null;
  }
}

/** How messages leave and arrive; the bus does the local delivery and the bookkeeping. */
interface Transport {
  readonly kind: BusTransport;
  readonly healthy: boolean;
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}

interface TransportHooks {
  receive(payload: string | undefined): void;
  /** Messages may have been missed (connection lost, or back). */
  reset(): void;
  onError(error: unknown, what: string): void;
}

/** The buses of each in-process database (PGlite): apps sharing one (tests) hear each other. */
const inProcess = new WeakMap<Database, Set<TransportHooks>>();

function memoryTransport(database: Database, hooks: TransportHooks): Transport {
  let peers = inProcess.get(database);
  if (!peers) inProcess.set(database, (peers = new Set()));
  peers.add(hooks);
  const all = peers;
  return {
    kind: 'memory',
    healthy: true,
    async send(payload) {
      for (const peer of all) if (peer !== hooks) peer.receive(payload);
    },
    async close() {
      all.delete(hooks);
    },
  };
}

async function postgresTransport(
  database: Extract<Database, { kind: 'postgres' }>,
  databaseUrl: string,
  hooks: TransportHooks,
): Promise<Transport> {
  const listener = await listenToChannels(database, databaseUrl, {
    channels: [BUS_CHANNEL],
    applicationName: BUS_LISTENER_NAME,
    onNotification: (_channel, payload) => hooks.receive(payload),
    onDisconnect: hooks.reset,
    onReconnect: hooks.reset,
    onError: (error) => hooks.onError(error, 'listener connection lost'),
  });
  return {
    kind: 'postgres',
    get healthy() {
      return listener.connected;
    },
    async send(payload) {
      // Outside any transaction: delivered to every listener as soon as this statement commits.
      await database.pool.query('select pg_notify($1, $2)', [BUS_CHANNEL, payload]);
    },
    close: () => listener.stop(),
  };
}

async function redisTransport(
  redisUrl: string,
  channel: string,
  id: string,
  hooks: TransportHooks,
): Promise<Transport> {
  // Publishing fails fast rather than queueing while Redis is away (the others reset when they lose it too), and a
  // black-holed Redis (no answer, no error) holds a publish up 1 s at most.
  const pub = new Redis(redisUrl, {
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectionName: `jad-bus-pub-${id}`,
  });
  // Resubscribing is ours (below), so "healthy" means the SUBSCRIBE was acknowledged, not just the socket.
  const sub = new Redis(redisUrl, {
    connectTimeout: 1000,
    autoResubscribe: false,
    connectionName: `jad-bus-sub-${id}`,
  });
  let healthy = false;
  let everSubscribed = false;
  let closing = false;
  let quietErrors = false;
  pub.on('error', () => undefined);
  sub.on('error', (error: unknown) => {
    // ioredis retries on its own and reports every attempt: say it once per outage.
    if (!quietErrors) hooks.onError(error, 'redis connection lost');
    quietErrors = true;
  });
  sub.on('message', (_channel: string, payload: string) => hooks.receive(payload));
  const subscribed = new Promise<void>((resolve) => {
    sub.on('ready', () => {
      sub.subscribe(channel).then(
        () => {
          healthy = true;
          quietErrors = false;
          if (everSubscribed) hooks.reset();
          everSubscribed = true;
          resolve();
        },
        (error: unknown) => hooks.onError(error, 'redis subscribe failed'),
      );
    });
  });
  sub.on('close', () => {
    if (!healthy || closing) return;
    healthy = false;
    hooks.reset();
  });
  // Start unhealthy (nothing cached) rather than hold the app up if Redis is slow to answer.
  await Promise.race([
    Promise.all([subscribed, new Promise((resolve) => pub.once('ready', resolve))]),
    new Promise((resolve) => setTimeout(resolve, 3000).unref()),
  ]);
  return {
    kind: 'redis',
    get healthy() {
      return healthy;
    },
    async send(payload) {
      await pub.publish(channel, payload);
    },
    async close() {
      closing = true;
      healthy = false;
      await Promise.all([sub.quit().catch(() => undefined), pub.quit().catch(() => undefined)]);
    },
  };
}

/** Every bus of this process, for forgets issued where no app is at hand (publishEverywhere). */
const processBuses = new Set<InvalidationBus>();

/**
 * Publishes on every bus of this process (normally one: one app per process). For code that changes what is
 * cached without a bus at hand, e.g. a repository function called from many places.
 */
export async function publishEverywhere(topic: InvalidationTopic, key: string | number): Promise<void> {
  await Promise.all([...processBuses].map((bus) => bus.publish(topic, key)));
}

export interface BusOptions {
  database: Database;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  onError: (error: unknown, what: string) => void;
}

/** Redis pub/sub with REDIS_URL, else PostgreSQL LISTEN/NOTIFY, else (PGlite: one process) in process. */
export async function createInvalidationBus(options: BusOptions): Promise<InvalidationBus> {
  const id = randomBytes(6).toString('hex');
  const handlers = new Map<InvalidationTopic, Set<(key: string) => void>>();
  const resetHandlers = new Set<() => void>();

  const deliver = (topic: InvalidationTopic, key: string) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(key);
      } catch (error) {
        options.onError(error, `a ${topic} subscriber failed`);
      }
    }
  };
  const hooks: TransportHooks = {
    receive(payload) {
      const message = parseMessage(payload);
      // Our own messages come back from the transport: they were delivered here when published.
      if (message && message.o !== id) deliver(message.t, message.k);
    },
    reset() {
      for (const handler of resetHandlers) handler();
    },
    onError: options.onError,
  };

  let transport: Transport;
  if (options.redisUrl)
    transport = await redisTransport(options.redisUrl, redisChannel(options.databaseUrl), id, hooks);
  else if (options.database.kind === 'postgres' && options.databaseUrl)
    transport = await postgresTransport(options.database, options.databaseUrl, hooks);
  else transport = memoryTransport(options.database, hooks);

  const bus: InvalidationBus = {
    transport: transport.kind,
    id,
    get healthy() {
      return transport.healthy;
    },
    async publish(topic, key) {
      const k = String(key);
      deliver(topic, k);
      try {
        await transport.send(JSON.stringify({ o: id, t: topic, k } satisfies Message));
      } catch (error) {
        // The others keep what they cached until its TTL runs out (or reset if they lost the transport too).
        options.onError(error, `publish ${topic} failed`);
      }
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => void set.delete(handler);
    },
    onReset(handler) {
      resetHandlers.add(handler);
      return () => void resetHandlers.delete(handler);
    },
    async close() {
      processBuses.delete(bus);
      await transport.close();
    },
  };
  processBuses.add(bus);
  return bus;
}
