import type { MediaRow } from '../../db/schema';
import type { OpaqueIds } from '../../lib/opaque-id';
import type { PublicMedia } from '../social/types';

export const MEDIA_ID_KIND = 'media';

type MediaFields = Pick<
  MediaRow,
  'id' | 'url' | 'thumbnail' | 'isImage' | 'width' | 'height' | 'durationMs' | 'variants' | 'altText'
>;

export function toPublicMedia(row: MediaFields, ids: OpaqueIds): PublicMedia {
  return {
    id: ids.encodeId(MEDIA_ID_KIND, row.id),
    url: row.url,
    thumbnail: row.thumbnail,
    is_image: row.isImage,
    width: row.width,
    height: row.height,
    duration_ms: row.durationMs,
    variants: row.isImage ? row.variants : [],
    alt_text: row.altText,
  };
}
