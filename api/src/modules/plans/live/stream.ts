import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STREAM_MAX_AGE_MS } from '../../notifications/constants';
import { openEventStream } from '../../../lib/event-stream';
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
 * {people}, `revoked` when the reader lost access (then it ends). The transport is lib/event-stream.ts, as the notifications'.
 */
export function openPlanStream(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: StreamDeps,
  input: { planId: number; userId: number; version: number },
): void {
  const { planId, userId } = input;
  const streamId = randomUUID();
  const here = () => deps.presence.touch(planId, userId, streamId).catch(deps.onError);
  let unsubscribe = () => {};
  const stream = openEventStream(request, reply, {
    retryMs: 3000,
    // The heartbeat also keeps this reader's presence from expiring.
    heartbeatMs: PRESENCE_HEARTBEAT_MS,
    maxAgeMs: STREAM_MAX_AGE_MS,
    onHeartbeat: () => void here(),
    onClose: () => {
      unsubscribe();
      void deps.presence
        .leave(planId, userId, streamId)
        .then(() => deps.announce(planId))
        .catch(deps.onError);
    },
  });
  const subscriber: PlanSubscriber = { userId, ...stream };
  unsubscribe = deps.hub.subscribe(planId, subscriber);

  subscriber.send('plan', { version: input.version });
  void here()
    .then(() => deps.announce(planId))
    .catch(deps.onError);
}
