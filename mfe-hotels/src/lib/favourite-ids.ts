// The member's saved hotel ids as the page asks for them (lib/favourites.ts) and /hotel's first frame does
// (src/frame/hotel.ts), so the page takes the frame's answer. Free of imports: frame.js includes it.

export interface FavouriteIds {
  hids: string[];
}

export const FAVOURITE_IDS_PATH = '/hotels/favourites/ids';
