import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EventStream {
  /** Writes one event (`event: name`, `data: JSON`); nothing once the stream has ended. */
  send(event: string, data: unknown): void;
  /** Ends the stream (idempotent); `onClose` runs once, whoever ends it. */
  close(): void;
}

export interface EventStreamOptions {
  /** The browser's reconnect delay (`retry:`). */
  retryMs: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** The stream ends after this long; the browser reconnects (and is checked again). */
  maxAgeMs: number;
  onHeartbeat?: () => void;
  onClose?: () => void;
}

/**
 * Turns the reply into a Server-Sent Events stream (the notifications' and a plan's). The reply is hijacked:
 * Fastify's serialisation and compression stay out of it (a gzip buffer would hold events back).
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx: do not buffer this response.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${options.retryMs}\n\n`);

  let open = true;
  const write = (chunk: string) => {
    if (open && !res.writableEnded) res.write(chunk);
  };
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    options.onHeartbeat?.();
  }, options.heartbeatMs);
  const maxAge = setTimeout(() => close(), options.maxAgeMs);
  heartbeat.unref();
  maxAge.unref();

  function close() {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearTimeout(maxAge);
    if (!res.writableEnded) res.end();
    options.onClose?.();
  }
  request.raw.on('close', close);
  res.on('error', close);

  return { send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`), close };
}
