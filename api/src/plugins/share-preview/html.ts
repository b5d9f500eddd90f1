// Puts a page's share preview (Open Graph and Twitter tags, <title>, description) into the shell's index.html.
// Pure text work on the built file: its <head> holds one <title> and one description <meta>.

export type ShareLang = 'en' | 'ar';

export interface SharePreview {
  lang: ShareLang;
  /** The page's <title> and og:title, without the site's name. */
  title: string;
  description: string;
  /** Absolute URL of a raster picture (crawlers read neither SVG nor relative URLs). */
  image: string;
  /** Absolute URL of the page. */
  url: string;
  /** og:type: 'article' for a post, 'profile' for a member, 'website' otherwise. */
  type: 'website' | 'article' | 'profile';
  siteName: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escaped for an HTML attribute value in double quotes or for text. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** One line of at most `max` characters, cut at a word where it can be. */
export function excerpt(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function tags(p: SharePreview): string {
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    meta('property', 'og:site_name', p.siteName),
    meta('property', 'og:type', p.type),
    meta('property', 'og:title', p.title),
    meta('property', 'og:description', p.description),
    meta('property', 'og:image', p.image),
    meta('property', 'og:url', p.url),
    meta('property', 'og:locale', p.lang === 'ar' ? 'ar_AE' : 'en_AE'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', p.title),
    meta('name', 'twitter:description', p.description),
    meta('name', 'twitter:image', p.image),
    `<link rel="canonical" href="${escapeHtml(p.url)}">`,
  ].join('');
}

/** index.html with the preview's title, description, language and tags. */
export function withSharePreview(html: string, p: SharePreview): string {
  const title = `<title>${escapeHtml(`${p.title} · ${p.siteName}`)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(p.description)}">`;
  let out = html
    .replace(/<title>[\s\S]*?<\/title>/i, () => title)
    .replace(/<meta\s+name=["']?description["']?\s[^>]*>/i, () => description);
  if (!out.includes(title)) out = out.replace(/<\/head>/i, () => `${title}</head>`);
  if (!out.includes(description)) out = out.replace(/<\/head>/i, () => `${description}</head>`);
  // The first paint in the reader's language and direction (the inline script does the same from the cookie).
  if (p.lang === 'ar') out = out.replace(/<html\b[^>]*>/i, '<html lang="ar" dir="rtl">');
  return out.replace(/<\/head>/i, () => `${tags(p)}</head>`);
}
