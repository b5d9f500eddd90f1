// The company's public contact points, in one place. The spec names them (address in Dubai, map link,
// contact, social links) without values; these are the product's own.
export const COMPANY = {
  email: 'support@jad.travel',
  phone: '+971 4 000 0000',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Business+Bay+Dubai',
  social: {
    instagram: 'https://www.instagram.com/',
    x: 'https://x.com/',
    facebook: 'https://www.facebook.com/',
    tiktok: 'https://www.tiktok.com/',
    youtube: 'https://www.youtube.com/',
  },
} as const;

export type SocialNetwork = keyof typeof COMPANY.social;
