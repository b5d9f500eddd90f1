// Favourite hotels (spec §4: page 1 replaces the list, later pages append; the client merges).
import { notFound } from '../../../lib/domain-error';
import { inventoryImageUrl } from '../../../providers/hotel-supply/static-hotel';
import type { Language } from '../../../providers/hotel-supply/types';
import type { HotelsContext } from '../context';
import { areaOf } from '../search/present';
import type { FavouriteHotel, FavouritesResponse } from '../types';
import { addFavourite, countFavourites, favouriteHids, listFavourites, removeFavourite } from './repository';

export async function favourite(ctx: HotelsContext, userId: number, hid: number): Promise<void> {
  const snapshot = await ctx.search.catalog();
  if (!snapshot.byHid.has(hid)) throw notFound('no_hotels');
  await addFavourite(ctx.db, userId, hid);
}

export async function unfavourite(ctx: HotelsContext, userId: number, hid: number): Promise<void> {
  await removeFavourite(ctx.db, userId, hid);
}

export async function favouritesPage(
  ctx: HotelsContext,
  userId: number,
  page: number,
  limit: number,
  lang: Language,
): Promise<FavouritesResponse> {
  const [rows, count, snapshot] = await Promise.all([
    listFavourites(ctx.db, userId, limit, (page - 1) * limit),
    countFavourites(ctx.db, userId),
    ctx.search.catalog(),
  ]);
  const hotels: FavouriteHotel[] = rows.map((r) => {
    const h = snapshot.byHid.get(r.hid);
    return {
      hid: ctx.encodeHid(r.hid),
      name: h?.name[lang] ?? '',
      address: h?.address[lang] ?? '',
      area: h ? areaOf(h, lang) : null,
      stars: h?.stars ?? 0,
      rating: h?.rating ?? null,
      image: h ? inventoryImageUrl(h, 0) : null,
      added_at: r.createdAt.toISOString(),
    };
  });
  return { favourites: { rows: hotels, count, page, limit } };
}

export async function favouriteIds(ctx: HotelsContext, userId: number): Promise<string[]> {
  return (await favouriteHids(ctx.db, userId)).map(ctx.encodeHid);
}
