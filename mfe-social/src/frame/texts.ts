import { fillText, formatNumber, pluralText, timeAgo, type Lang } from '@jad/shared-ui/frame';
import { feed as enFeed, follow as enFollow, post as enPost } from '../locales/en.json';
import { feed as arFeed, follow as arFollow, post as arPost } from '../locales/ar.json';

// The feed's strings from the remote's own locale files (named imports: esbuild leaves out the other sections).
type Strings = Record<string, string>;
const LOCALES: Record<Lang, { feed: typeof enFeed; follow: typeof enFollow; post: Strings }> = {
  en: { feed: enFeed, follow: enFollow, post: enPost as Strings },
  ar: { feed: arFeed, follow: arFollow, post: arPost as Strings },
};

/** The texts the feed's first screen shows, in one language. */
export function feedTexts(lang: Lang) {
  const { feed, follow, post } = LOCALES[lang];
  return {
    title: feed.title,
    visitorHint: feed.visitorHint,
    signIn: feed.signIn,
    follow: follow.follow,
    suggested: post.suggested,
    edited: post.editedMark,
    more: post.more,
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
    comments: (count: number) => fillText(pluralText(post, 'viewComments', count, lang), { count }, lang),
    questions: (count: number) => fillText(pluralText(post, 'viewQuestions', count, lang), { count }, lang),
  };
}

export type FeedTexts = ReturnType<typeof feedTexts>;
