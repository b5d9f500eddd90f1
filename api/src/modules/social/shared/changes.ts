import { ALL_KEYS, type InvalidationBus } from '../../../lib/invalidation-bus';

/**
 * What a social write changed, told to the page caches of every api instance (feed, notifications) once it has
 * committed (social/README.md, "Caches"). Services call it after their transaction; each call settles when
 * the message is out and never fails.
 */
export interface SocialChanges {
  /** The reader's own write changed what their feed shows: their post, like, comment, question, answer, follow, report. */
  readerWrote(userId: number): Promise<void>;
  /** A post was edited, deleted or hidden (or shown again): any feed page may show it. */
  postsChanged(): Promise<void>;
  /** Notification pages the trigger does not announce: a seen notification taken back, `is_followed` changed. */
  notificationsChanged(recipientIds: Iterable<number>): Promise<void>;
}

export function socialChanges(bus: InvalidationBus): SocialChanges {
  return {
    readerWrote: (userId) => bus.publish('feed', userId),
    postsChanged: () => bus.publish('feed', ALL_KEYS),
    async notificationsChanged(recipientIds) {
      await Promise.all([...new Set(recipientIds)].map((id) => bus.publish('notifications', id)));
    },
  };
}
