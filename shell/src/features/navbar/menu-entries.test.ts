import { avatarMenuEntries, mobileDrawerEntries } from './menu-entries';

const signedIn = { signedIn: true, username: 'sara.k', theme: 'light' as const };
const visitor = { signedIn: false, username: null, theme: 'dark' as const };
const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

test('the avatar menu of a signed-in user has every item of spec §2 in order', () => {
  const entries = avatarMenuEntries(signedIn);
  expect(ids(entries)).toEqual([
    'profile',
    'plans',
    'notifications',
    'feed',
    'activities',
    'wishlist',
    'favouriteHotels',
    'currency',
    'orders',
    'theme',
    'language',
    'signOut',
  ]);
  expect(entries.find((e) => e.id === 'profile')?.href).toBe('/profile/sara.k');
  expect(entries.find((e) => e.id === 'orders')).toMatchObject({ label: 'nav.orders', href: '/orders' });
  expect(entries.find((e) => e.id === 'theme')?.label).toBe('nav.darkMode');
});

test('a visitor gets no notifications, "Retrieve booking" for orders and sign in', () => {
  const entries = avatarMenuEntries(visitor);
  expect(ids(entries)).not.toContain('notifications');
  expect(ids(entries)).not.toContain('signOut');
  expect(ids(entries).at(-1)).toBe('signIn');
  expect(entries.find((e) => e.id === 'orders')).toMatchObject({ label: 'nav.retrieveBooking', href: '/orders' });
  expect(entries.find((e) => e.id === 'profile')?.href).toMatch(/^\/auth\/signin\?/);
  expect(entries.find((e) => e.id === 'theme')?.label).toBe('nav.lightMode');
});

test('the mobile drawer lists the items of spec §2 in order', () => {
  expect(ids(mobileDrawerEntries(signedIn))).toEqual([
    'home',
    'wishlist',
    'favouriteHotels',
    'notifications',
    'feed',
    'activities',
    'plans',
    'currency',
    'orders',
    'profile',
    'theme',
    'language',
    'signOut',
  ]);
  expect(ids(mobileDrawerEntries(visitor))).toEqual([
    'home',
    'wishlist',
    'favouriteHotels',
    'feed',
    'activities',
    'plans',
    'currency',
    'orders',
    'profile',
    'theme',
    'language',
    'signIn',
  ]);
});

test('usernames are encoded in the profile link', () => {
  expect(avatarMenuEntries({ ...signedIn, username: 'a b/c' }).find((e) => e.id === 'profile')?.href).toBe(
    '/profile/a%20b%2Fc',
  );
});
