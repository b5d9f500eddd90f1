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
} from '../../../api/src/modules/activities/types';
export type {
  MemberReview,
  MyReviewsResponse,
  ReviewableOrder,
  RatingSummary,
  ReviewDeleteResponse,
  ReviewPhoto,
  ReviewWriteResponse,
} from '../../../api/src/modules/reviews/types';
