import { createUserSession, dbKinds, type TestUserSession } from '../../../../test/helpers';
import type { App } from '../../../app';
import { createNotification } from '../service';
import type { LiveCountEvent, LiveNotificationEvent } from '../types';
import { openSseClient, startTwoInstances, type SseEvent } from '../../../../test/two-instances';

const notificationStream = (base: string, who: TestUserSession) =>
  openSseClient(`${base}/api/v1/notifications/stream`, who);

const isCount = (count: number) => (e: SseEvent) => e.event === 'count' && (e.data as LiveCountEvent).count === count;
const isNotification = (type: string) => (e: SseEvent) =>
  e.event === 'notification' && (e.data as LiveNotificationEvent).notification.type === type;

describe.each(dbKinds())('real-time notifications across two api instances on %s', (kind) => {
  const apps: App[] = [];
  const bases: string[] = [];
  let stop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const started = await startTwoInstances(kind);
    apps.push(...started.apps);
    bases.push(...started.bases);
    stop = started.stop;
  });

  afterAll(() => stop());

  it('pushes a like made through instance A to a stream open on instance B, then the seen count', async () => {
    const [a, b] = apps;
    const [ann, ben] = [await createUserSession(a!), await createUserSession(a!)];
    const stream = notificationStream(bases[1]!, ann);
    try {
      await stream.next(isCount(0));
      const post = await a!.inject({
        method: 'POST',
        url: '/api/v1/posts',
        headers: ann.headers,
        payload: { caption: 'Live!' },
      });
      const like = await a!.inject({
        method: 'POST',
        url: '/api/v1/likes',
        headers: ben.headers,
        payload: { post_id: post.json().post_id },
      });
      expect(like.statusCode).toBe(200);

      const pushed = (await stream.next(isNotification('LIKE'))).data as LiveNotificationEvent;
      expect(pushed.count).toBe(1);
      expect(pushed.notification).toMatchObject({
        is_seen: false,
        user_with_action: { uuid: ben.user.uuid },
        post: { post_id: post.json().post_id },
      });

      // marking everything seen through A lowers the badge on B
      expect(
        (await a!.inject({ method: 'PUT', url: '/api/v1/notifications/seen', headers: ann.headers })).statusCode,
      ).toBe(200);
      await stream.next(isCount(0));
      // and the list read through B agrees
      const list = await b!.inject({
        method: 'POST',
        url: '/api/v1/notifications/fetch-all',
        headers: ann.headers,
        payload: { checkSeen: true },
      });
      expect(list.json().count).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('pushes what other domains record (an order notice) and never what a rolled-back transaction wrote', async () => {
    const [a] = apps;
    const dan = await createUserSession(a!);
    const stream = notificationStream(bases[1]!, dan);
    try {
      await stream.next(isCount(0));
      await a!.db
        .transaction(async (tx) => {
          await createNotification(tx, { recipientId: dan.user.id, actorId: null, type: 'PAID_PLAN', userPlanId: 7 });
          throw new Error('payment failed');
        })
        .catch(() => undefined);
      await a!.db.transaction((tx) =>
        createNotification(tx, {
          recipientId: dan.user.id,
          actorId: null,
          type: 'HOTEL_ORDER',
          orderUuid: '3f1c2e4a-1b2c-4d5e-8f90-123456789abc',
        }),
      );
      const pushed = (await stream.next((e) => e.event === 'notification')).data as LiveNotificationEvent;
      // the first thing pushed is the committed order notice: the rolled-back plan notice never went out
      expect(pushed.notification).toMatchObject({
        type: 'HOTEL_ORDER',
        order: { uuid: '3f1c2e4a-1b2c-4d5e-8f90-123456789abc' },
        user_with_action: null,
      });
      expect(pushed.count).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('refuses a visitor', async () => {
    const res = await apps[0]!.inject({ method: 'GET', url: '/api/v1/notifications/stream' });
    expect(res.statusCode).toBe(401);
  });
});
