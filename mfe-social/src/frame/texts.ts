import { countText, fillText, formatNumber, pluralText, timeAgo, type Lang } from '@jad/shared-ui/frame';
import { post as enPost } from '../locales/en.json';
import { post as arPost } from '../locales/ar.json';

// The texts of a post the frame writes itself (what depends on the post's numbers and kind), from the remote's own
// locale files (named imports: esbuild leaves out the other sections). The page's other texts are in its template.
type Strings = Record<string, string>;
const LOCALES: Record<Lang, Strings> = { en: enPost as Strings, ar: arPost as Strings };

/** The post texts the feed's first screen shows, in one language. */
export function feedTexts(lang: Lang) {
  const post = LOCALES[lang];
  return {
    suggested: post.suggested ?? '',
    edited: post.editedMark ?? '',
    more: post.more ?? '',
    ago: (iso: string) => timeAgo(iso, lang),
    // mfe-social lib/format.ts compactCount: compact from 10 000 on.
    likes: (count: number) => {
      const formatted = formatNumber(
        count,
        lang,
        count >= 10_000 ? { notation: 'compact', maximumFractionDigits: 1 } : {},
      );
      return fillText(pluralText(post, 'likes', count, lang), { count, formatted }, lang);
    },
    comments: (count: number) => countText(post, 'viewComments', count, lang),
    questions: (count: number) => countText(post, 'viewQuestions', count, lang),
  };
}

export type FeedTexts = ReturnType<typeof feedTexts>;
