import type { FavouriteHotel, SearchActivity } from '@jad/api/contract';

// Entity shapes of spec §3 as far as the spec names their fields. Ids are the api's opaque strings.
// Where the api answers a shape, the store keeps the api's type (@jad/api/contract), not a copy of it.
// Types whose fields the spec leaves open carry an index signature of `unknown`: the owning remote
// narrows what it reads instead of trusting a guessed shape.

export type Id = string;

/** Extra fields a remote may read after narrowing them. */
export interface OpenFields {
  [field: string]: unknown;
}

export interface SessionUser {
  uuid: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  is_dark_mode: boolean;
  phone_number: string | null;
  email_verified: boolean;
  profile: {
    profile_id: Id;
    profile_picture: string | null;
    is_verified: boolean;
  };
}

/** A user as shown in lists (notification actor, people to follow, search results). */
export interface UserSummary {
  uuid: string;
  username: string;
  first_name: string;
  last_name: string;
  profile: { profile_picture: string | null; is_verified?: boolean; profile_id?: Id };
}

export interface SocialLinks {
  twitter?: string | null;
  tiktok?: string | null;
  linktree?: string | null;
  instagram?: string | null;
  snapchat?: string | null;
  facebook?: string | null;
}

export interface UserProfile extends UserSummary, OpenFields {
  bio?: string | null;
  date_of_birth?: string | null;
  country?: string | null;
  city?: string | null;
  is_dark_mode?: boolean;
  language?: string;
  phone_number?: string | null;
  social_links?: SocialLinks;
}

export interface PostMedia {
  url: string;
  thumbnail?: string | null;
  is_image: boolean;
}

export interface Post extends OpenFields {
  post_id: Id;
  caption?: string | null;
  media?: PostMedia[];
  user?: UserSummary;
}

export interface PostComment extends OpenFields {
  comment_id: Id;
}

export interface PostQuestion extends OpenFields {
  question_id: Id;
}

export const NOTIFICATION_TYPES = [
  'LIKE',
  'COMMENT',
  'COMMENT_REPLY',
  'QUESTION',
  'ANSWER',
  'FOLLOW',
  'NEW_PLAN',
  'PAID_PLAN',
  'HOTEL_ORDER',
  'HOTEL_ORDER_CANCEL',
  'MENTION',
  'PLAN_INVITE',
  'PLAN_CHANGED',
  'COMMENT_LIKE',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface AppNotification {
  notification_id: Id;
  type: NotificationType;
  is_seen: boolean;
  is_followed?: boolean;
  createdAt: string;
  user?: UserSummary | null;
  user_with_action?: UserSummary | null;
  /** How many other people did the same on the same post (the api groups them: "Omar and 4 others …"). */
  others_count?: number;
  post?: { post_id: Id; PostMedia?: PostMedia[] } | null;
  user_plan?: { user_plan_id: Id } | null;
  /** Named by the api: the hotel or activity of the order (title_ar in Arabic when it has one). */
  order?: { uuid: string; kind?: 'hotel' | 'activity' | null; title?: string | null; title_ar?: string | null } | null;
}

/** A page of notifications as the api sends it and the store keeps it. */
export interface NotificationsPage {
  rows: AppNotification[];
  count: number;
  page: number;
}

/** An activity as the header search lists it (the api's SearchActivity, without what the list does not show). */
export type Activity = Pick<SearchActivity, 'activity_id' | 'name_en' | 'name_ar'> & {
  horizontal_thumbnail?: string | null;
};

export const PLAN_STATUSES = ['unconfirmed', 'in-progress', 'confirmed', 'past'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export interface Plan extends OpenFields {
  user_plan_id: Id;
  name: string;
  start_date?: string;
  end_date?: string;
  status?: PlanStatus;
}

/** Answers gathered by the questionnaire steps of spec §2 (all optional until the step is done). */
export interface QuestionnaireState {
  mode?: 'ai' | 'own';
  interests?: string[];
  travellers?: string;
  group_size?: number;
  destination?: string;
  start_date?: string;
  end_date?: string;
  free_time?: string[];
  optional_answers?: Record<string, string>;
  plan_name?: string;
}

export interface Follow extends OpenFields {
  follower?: UserSummary;
  followed?: UserSummary;
}

export interface SearchResults {
  activities: Activity[];
  profiles: UserSummary[];
}

export type Severity = 'success' | 'error' | 'info' | 'warning';

/** The last api response message (spec §3 "Response message"). */
export interface ResponseMessage {
  severity: Severity;
  message: string;
  status: number | null;
  error?: string;
}

export interface UserLocation {
  latitude: number;
  longitude: number;
  location?: string;
}

/** GET /hotels/favourites as the store keeps it: the pages loaded so far, merged (spec §4). */
export interface HotelFavourites {
  favourites: { rows: FavouriteHotel[] };
}
