// `@username`, `#tag` and links in what people write, as the api parses them (api/src/modules/social/text/parse.ts:
// the same patterns; keep the two in step), cut into pieces the page renders as text or links.

export type TextToken =
  | { kind: 'text'; text: string }
  | { kind: 'url'; text: string; href: string }
  | { kind: 'mention'; text: string; username: string }
  | { kind: 'tag'; text: string; tag: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/giu;
const TRAILING = /[.,;:!?)\]}»”’'"]+$/u;
// one alternation so the pieces come in order: a mention, or a tag (letters of any script)
const MENTION_OR_TAG =
  /(?<![\p{L}\p{N}_.@/])@([a-z0-9_][a-z0-9_.]{0,29})|(?<![\p{L}\p{M}\p{N}_&#/])#([\p{L}\p{M}\p{N}_]{1,100})/giu;
const HAS_LETTER = /\p{L}/u;

/** The tag as stored and linked: NFC, lower case. */
export const normaliseTag = (tag: string): string => tag.normalize('NFC').toLowerCase();
export const tagUrl = (tag: string): string => `/tag/${encodeURIComponent(normaliseTag(tag))}`;

/** Only http and https become links (never javascript: or data:), checked by the URL parser too. */
function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function mentionsAndTags(text: string, out: TextToken[]) {
  let at = 0;
  for (const m of text.matchAll(MENTION_OR_TAG)) {
    const start = m.index;
    let piece = m[0];
    let token: TextToken | null = null;
    if (m[1] !== undefined) {
      const username = m[1].replace(/\.+$/u, '');
      piece = `@${username}`;
      token = { kind: 'mention', text: piece, username };
    } else if (m[2] !== undefined && HAS_LETTER.test(m[2])) {
      token = { kind: 'tag', text: piece, tag: normaliseTag(m[2]) };
    }
    if (!token) continue;
    if (start > at) out.push({ kind: 'text', text: text.slice(at, start) });
    out.push(token);
    at = start + piece.length;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
}

/** The pieces of a text: links first (nothing inside a link is a tag or a mention), then mentions and tags. */
export function tokenize(text: string): TextToken[] {
  const out: TextToken[] = [];
  let at = 0;
  for (const m of text.matchAll(URL_PATTERN)) {
    const raw = m[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href) continue;
    if (m.index > at) mentionsAndTags(text.slice(at, m.index), out);
    out.push({ kind: 'url', text: raw, href });
    at = m.index + raw.length;
  }
  if (at < text.length) mentionsAndTags(text.slice(at), out);
  return out;
}
