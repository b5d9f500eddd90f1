import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STREAM_MAX_AGE_MS } from '../../notifications/constants';
import type { PlanLiveHub, PlanSubscriber } from './hub';
import { PRESENCE_HEARTBEAT_MS, type PresenceStore } from './presence';

export interface StreamDeps {
  hub: PlanLiveHub;
  presence: PresenceStore;
  /** Tells every instance that the plan's presence changed. */
  announce: (planId: number) => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * The plan's Server-Sent Events stream for one reader: `plan` {version} now and after each change, `presence`
 * {people}, `revoked` when the reader lost access (then it ends). The reply is hijacked as in notifications/sse.ts.
 */
export function openPlanStream(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: StreamDeps,
  input: { planId: number; userId: number; version: number },
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');

  const { planId, userId } = input;
  const streamId = randomUUID();
  let open = true;
  const write = (chunk: string) => {
    if (open && !res.writableEnded) res.write(chunk);
  };
  const subscriber: PlanSubscriber = {
    userId,
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    close: () => finish(),
  };
  const unsubscribe = deps.hub.subscribe(planId, subscriber);
  const here = () => deps.presence.touch(planId, userId, streamId).catch(deps.onError);
  // The heartbeat keeps proxies from closing an idle stream and this reader's presence from expiring.
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    void here();
  }, PRESENCE_HEARTBEAT_MS);
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
    void deps.presence
      .leave(planId, userId, streamId)
      .then(() => deps.announce(planId))
      .catch(deps.onError);
  }
  request.raw.on('close', finish);
  res.on('error', finish);

  subscriber.send('plan', { version: input.version });
  void here()
    .then(() => deps.announce(planId))
    .catch(deps.onError);
}
