// Where the generated pictures are served (image-routes.ts). Paths are stable per slug and width, so
// the route can answer with an immutable cache header.
const BASE = '/api/v1/activities/images';

export const THUMBNAIL_WIDTH = 640;
export const SEARCH_THUMBNAIL_WIDTH = 128;
export const GALLERY_WIDTH = 1200;
export const GALLERY_SIZE = 4;

export const thumbnailUrl = (slug: string, width = THUMBNAIL_WIDTH) =>
  `${BASE}/${encodeURIComponent(slug)}/${width}.svg`;

export const galleryUrls = (slug: string, width = GALLERY_WIDTH) =>
  Array.from({ length: GALLERY_SIZE }, (_, variant) =>
    variant === 0 ? thumbnailUrl(slug, width) : `${BASE}/${encodeURIComponent(slug)}/${variant}/${width}.svg`,
  );

/** The picture a shared link to the activity shows (1200×630 JPEG: link previews read no SVG). */
export const shareImageUrl = (slug: string) => `${BASE}/${encodeURIComponent(slug)}/share.jpg`;
