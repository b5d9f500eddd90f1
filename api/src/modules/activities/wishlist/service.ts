import { activityExists } from '../catalog/repository';
import { decodeActivityId, type Viewer } from '../catalog/service';
import { toSummary } from '../catalog/presenter';
import type { WishlistPage, WishlistToggleResponse } from '../types';
import { addToWishlist, removeFromWishlist, wishlistPage } from './repository';
import { notFound } from '../../../lib/domain-error';

type Member = Viewer & { userId: number };

/** Adding twice is harmless: the wishlist is a set, so a double click cannot duplicate an entry. */
export async function addWishlistItem(viewer: Member, acid: string): Promise<WishlistToggleResponse> {
  const id = decodeActivityId(viewer.ids, acid);
  if (!(await activityExists(viewer.db, id))) throw notFound('activity_not_found');
  await addToWishlist(viewer.db, viewer.userId, id);
  return { activity_id: acid, is_wishlisted: true };
}

/** Removing only ever touches the caller's own row, so another user's wishlist is out of reach. */
export async function removeWishlistItem(viewer: Member, acid: string): Promise<WishlistToggleResponse> {
  const id = decodeActivityId(viewer.ids, acid);
  if (!(await activityExists(viewer.db, id))) throw notFound('activity_not_found');
  await removeFromWishlist(viewer.db, viewer.userId, id);
  return { activity_id: acid, is_wishlisted: false };
}

export async function listWishlist(viewer: Member, page: number, limit: number): Promise<WishlistPage> {
  const { rows, count } = await wishlistPage(viewer.db, viewer.userId, page, limit);
  return { rows: rows.map((r) => toSummary(r, viewer.ids)), count, page, limit };
}
