import type { FavouritesResponse } from '@/lib/api-types';
import { apiGet } from '@jad/shared-ui';

export const FAVOURITES_PAGE = 12;

export function fetchFavourites(page: number, lang: string): Promise<FavouritesResponse> {
  return apiGet<FavouritesResponse>('/hotels/favourites', { params: { page, limit: FAVOURITES_PAGE, lang } });
}
