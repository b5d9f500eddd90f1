// The words of share previews, per language. The site's name is the shell's (its locale files); the rest are short
// formats filled with public data (names, captions, counts), written so no plural form is needed.
import shellAr from '../../../../shell/src/locales/ar.json';
import shellEn from '../../../../shell/src/locales/en.json';
import type { ShareLang } from './html';

export interface ShareTexts {
  siteName: string;
  /** The site's own title and description: pages without a preview of their own, hidden or private objects. */
  defaultTitle: string;
  defaultDescription: string;
  postTitle(name: string): string;
  profileDescription(firstName: string): string;
  planTitle(name: string): string;
  planDescription(owner: string, days: number, activities: number): string;
}

export const SHARE_TEXTS: Record<ShareLang, ShareTexts> = {
  en: {
    siteName: shellEn.brand,
    defaultTitle: shellEn.hero.title,
    defaultDescription: 'Hotels, activities and trip plans in Dubai, and a feed to share them.',
    postTitle: (name) => `Post by ${name}`,
    profileDescription: (first) => `See ${first}'s trips, photos and plans on ${shellEn.brand}.`,
    planTitle: (name) => `Trip plan: ${name}`,
    planDescription: (owner, days, activities) =>
      `A trip plan in Dubai by ${owner}. Days: ${days}. Activities: ${activities}.`,
  },
  ar: {
    siteName: shellAr.brand,
    defaultTitle: shellAr.hero.title,
    defaultDescription: 'فنادق وأنشطة وخطط رحلات في دبي، وموجز لمشاركتها.',
    postTitle: (name) => `منشور من ${name}`,
    profileDescription: (first) => `شاهد رحلات ${first} وصوره وخططه على ${shellAr.brand}.`,
    planTitle: (name) => `خطة رحلة: ${name}`,
    planDescription: (owner, days, activities) =>
      `خطة رحلة في دبي من ${owner}. عدد الأيام: ${days}. عدد الأنشطة: ${activities}.`,
  },
};
