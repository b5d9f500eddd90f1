import type { LivePostEvent, PublicNotification } from '../types';
import type { NewPostEvent } from './live-posts';

/** What the database trigger announces: a user's notifications changed; `n` is set for a new one. */
export interface ChangeEvent {
  userId: number;
  notificationId: number | null;
}

export interface LiveSubscriber {
  send(event: 'count' | 'notification' | 'post', data: unknown): void;
  close(): void;
}

export interface HubLoader {
  unseenCount(userId: number): Promise<number>;
  notification(userId: number, notificationId: number): Promise<PublicNotification | null>;
  /** Of `candidates`, who should hear of the author's new post (followers, not muting, no block). */
  postRecipients(authorId: number, candidates: number[]): Promise<number[]>;
  post(event: NewPostEvent): Promise<LivePostEvent | null>;
}

/** Parses a NOTIFY payload; anything malformed is ignored rather than trusted. */
export function parseChangePayload(payload: string | undefined): ChangeEvent | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as { u?: unknown; n?: unknown };
    const userId = Number(value.u);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    const n = value.n === undefined || value.n === null ? null : Number(value.n);
    return { userId, notificationId: n !== null && Number.isSafeInteger(n) ? n : null };
  } catch {
    return null;
  }
}

/**
 * The open notification streams of this api instance, by user. Each change is loaded once per user
 * (not once per open tab) and written to every stream of that user.
 */
export class NotificationHub {
  private readonly streams = new Map<number, Set<LiveSubscriber>>();

  constructor(
    private readonly loader: HubLoader,
    private readonly options: { maxPerUser: number; onError: (error: unknown) => void },
  ) {}

  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  subscribe(userId: number, subscriber: LiveSubscriber): () => void {
    let set = this.streams.get(userId);
    if (!set) {
      set = new Set();
      this.streams.set(userId, set);
    }
    // Too many tabs (or a leak in a client): the oldest stream gives way.
    if (set.size >= this.options.maxPerUser) {
      const oldest = set.values().next().value;
      if (oldest) {
        set.delete(oldest);
        oldest.close();
      }
    }
    set.add(subscriber);
    return () => {
      const current = this.streams.get(userId);
      if (!current) return;
      current.delete(subscriber);
      if (current.size === 0) this.streams.delete(userId);
    };
  }

  async deliver(event: ChangeEvent): Promise<void> {
    const set = this.streams.get(event.userId);
    if (!set || set.size === 0) return;
    try {
      const [count, notification] = await Promise.all([
        this.loader.unseenCount(event.userId),
        event.notificationId === null
          ? Promise.resolve(null)
          : this.loader.notification(event.userId, event.notificationId),
      ]);
      for (const subscriber of [...set]) {
        if (notification) subscriber.send('notification', { notification, count });
        else subscriber.send('count', { count });
      }
    } catch (error) {
      this.options.onError(error);
    }
  }

  /** A new post: a `post` event to the streams of the author's followers open here (never the author's own). */
  async deliverPost(event: NewPostEvent): Promise<void> {
    const candidates = [...this.streams.keys()].filter((userId) => userId !== event.authorId);
    if (candidates.length === 0) return;
    try {
      const recipients = await this.loader.postRecipients(event.authorId, candidates);
      if (recipients.length === 0) return;
      const data = await this.loader.post(event);
      if (!data) return;
      for (const userId of recipients)
        for (const subscriber of [...(this.streams.get(userId) ?? [])]) subscriber.send('post', data);
    } catch (error) {
      this.options.onError(error);
    }
  }

  /** After the listener reconnects, events may have been missed: send every stream its count again. */
  async resync(): Promise<void> {
    await Promise.all([...this.streams.keys()].map((userId) => this.deliver({ userId, notificationId: null })));
  }

  closeAll(): void {
    for (const set of this.streams.values()) for (const subscriber of set) subscriber.close();
    this.streams.clear();
  }
}
