import { countText, fillText, formatNumber, pluralText, timeAgo, type Lang } from '@jad/shared-ui/frame';
import { post as enPost, postPage as enPostPage } from '../locales/en.json';
import { post as arPost, postPage as arPostPage } from '../locales/ar.json';

// The texts the frames write themselves (what depends on a post's numbers and kind), from the remote's own locale
// files (named imports: esbuild leaves out the other sections). The pages' other texts are in their templates.
type Strings = Record<string, string>;
const LOCALES: Record<Lang, { post: Strings; postPage: Strings }> = {
  en: { post: enPost as Strings, postPage: enPostPage as Strings },
  ar: { post: arPost as Strings, postPage: arPostPage as Strings },
};

/** A post card's texts in one language, and the /post page's tabs. */
export function postTexts(lang: Lang) {
  const { post, postPage } = LOCALES[lang];
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
    commentsTab: (count: number) => countText(postPage, 'commentsTab', count, lang),
    questionsTab: (count: number) => countText(postPage, 'questionsTab', count, lang),
  };
}

export type PostTexts = ReturnType<typeof postTexts>;
