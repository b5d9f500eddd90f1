import '../../../test/jest-esm-shims';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createUserSession, dbKinds, type TestApp } from '../../../test/helpers';
import { activities, plans, posts, profiles } from '../../db/schema';
import { ACTIVITY_KIND } from '../../modules/activities/ids';
import { call as planCall, createPlansApp, questionnaire } from '../../modules/plans/testing/plans-app';
import type { PlanDetail } from '../../modules/plans/types';
import { createPost, uploadPhoto } from '../../modules/social/test-utils';

// The shell's index.html as the build writes it (minified attributes, one inline script).
const INDEX =
  '<!doctype html><html lang=en dir=ltr><head><meta charset=utf-8>' +
  '<meta name=description content="Hotels, activities and trip plans in Dubai, and a feed to share them.">' +
  '<title>JAD Travel</title><script>!function(){}();</script></head><body><div id=root></div></body></html>';
const ORIGIN = 'https://jad.example';

/** The tags of a page: og:*, twitter:*, description and <title>. */
function tagsOf(html: string) {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="?([a-z:_]+)"? content="([^"]*)">/g)) tags[m[1]!] = m[2]!;
  tags.title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return tags;
}

describe.each(dbKinds())('share previews in index.html on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'jad-share-'));
    mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell/dist/index.html'), INDEX);
    t = await createPlansApp(kind, { env: { SERVE_WEB: 'true', WEB_ROOT: webRoot, PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (url: string, lang?: 'en' | 'ar') =>
    t.app.inject({ method: 'GET', url, headers: lang ? { cookie: `lang=${lang}` } : {} });

  it('a post: its author, caption and first photo, HTML-escaped; the site defaults once it is hidden', async () => {
    const ann = await createUserSession(t.app, { firstName: 'Ann', lastName: 'Lee', username: `ann.${Date.now()}` });
    const photo = await uploadPhoto(t.app, ann);
    const caption = 'Sunset at "Kite Beach" <script>alert(1)</script> & more';
    const post = await createPost(t.app, ann, { caption, media: [photo.id] });
    const res = await page(`/post?post_id=${post.post_id}&utm_source=x`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('<script>alert(1)');
    const tags = tagsOf(res.body);
    expect(tags).toMatchObject({
      'og:type': 'article',
      'og:title': 'Post by Ann Lee',
      'og:description': 'Sunset at &quot;Kite Beach&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
      'og:image': new URL(photo.url, ORIGIN).href,
      'og:url': `${ORIGIN}/post?post_id=${post.post_id}`,
      'twitter:card': 'summary_large_image',
      'twitter:image': new URL(photo.url, ORIGIN).href,
      description: 'Sunset at &quot;Kite Beach&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
      title: 'Post by Ann Lee · JAD Travel',
    });
    expect(photo.url).toMatch(/\.(jpe?g|webp|png)$/);
    // The inline script (hashed in the CSP) is untouched.
    expect(res.body).toContain('<script>!function(){}();</script>');

    await t.db
      .update(posts)
      .set({ hiddenAt: new Date() })
      .where(eq(posts.id, t.app.ids.decodeId('post', post.post_id)));
    const hidden = tagsOf((await page(`/post?post_id=${post.post_id}`)).body);
    expect(hidden).toMatchObject({
      'og:title': 'Discover Dubai your way',
      'og:description': 'Hotels, activities and trip plans in Dubai, and a feed to share them.',
      'og:image': `${ORIGIN}/share.png`,
      title: 'Discover Dubai your way · JAD Travel',
    });
    expect(JSON.stringify(hidden)).not.toContain('Kite Beach');
    // A malformed id is a page with the defaults too, never an error.
    expect(tagsOf((await page('/post?post_id=nonsense')).body)['og:image']).toBe(`${ORIGIN}/share.png`);
  });

  it('a profile with a dot in its name, in English and Arabic, with its picture', async () => {
    const username = `ananya.r${Date.now() % 10_000}`;
    const ananya = await createUserSession(t.app, { firstName: 'Ananya', lastName: 'Rao', username });
    await t.db
      .update(profiles)
      .set({ profilePicture: '/media/profile/ananya.jpg' })
      .where(eq(profiles.userId, ananya.user.id));
    const en = await page(`/profile/${username}`);
    expect(en.statusCode).toBe(200);
    expect(tagsOf(en.body)).toMatchObject({
      'og:type': 'profile',
      'og:title': `Ananya Rao (@${username})`,
      'og:description': 'See Ananya&#39;s trips, photos and plans on JAD Travel.',
      'og:image': `${ORIGIN}/media/profile/ananya.jpg`,
      'og:url': `${ORIGIN}/profile/${username}`,
      'og:locale': 'en_AE',
    });
    const ar = await page(`/profile/${username}`, 'ar');
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(tagsOf(ar.body)).toMatchObject({
      'og:description': 'شاهد رحلات Ananya وصوره وخططه على جاد للسفر.',
      'og:locale': 'ar_AE',
      title: `Ananya Rao (@${username}) · جاد للسفر`,
    });
    // Someone who is not there: the defaults, in the reader's language.
    expect(tagsOf((await page('/profile/nobody.here', 'ar')).body)['og:title']).toBe('اكتشف دبي على طريقتك');
  });

  it('a plan only while it is shared; an activity with its name and description in the reader’s language', async () => {
    const owner = await createUserSession(t.app, { firstName: 'Omar', lastName: 'K' });
    const created = await planCall<PlanDetail>(
      t,
      'POST',
      '/plans',
      questionnaire({ name: 'Spring <3 Dubai' }),
      owner.headers,
    );
    expect(created.status).toBe(201);
    const pid = created.body.user_plan_id;
    const hiddenPlan = tagsOf((await page(`/plan?pid=${pid}`)).body);
    expect(hiddenPlan['og:title']).toBe('Discover Dubai your way');
    expect(JSON.stringify(hiddenPlan)).not.toContain('Spring');

    await t.db
      .update(plans)
      .set({ sharedAt: new Date() })
      .where(eq(plans.planId, t.app.ids.decodeId('plan', pid)));
    const items = created.body.days.flatMap((d) => d.items).length;
    expect(tagsOf((await page(`/plan?pid=${pid}`)).body)).toMatchObject({
      'og:title': 'Trip plan: Spring &lt;3 Dubai',
      'og:description': `A trip plan in Dubai by Omar K. Days: 3. Activities: ${items}.`,
      'og:url': `${ORIGIN}/plan?pid=${pid}`,
      'og:image': `${ORIGIN}/api/v1/activities/images/${created.body.days.flatMap((d) => d.items)[0]!.activity.slug}/share.jpg`,
    });
    expect(tagsOf((await page(`/plan?pid=${pid}`, 'ar')).body)['og:title']).toBe('خطة رحلة: Spring &lt;3 Dubai');

    const [activity] = await t.db.select().from(activities).limit(1);
    const acid = t.app.ids.encodeId(ACTIVITY_KIND, activity!.activityId);
    const en = tagsOf((await page(`/activity-detail?acid=${acid}`)).body);
    expect(en['og:title']).toBe(activity!.nameEn.replaceAll('&', '&amp;'));
    expect(en['og:image']).toBe(`${ORIGIN}/api/v1/activities/images/${activity!.slug}/share.jpg`);
    const picture = await t.app.inject({ method: 'GET', url: `/api/v1/activities/images/${activity!.slug}/share.jpg` });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await sharp(picture.rawPayload).metadata()) as object).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    const ar = tagsOf((await page(`/activity-detail?acid=${acid}`, 'ar')).body);
    expect(ar['og:title']).toBe(activity!.nameAr.replaceAll('&', '&amp;'));
  });

  it('every route of the app reloads to it; other paths answer 404 with the app (HTML), files and the api 404 JSON', async () => {
    for (const url of [
      '/',
      '/feed',
      '/profile/ananya.r',
      '/activities',
      '/hotel/abc?checkin=2026-01-01',
      '/about-us',
      '/auth/signin',
      '/plans',
      '/orders',
    ]) {
      const res = await page(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    for (const url of ['/nope', '/profile/a.b/extra', '/feed/old', '/social/post/xyz']) {
      const res = await page(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id=root>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/missing.js', '/api/v1/nope', '/remotes/mfe-x/1.0.0/remoteEntry.js']) {
      const res = await page(url);
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 404, 'application/json; charset=utf-8']);
    }
    // A browser asking for a page with a dot in it gets the page, not JSON.
    const dotted = await t.app.inject({ method: 'GET', url: '/no.such.page', headers: { accept: 'text/html' } });
    expect([dotted.statusCode, dotted.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
  });
});
