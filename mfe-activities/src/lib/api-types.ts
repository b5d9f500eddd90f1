// The activities api's shapes, taken from the api package as types only (nothing of it is bundled).
export type {
  ActivityBranch,
  ActivityDetail,
  ActivityListResponse,
  ActivityOrder,
  ActivityReview,
  ActivitySort,
  ActivitySummary,
  CategoryUtil,
  MainCategoryUtil,
  PayResponse,
  PriceRangeUtil,
  RelatedActivitiesResponse,
  ReviewsPage,
  TicketBand,
  WeeklyHours,
  WishlistPage,
  WishlistToggleResponse,
} from '@jad/api/contract';
export type {
  MemberReview,
  MyReviewsResponse,
  ReviewableOrder,
  RatingSummary,
  ReviewDeleteResponse,
  ReviewPhoto,
  ReviewWriteResponse,
} from '@jad/api/contract';
