// What a shared link shows: the public facts of the page's object, read through the same services the pages use, as
// a visitor (no session): a hidden post, a private plan, a deleted member or a bad id all give the site's defaults.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDomainError } from '../../lib/domain-error';
import { ACTIVITY_KIND } from '../../modules/activities/ids';
import { findActivityDetail } from '../../modules/activities/catalog/repository';
import { shareImageUrl } from '../../modules/activities/images/urls';
import { decodePlanId } from '../../modules/plans/access';
import { getPlanDetail } from '../../modules/plans/read-service';
import { fetchPost } from '../../modules/social/posts/service';
import { socialProfile } from '../../modules/social/profiles/service';
import { ID_KIND } from '../../modules/social/shared/ids';
import { sqlRunner } from '../../modules/social/shared/sql-runner';
import { excerpt, type ShareLang, type SharePreview } from './html';
import { SHARE_TEXTS } from './texts';

/** The default share picture, built with the shell (shell/public/share.png, 1200×630). */
export const DEFAULT_SHARE_IMAGE = '/share.png';

type Found = Partial<Pick<SharePreview, 'title' | 'description' | 'image' | 'type'>>;

/** Crawlers show PNG, JPEG, WebP and GIF; not SVG. */
const isRaster = (url: string) => /\.(png|jpe?g|webp|gif|avif)$/i.test(url.split('?', 1)[0] ?? '');
const fullName = (p: { first_name: string; last_name: string; username: string }) =>
  `${p.first_name} ${p.last_name}`.trim() || p.username;

async function postFacts(app: FastifyInstance, lang: ShareLang, postRef: string): Promise<Found> {
  const id = app.ids.decodeId(ID_KIND.post, postRef);
  const post = await fetchPost(app.db, sqlRunner(app.database), app.ids, null, id);
  // The first photo (a video's poster frame), else the author's picture.
  const picture = [...post.media.map((m) => (m.is_image ? m.url : m.thumbnail)), post.user.profile?.profile_picture]
    .filter((u): u is string => typeof u === 'string')
    .find((u) => isRaster(u));
  return {
    type: 'article',
    title: SHARE_TEXTS[lang].postTitle(fullName(post.user)),
    ...(post.caption.trim() ? { description: excerpt(post.caption) } : {}),
    ...(picture ? { image: picture } : {}),
  };
}

async function profileFacts(app: FastifyInstance, lang: ShareLang, username: string): Promise<Found> {
  const person = await socialProfile(app.db, app.ids, null, username);
  const picture = person.profile?.profile_picture;
  return {
    type: 'profile',
    title: `${fullName(person)} (@${person.username})`,
    description: person.bio?.trim() ? excerpt(person.bio) : SHARE_TEXTS[lang].profileDescription(person.first_name),
    ...(picture && isRaster(picture) ? { image: picture } : {}),
  };
}

async function planFacts(app: FastifyInstance, lang: ShareLang, pid: string): Promise<Found> {
  const plan = await getPlanDetail({ db: app.db, ids: app.ids }, decodePlanId(app.ids, pid), null);
  const items = plan.days.flatMap((d) => d.items);
  // The first activity's picture (its share rendition), else the site's.
  const first = items[0]?.activity;
  const picture = first ? shareImageUrl(first.slug) : undefined;
  return {
    title: SHARE_TEXTS[lang].planTitle(plan.name),
    description: SHARE_TEXTS[lang].planDescription(fullName(plan.owner), plan.days.length, items.length),
    ...(picture ? { image: picture } : {}),
  };
}

async function activityFacts(app: FastifyInstance, lang: ShareLang, acid: string): Promise<Found> {
  const row = await findActivityDetail(app.db, app.ids.decodeId(ACTIVITY_KIND, acid), null);
  if (!row) return {};
  return {
    title: lang === 'ar' ? row.nameAr : row.nameEn,
    description: excerpt(lang === 'ar' ? row.descriptionAr : row.descriptionEn),
    image: shareImageUrl(row.slug),
  };
}

/** The object's facts for a preview page; {} for any other path, or when the object is not public. */
async function factsFor(app: FastifyInstance, lang: ShareLang, path: string, query: URLSearchParams): Promise<Found> {
  const param = (name: string) => query.get(name) ?? '';
  try {
    if (path === '/post') return await postFacts(app, lang, param('post_id'));
    if (path === '/plan') return await planFacts(app, lang, param('pid'));
    if (path === '/activity-detail') return await activityFacts(app, lang, param('acid'));
    const profile = /^\/profile\/([^/]+)$/.exec(path);
    if (profile?.[1]) return await profileFacts(app, lang, decodeURIComponent(profile[1]));
  } catch (error) {
    // Not found, not shared, a malformed id: the site's defaults, as for any stranger.
    if (!isDomainError(error) && !(error instanceof URIError)) throw error;
  }
  return {};
}

/** The origin links are made absolute against: PUBLIC_URL, else the one the request came to (behind a proxy too). */
const originOf = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ?? `${request.protocol}://${request.host}`;

/** The one query parameter that names a preview page's object (og:url keeps it and drops the rest). */
const ID_PARAM: Record<string, string> = { '/post': 'post_id', '/plan': 'pid', '/activity-detail': 'acid' };

function canonicalPath(path: string, query: URLSearchParams): string {
  const name = ID_PARAM[path];
  const value = name ? query.get(name) : null;
  return name && value !== null ? `${path}?${name}=${encodeURIComponent(value)}` : path;
}

/** The preview of a preview page (PREVIEW_PAGES), in the language of the `lang` cookie. */
export async function sharePreviewFor(
  app: FastifyInstance,
  request: FastifyRequest,
  publicUrl: string | undefined,
): Promise<SharePreview> {
  const lang: ShareLang = request.cookies.lang === 'ar' ? 'ar' : 'en';
  const texts = SHARE_TEXTS[lang];
  const url = new URL(request.url, 'http://x');
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const origin = originOf(request, publicUrl);
  const facts = await factsFor(app, lang, path, url.searchParams);
  return {
    lang,
    siteName: texts.siteName,
    type: facts.type ?? 'website',
    title: facts.title ?? texts.defaultTitle,
    description: facts.description || texts.defaultDescription,
    image: new URL(facts.image ?? DEFAULT_SHARE_IMAGE, origin).href,
    url: new URL(canonicalPath(path, url.searchParams), origin).href,
  };
}
