import { escapeHtml, IMAGE_DEVICE_WIDTHS, IMAGE_QUALITY } from '@jad/shared-ui/frame';
import { frameRatio } from '@/shared/posts/frame-ratio';
import type { PublicMedia } from '@/lib/api-types';
import { variantLoader } from '@/lib/media-loader';
import { icon } from './icons';

// The first picture of a post as PostMedia and shared-ui's ResponsiveImage draw it: same box, same srcset and
// sizes (so the browser picks the same file), without the carousel's scrolling track.

/** PostMedia's `sizes`. */
const SIZES = '(max-width: 640px) 100vw, 600px';

/** ResponsiveImage's srcset for a `sizes` layout: the media's own widths, or the default `?w=&q=` loader. */
function srcSet(media: PublicMedia): string | null {
  if (/^(data:|blob:)/.test(media.url) || /\.svg(\?|#|$)/i.test(media.url)) return null;
  const loader =
    media.variants.length > 0
      ? variantLoader(media)
      : (src: string, w: number, q: number) => `${src}${src.includes('?') ? '&' : '?'}w=${w}&q=${q}`;
  return IMAGE_DEVICE_WIDTHS.map((w) => `${loader(media.url, w, IMAGE_QUALITY)} ${w}w`).join(', ');
}

function imageHtml(media: PublicMedia, priority: boolean): string {
  const set = srcSet(media);
  const responsive = set ? ` srcset="${escapeHtml(set)}" sizes="${SIZES}"` : '';
  const loading = priority ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"';
  return `<img class="jf-feed-photo" src="${escapeHtml(media.url)}"${responsive} alt="" ${loading} decoding="async" draggable="false">`;
}

/** "1/3", the "next" arrow (from 600 px) and the dots of a carousel on its first picture. */
function carouselHtml(count: number): string {
  const next = `<span class="jf-feed-next">${icon('next', 'jf-feed-chevron')}</span>`;
  const dots = Array.from(
    { length: count },
    (_, i) => `<span class="jf-feed-dot${i === 0 ? ' jf-feed-dot-on' : ''}"></span>`,
  ).join('');
  // Three text nodes, as React writes "{index + 1}/{media.length}": shaped apart, the counter is as wide as the page's.
  return `<span class="jf-feed-count">1<!---->/<!---->${count}</span>${next}<span class="jf-feed-dots">${dots}</span>`;
}

/** The media box; a video's box stays black (its poster and controls are the page's). */
export function postMediaHtml(media: PublicMedia[], priority: boolean): string {
  const first = media[0];
  if (!first) return '';
  const picture = first.is_image ? imageHtml(first, priority) : '';
  return `<div class="jf-feed-media" style="aspect-ratio:${frameRatio(first)}">${picture}${media.length > 1 ? carouselHtml(media.length) : ''}</div>`;
}
