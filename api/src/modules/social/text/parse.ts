// `@username`, `#tag` and links in the text people write (captions, comments, questions, answers). The same rules
// are in mfe-social/src/shared/text/tokens.ts, which turns them into links: keep the two in step.

/** http(s) links up to the next space; trailing punctuation is the sentence's, not the link's. */
export const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/giu;
const TRAILING = /[.,;:!?)\]}»”’'"]+$/u;

/** A username (accounts/schemas.ts: letters, digits, dots, underscores), not part of an e-mail address or a word. */
const MENTION = /(?<![\p{L}\p{N}_.@/])@([a-z0-9_][a-z0-9_.]{0,29})/giu;
/** A tag: letters of any script (with their marks), digits and underscores, at least one letter. */
const TAG = /(?<![\p{L}\p{M}\p{N}_&#/])#([\p{L}\p{M}\p{N}_]{1,100})/gu;
const HAS_LETTER = /\p{L}/u;

export const MAX_TAGS = 30;
export const MAX_MENTIONS = 20;

/** The link's text without the punctuation that ends the sentence around it. */
export const trimUrl = (raw: string): string => raw.replace(TRAILING, '');

/** Text with its links blanked out, so "#anchor" or "@x" inside a URL is neither a tag nor a mention. */
const withoutUrls = (text: string): string => text.replace(URL_PATTERN, (url) => ' '.repeat(url.length));

/** One spelling per tag: Unicode NFC, lower case ("#Dubai" and "#dubai" are one tag; Arabic has no case). */
export const normaliseTag = (tag: string): string => tag.normalize('NFC').toLowerCase();

/** The distinct tags of a text, in order of appearance, normalised. */
export function parseTags(text: string): string[] {
  const found = new Set<string>();
  for (const m of withoutUrls(text).matchAll(TAG)) {
    const tag = m[1];
    if (tag && HAS_LETTER.test(tag)) found.add(normaliseTag(tag));
    if (found.size === MAX_TAGS) break;
  }
  return [...found];
}

/** The distinct usernames mentioned in a text, lower-cased, in order of appearance. */
export function parseMentions(text: string): string[] {
  const found = new Set<string>();
  for (const m of withoutUrls(text).matchAll(MENTION)) {
    const name = m[1]?.replace(/\.+$/u, '').toLowerCase();
    if (name && name.length >= 1) found.add(name);
    if (found.size === MAX_MENTIONS) break;
  }
  return [...found];
}
