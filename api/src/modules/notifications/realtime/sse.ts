import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../../lib/event-stream';
import { HEARTBEAT_MS, STREAM_MAX_AGE_MS } from '../constants';
import type { NotificationHub } from './hub';

/** The notifications' Server-Sent Events stream for one user: `count` now, then what the hub sends. */
export async function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: NotificationHub,
  userId: number,
  initialCount: () => Promise<number>,
): Promise<void> {
  let unsubscribe = () => {};
  const stream = openEventStream(request, reply, {
    retryMs: 5000,
    heartbeatMs: HEARTBEAT_MS,
    maxAgeMs: STREAM_MAX_AGE_MS,
    onClose: () => unsubscribe(),
  });
  unsubscribe = hub.subscribe(userId, stream);

  try {
    stream.send('count', { count: await initialCount() });
  } catch (error) {
    request.log.warn({ err: error }, 'notification stream: initial count failed');
  }
}
