import type { OpaqueIds } from '../../../lib/opaque-id';
import { ACTIVITY_KIND, BRANCH_KIND, REVIEW_KIND } from '../ids';
import { areaAr } from './area-names';
import { thumbnailUrl } from '../images/urls';
import type { BranchRecord, ReviewRecord, SummaryRecord } from './repository';
import type { ActivityBranch, ActivityReview, ActivitySummary } from '../types';
import type { ReviewPhoto } from '../../reviews/types';

// Rows → public shapes: numeric ids become opaque ids here and nowhere else.

export function toSummary(row: SummaryRecord, ids: OpaqueIds): ActivitySummary {
  return {
    activity_id: ids.encodeId(ACTIVITY_KIND, row.activityId),
    slug: row.slug,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    main_category: row.mainCategory,
    categories: row.categories,
    horizontal_thumbnail: thumbnailUrl(row.slug),
    rating: Number(row.rating),
    review_count: row.reviewCount,
    duration_min: row.durationMin,
    kid_friendly: row.kidFriendly,
    min_age: row.minAge,
    price_adult_minor: row.priceAdultMinor,
    price_teen_minor: row.priceTeenMinor,
    price_child_minor: row.priceChildMinor,
    currency: 'AED',
    area: row.area,
    area_ar: row.area === null ? null : areaAr(row.area),
    branch_count: row.branchCount,
    is_wishlisted: row.isWishlisted,
  };
}

export function toBranch(row: BranchRecord, ids: OpaqueIds): ActivityBranch {
  return {
    branch_id: ids.encodeId(BRANCH_KIND, row.branchId),
    name_en: row.nameEn,
    name_ar: row.nameAr,
    area: row.area,
    area_ar: areaAr(row.area),
    lat: row.lat,
    lng: row.lng,
    hours: row.hours,
    phone: row.phone,
  };
}

export function toReview(row: ReviewRecord, ids: OpaqueIds, photos: ReviewPhoto[] = []): ActivityReview {
  return {
    review_id: ids.encodeId(REVIEW_KIND, row.reviewId),
    author_name: row.authorName,
    rating: row.rating,
    text_en: row.textEn,
    text_ar: row.textAr,
    created_at: row.createdAt.toISOString(),
    verified: row.verified,
    lang: row.lang,
    photos,
  };
}
