import { eq } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { mediaItems } from '../../../db/schema';
import { call, createPost, uploadPhoto } from '../test-utils';
import type { FeedPage, PublicPost } from '../types';

describe.each(dbKinds())('photo descriptions (alt text) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const stored = async (mediaId: string) =>
    (
      await t.db
        .select({ alt: mediaItems.altText })
        .from(mediaItems)
        .where(eq(mediaItems.id, t.app.ids.decodeId('media', mediaId)))
    )[0]?.alt;

  it('stores one per photo, trimmed, none when left empty, and returns it wherever the post is read', async () => {
    const ann = await createUserSession(t.app);
    const [a, b] = [await uploadPhoto(t.app, ann), await uploadPhoto(t.app, ann)];
    const post = await createPost(t.app, ann, { media: [a.id, b.id], media_alt: ['  Burj Khalifa at dusk  ', '   '] });
    expect(post.media.map((m) => m.alt_text)).toEqual(['Burj Khalifa at dusk', null]);
    expect(await stored(a.id)).toBe('Burj Khalifa at dusk');
    expect(await stored(b.id)).toBeNull();
    const fetched = (await call(t.app, 'POST', '/posts/fetch', null, { post_id: post.post_id })).json() as PublicPost;
    expect(fetched.media.map((m) => m.alt_text)).toEqual(['Burj Khalifa at dusk', null]);
    const profile = (await call(t.app, 'POST', '/posts/profile', null, { username: ann.user.username })).json() as {
      rows: PublicPost[];
    };
    expect(profile.rows[0]!.media[0]!.alt_text).toBe('Burj Khalifa at dusk');
    const feed = (await call(t.app, 'POST', '/posts/fetch-all', ann, { tab: 'following' })).json() as FeedPage;
    expect(feed.rows.find((p) => p.post_id === post.post_id)?.media[0]?.alt_text).toBe('Burj Khalifa at dusk');
  });

  it('edits them with the caption, by position ("" clears one)', async () => {
    const ann = await createUserSession(t.app);
    const [a, b] = [await uploadPhoto(t.app, ann), await uploadPhoto(t.app, ann)];
    const post = await createPost(t.app, ann, { media: [a.id, b.id], media_alt: ['One'] });
    const res = await call(t.app, 'PUT', '/posts', ann, {
      post_id: post.post_id,
      caption: 'Edited',
      media_alt: ['', 'The Creek by abra'],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as PublicPost).media.map((m) => m.alt_text)).toEqual([null, 'The Creek by abra']);
    expect([await stored(a.id), await stored(b.id)]).toEqual([null, 'The Creek by abra']);
    // without media_alt, an edit leaves them alone
    await call(t.app, 'PUT', '/posts', ann, { post_id: post.post_id, caption: 'Again' });
    expect(await stored(b.id)).toBe('The Creek by abra');
    // more descriptions than photos: 400 on media_alt, nothing written
    const tooMany = await call(t.app, 'PUT', '/posts', ann, {
      post_id: post.post_id,
      caption: 'Again',
      media_alt: ['x', 'y', 'z'],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'media_alt_mismatch', fields: [{ field: 'media_alt' }] });
    expect(await stored(a.id)).toBeNull();
  });

  it('refuses a description over 1000 characters, or more descriptions than photos, naming the field', async () => {
    const ann = await createUserSession(t.app);
    const photo = await uploadPhoto(t.app, ann);
    const long = await call(t.app, 'POST', '/posts', ann, { media: [photo.id], media_alt: ['x'.repeat(1001)] });
    expect(long.statusCode).toBe(400);
    expect((long.json() as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['media_alt.0']);
    const extra = await call(t.app, 'POST', '/posts', ann, { media: [photo.id], media_alt: ['a', 'b'] });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ code: 'media_alt_mismatch', fields: [{ field: 'media_alt' }] });
    // the photo is still free to use
    const ok = await call(t.app, 'POST', '/posts', ann, { media: [photo.id], media_alt: ['x'.repeat(1000)] });
    expect(ok.statusCode).toBe(201);
  });
});
