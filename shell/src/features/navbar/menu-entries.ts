import { signInPath } from '@jad/shared-ui/core';

export type MenuAction = 'notifications' | 'currency' | 'theme' | 'language' | 'signIn' | 'signOut';

export type MenuEntryId =
  | 'home'
  | 'profile'
  | 'plans'
  | 'notifications'
  | 'feed'
  | 'activities'
  | 'wishlist'
  | 'favouriteHotels'
  | 'currency'
  | 'orders'
  | 'theme'
  | 'language'
  | 'signIn'
  | 'signOut';

/** One item of the avatar menu or the mobile drawer: a link (href) or an action the shell performs. */
export interface MenuEntry {
  id: MenuEntryId;
  /** Key in the shell namespace. */
  label: string;
  href?: string;
  action?: MenuAction;
}

export interface MenuContext {
  signedIn: boolean;
  username: string | null;
  theme: 'light' | 'dark';
}

function profileHref({ signedIn, username }: MenuContext): string {
  return signedIn && username ? `/profile/${encodeURIComponent(username)}` : signInPath('/');
}

const themeEntry = (ctx: MenuContext): MenuEntry => ({
  id: 'theme',
  label: ctx.theme === 'dark' ? 'nav.lightMode' : 'nav.darkMode',
  action: 'theme',
});
const languageEntry: MenuEntry = { id: 'language', label: 'nav.language', action: 'language' };
const sessionEntry = (ctx: MenuContext): MenuEntry =>
  ctx.signedIn
    ? { id: 'signOut', label: 'nav.signOut', action: 'signOut' }
    : { id: 'signIn', label: 'nav.signIn', action: 'signIn' };
const ordersEntry = (ctx: MenuContext): MenuEntry => ({
  id: 'orders',
  label: ctx.signedIn ? 'nav.orders' : 'nav.retrieveBooking',
  href: '/orders',
});

/** Spec §2 avatar menu: profile, plans, notifications (signed in only), feed, activities, wishlist, favourite hotels, currency, orders, theme, language, sign in/out. */
export function avatarMenuEntries(ctx: MenuContext): MenuEntry[] {
  return [
    { id: 'profile', label: 'nav.profile', href: profileHref(ctx) },
    { id: 'plans', label: 'nav.plans', href: '/plans' },
    ...(ctx.signedIn
      ? [{ id: 'notifications', label: 'nav.notifications', action: 'notifications' } as MenuEntry]
      : []),
    { id: 'feed', label: 'nav.feed', href: '/feed' },
    { id: 'activities', label: 'nav.activities', href: '/activities' },
    { id: 'wishlist', label: 'nav.wishlist', href: '/wishlist' },
    { id: 'favouriteHotels', label: 'nav.favouriteHotels', href: '/favourite-hotels' },
    { id: 'currency', label: 'nav.currency', action: 'currency' },
    ordersEntry(ctx),
    themeEntry(ctx),
    languageEntry,
    sessionEntry(ctx),
  ];
}

/** Spec §2 mobile drawer: home, wishlist, favourites, notifications, feed, activities, plans, currency, orders, profile, theme, language, sign out. */
export function mobileDrawerEntries(ctx: MenuContext): MenuEntry[] {
  return [
    { id: 'home', label: 'nav.home', href: '/' },
    { id: 'wishlist', label: 'nav.wishlist', href: '/wishlist' },
    { id: 'favouriteHotels', label: 'nav.favourites', href: '/favourite-hotels' },
    ...(ctx.signedIn
      ? [{ id: 'notifications', label: 'nav.notifications', action: 'notifications' } as MenuEntry]
      : []),
    { id: 'feed', label: 'nav.feed', href: '/feed' },
    { id: 'activities', label: 'nav.activities', href: '/activities' },
    { id: 'plans', label: 'nav.plans', href: '/plans' },
    { id: 'currency', label: 'nav.currency', action: 'currency' },
    ordersEntry(ctx),
    { id: 'profile', label: 'nav.profile', href: profileHref(ctx) },
    themeEntry(ctx),
    languageEntry,
    sessionEntry(ctx),
  ];
}
