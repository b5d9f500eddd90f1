import { createUserSession, dbKinds, type TestUserSession } from '../../../../test/helpers';
import type { App } from '../../../app';
import type { LivePostEvent } from '../types';
import { parseNewPostPayload } from './live-posts';
import { openSseClient, startTwoInstances, type SseEvent } from '../../../../test/two-instances';

const notificationStream = (base: string, who: TestUserSession) =>
  openSseClient(`${base}/api/v1/notifications/stream`, who);

const isPostBy = (who: TestUserSession) => (e: SseEvent) =>
  e.event === 'post' && (e.data as LivePostEvent).author.uuid === who.user.uuid;

describe.each(dbKinds())('the live feed: a new post pushed to followers across two api instances on %s', (kind) => {
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

  const call = async (who: TestUserSession, url: string, payload: object) => {
    const res = await apps[0]!.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
    expect(res.statusCode).toBeLessThan(300);
    return res.json() as Record<string, unknown>;
  };

  it('tells followers only: not one who muted or blocked the author, not a stranger, not the author', async () => {
    const a = apps[0]!;
    const [author, fan, muter, blocker, blockedFan, stranger, other] = await Promise.all(
      Array.from({ length: 7 }, () => createUserSession(a)),
    );
    for (const who of [fan!, muter!, blocker!, blockedFan!])
      await call(who, '/follows', { followed_uuid: author!.user.uuid });
    await call(muter!, '/social/mute', { user_uuid: author!.user.uuid, muted: true });
    await call(blocker!, '/social/block', { user_uuid: author!.user.uuid, blocked: true });
    await call(author!, '/social/block', { user_uuid: blockedFan!.user.uuid, blocked: true });
    // everyone but `other` follows `other`: their post is the marker that every stream is past the author's post
    for (const who of [author!, fan!, muter!, stranger!])
      await call(who, '/follows', { followed_uuid: other!.user.uuid });

    const listeners = [author!, fan!, muter!, blocker!, blockedFan!, stranger!];
    // the streams are on instance B, the posts go through instance A
    const streams = listeners.map((who) => notificationStream(bases[1]!, who));
    try {
      await Promise.all(streams.map((s) => s.next((e) => e.event === 'count')));
      const post = await call(author!, '/posts', { caption: 'Sunset at the Creek' });

      const pushed = (await streams[1]!.next(isPostBy(author!))).data as LivePostEvent;
      expect(pushed.post_id).toBe(post.post_id);
      expect(pushed.author).toMatchObject({ uuid: author!.user.uuid, username: author!.user.username });

      // the author's post was written to every recipient's stream at once, so a later event arriving proves
      // that the author's would have arrived before it
      await call(other!, '/posts', { caption: 'Marker' });
      for (const i of [0, 2, 5]) await streams[i]!.next(isPostBy(other!));
      for (const i of [0, 2, 3, 4, 5]) expect(streams[i]!.pending().filter(isPostBy(author!))).toEqual([]);
      // the blocks ended the follows, so neither blocked side follows `other`'s path either: they only never heard
      expect(streams[3]!.pending().some((e) => e.event === 'post')).toBe(false);
      expect(streams[4]!.pending().some((e) => e.event === 'post')).toBe(false);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('reads only well-formed announcements', () => {
    expect(parseNewPostPayload('{"a":3,"p":9}')).toEqual({ authorId: 3, postId: 9 });
    for (const bad of [undefined, '', 'x', '{"a":3}', '{"a":-1,"p":2}', '{"a":"1e400","p":2}'])
      expect(parseNewPostPayload(bad)).toBeNull();
  });
});
