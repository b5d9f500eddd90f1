// Where the mobile apps are listed. The spec names the three stores but not the listings: these open each
// store's app pages until the real listing addresses are known (one place to change them).
export const STORE_LINKS = {
  apple: 'https://apps.apple.com/',
  google: 'https://play.google.com/store/apps',
  huawei: 'https://appgallery.huawei.com/',
} as const;

export type Store = keyof typeof STORE_LINKS;
export const STORES: Store[] = ['apple', 'google', 'huawei'];
