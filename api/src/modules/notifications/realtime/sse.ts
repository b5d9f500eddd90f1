import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEARTBEAT_MS, STREAM_MAX_AGE_MS } from '../constants';
import type { LiveSubscriber, NotificationHub } from './hub';

/**
 * Turns the reply into a Server-Sent Events stream for one user. The reply is hijacked: Fastify's
 * serialisation and compression stay out of it (a gzip buffer would hold events back).
 */
export async function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: NotificationHub,
  userId: number,
  initialCount: () => Promise<number>,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx: do not buffer this response.
    'x-accel-buffering': 'no',
  });
  res.write('retry: 5000\n\n');

  let open = true;
  const write = (chunk: string) => {
    if (open && !res.writableEnded) res.write(chunk);
  };
  const subscriber: LiveSubscriber = {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    close: () => finish(),
  };
  const unsubscribe = hub.subscribe(userId, subscriber);
  const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
  const maxAge = setTimeout(() => finish(), STREAM_MAX_AGE_MS);
  heartbeat.unref();
  maxAge.unref();

  function finish() {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearTimeout(maxAge);
    unsubscribe();
    if (!res.writableEnded) res.end();
  }
  request.raw.on('close', finish);
  res.on('error', finish);

  try {
    subscriber.send('count', { count: await initialCount() });
  } catch (error) {
    request.log.warn({ err: error }, 'notification stream: initial count failed');
  }
}
