import type { FavouritesResponse } from '@/lib/api-types';
import { getJson } from '@/lib/http';

export const FAVOURITES_PAGE = 12;

export function fetchFavourites(page: number, lang: string): Promise<FavouritesResponse> {
  return getJson<FavouritesResponse>('/hotels/favourites', { page, limit: FAVOURITES_PAGE, lang });
}
