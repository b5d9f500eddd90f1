/**
 * The one catalogue of the codes the api answers with, each with its English text. `{{name}}` is filled from the
 * answer's `params`. Front ends translate by code (shared-ui/src/i18n/locales/errors.{en,ar}.json; a test checks
 * that both files hold every code here), and the api's English `message` is rendered from this file.
 */
export const ERROR_MESSAGES = {
  // Generic answers, one per status when nothing more precise applies.
  validation_failed: 'Some fields are not valid',
  invalid_request: '{{detail}}',
  bad_request: 'Bad request',
  invalid_json: 'The request body is not valid JSON',
  unsupported_media_type: 'This content type is not supported',
  payload_too_large: 'The request is too large',
  unauthorized: 'Sign-in required',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  route_not_found: 'Route {{method}} {{path}} not found',
  method_not_allowed: 'Method not allowed',
  conflict: 'Conflict',
  gone: 'Gone',
  rate_limited: 'Too many requests, please try again later',
  internal_error: 'Something went wrong',
  bad_gateway: 'Something went wrong, please contact our support team.',
  service_unavailable: 'The service is not available at the moment',

  // Security and input edges.
  csrf_invalid: 'Invalid CSRF token',
  cross_site: 'Cross-site request refused',
  invalid_id: 'Invalid id',
  invalid_cursor: 'Invalid cursor',
  unstorable_text: 'contains a NUL character or an unpaired surrogate, which text cannot hold',

  // Accounts.
  invalid_credentials: 'Invalid email or password',
  too_many_attempts: 'Too many attempts, please try again later',
  otp_invalid: 'OTP is invalid',
  wait_before_resend: 'Please wait before requesting a new code',
  sms_failed: 'The text message could not be sent. Please try again later.',
  email_already_verified: 'Email is already verified',
  link_expired: 'The link has expired.',
  same_password: 'New password must be different from the previous one',
  password_too_short: 'Password must be at least {{min}} characters',
  password_too_long: 'Password must be at most {{max}} characters',
  password_too_common: 'This password is too common, choose another one',
  password_is_identity: 'Password must not be your e-mail or username',
  password_incorrect: 'Password is incorrect',
  password_not_set: 'Set a password first (Forgot password) to {{action}}',
  password_required: 'password is required to {{action}}',
  username_taken: 'Username is already taken',
  username_unavailable: 'Could not find a free username, please choose one',
  email_taken: 'An account with this email already exists',
  username_or_email_taken: 'Username or e-mail is already taken',
  phone_not_verified: 'Verify the phone number with the OTP first',
  user_not_found: 'User was not found.',
  profile_not_found: 'Profile was not found.',
  own_profile_only: 'You can only edit your own profile',
  picture_not_uploaded: 'must be a picture you uploaded',

  // Uploads and media.
  too_many_post_media: 'Maximum media to upload is 3',
  too_many_images: 'Please upload only one image',
  too_many_review_photos: 'A review can have at most 3 photos',
  upload_failed: 'Something went wrong, try again later',
  no_media: 'Please choose at least one photo or video',
  unsupported_file_type: 'This file type is not supported. Upload JPEG, PNG or WebP pictures, or MP4 or WebM videos',
  image_only: 'Please upload a JPEG, PNG or WebP image',
  image_too_large: 'Pictures can be at most 15 MB',
  video_too_large: 'Videos can be at most 50 MB',
  video_too_long: 'Videos can be at most 60 seconds long',
  image_unreadable: 'This picture could not be read',
  video_unreadable: 'This video could not be read',
  image_not_found: 'Image not found',
  picture_not_found: 'Picture was not found.',
  unsupported_image_width: 'Unsupported image width',
  image_size_out_of_range: 'Image sides must be 16 to 3840',

  // Social.
  post_not_found: 'Post was not found.',
  comment_not_found: 'Comment was not found.',
  question_not_found: 'Question was not found.',
  answer_not_found: 'Answer was not found.',
  notification_not_found: 'Notification not found',
  cannot_follow_self: 'You cannot follow yourself',
  cannot_mute_or_block_self: 'You cannot mute or block yourself',
  invalid_tag: 'A tag is letters, digits and underscores',
  cannot_report_own_post: 'You cannot report your own post',
  already_reported: 'You have already reported this post.',
  own_post_only_edit: 'You can only edit your own post',
  own_post_only_delete: 'You can only delete your own post',
  own_comment_only: 'You can only delete your own comment',
  own_question_only: 'You can only delete your own question',
  own_answer_only: 'You can only delete your own answer',
  media_listed_twice: 'the same item is listed twice',
  media_unavailable: 'not found or already used',
  media_alt_mismatch: 'more descriptions than photos',
  post_empty: 'Write a caption or add a photo or video',
  comment_empty: 'Write a comment',
  question_empty: 'Write a question',
  answer_empty: 'Write an answer',

  // Reviews.
  not_a_buyer: 'Only members who booked this can review it.',
  order_not_reviewable: 'Only a paid booking that was not cancelled can be reviewed.',
  visit_not_passed: 'You can review this after your visit ({{date}}).',
  already_reviewed: 'You have already reviewed this booking. Edit your review instead.',
  review_not_found: 'Review not found.',
  invalid_photo: 'Photos must be your own review uploads (up to 3).',

  // Orders.
  order_not_found: 'Order was not found.',
  order_cancelled: 'This order has been cancelled.',
  card_data_refused: "Card details are entered in the payment gateway's card fields and never sent to this api",
  payment_not_found: 'This payment was not found.',
  payment_not_awaiting_action: 'This payment is not waiting for authentication.',
  webhook_signature_invalid: 'The webhook signature is not valid',
  webhooks_disabled: 'Payment webhooks are not configured',
  order_not_unpaid: 'Only an order that was not paid can be cancelled this way.',
  payment_in_progress: 'This payment is still being processed: its outcome will show in your orders shortly.',
  already_charged:
    'This order was charged: its confirmation is on its way, and it can then be cancelled under its policy.',
  currency_unavailable: 'This currency is not available',
  no_exchange_rate: 'No exchange rate for this currency',

  // Activities.
  activity_not_found: 'Activity not found.',
  branch_required: 'Please select a branch',
  visit_date_passed: 'The visit date of this booking has passed.',
  tickets_none: 'Please choose at least one ticket',
  tickets_too_many: 'At most {{max}} tickets can be booked at once',
  not_for_children: 'This activity is not suitable for children',
  adults_only: 'This activity is for adults only',
  children_need_adult: 'Children must be accompanied by an adult',
  date_in_past: 'Please choose a date from today on',
  date_too_far: 'Please choose a date within the next 12 months',
  branch_closed: 'The branch is closed on the chosen day',
  ticket_unknown: 'This ticket code is not known.',
  ticket_cancelled: 'This ticket has been cancelled.',
  ticket_already_used: 'This ticket has already been used.',
  venue_key_not_configured: 'Ticket redemption is not configured on this server.',
  venue_key_required: 'A valid venue key is required.',
  voucher_not_ready: 'The voucher is ready once the order is paid.',
  voucher_void: 'This order has been cancelled; its voucher is void.',
  order_already_cancelled: 'This order has already been cancelled.',
  order_not_confirmed: 'Only a paid order can be cancelled.',
  ticket_used_no_cancel: 'The ticket has been used, so the order can no longer be cancelled.',
  non_refundable: 'This activity is non-refundable, so the order cannot be cancelled.',
  cancellation_deadline_passed: 'The free cancellation period for this order has ended.',

  // Hotels.
  no_hotels: 'No hotels found.',
  destination_required: 'Please select destination',
  dates_required: 'Please Select check-in and check-out dates',
  invalid_rooms: 'Rooms must look like 2-5,1 (adults, then each child’s age; rooms separated by commas)',
  price_range_invalid: 'must not exceed price_max',
  invalid_rate_key: 'Invalid rate key',
  checkout_not_found: 'This booking was not found.',
  booking_locked: 'This booking can no longer be changed',
  booking_changed: 'This booking changed while it was being paid',
  main_guest_needed: 'Main guest details needed',
  stay_begun: 'This stay has already begun and can no longer be cancelled.',
  hotel_not_cancellable: 'Only confirmed hotel bookings can be cancelled.',
  price_changed: 'The price has changed for this room',
  no_rooms: 'There are no rooms for sale in the hotel at the moment.',
  expired: 'This booking has expired. Please select your room again.',

  // Plans.
  plan_not_found: 'Plan not found.',
  not_your_plan: 'You can only change your own plan',
  plan_past: 'This plan is in the past.',
  plan_empty: 'Add at least one activity before confirming the plan',
  plan_item_not_found: 'This activity is no longer in the plan.',
  plan_day_full: 'A day holds at most {{max}} activities',
  plan_activity_duplicate: 'This activity is already on that day',
  plan_activity_unsuitable: 'This activity is not suitable for the ages in your group',
  plan_activity_unplaceable: 'This activity cannot be placed in a day',
  plan_item_paid_locked: 'The tickets of this activity are paid for its day: it can only move to another time that day',
  plan_item_paid_kept: 'The tickets of this activity are paid: it stays in the plan',
  plan_date_outside: 'must be a day of the plan',
  plan_order_stale: 'This day changed since it was opened: here it is as it is now.',
  plan_order_duplicate: 'an activity is listed twice',
  plan_member_not_found: 'This person is not in the plan.',
  plan_member_self: 'This is your own plan.',
  plan_member_user_not_found: 'No one has this username.',
  plan_members_full: 'A plan is shared with at most {{max}} people',
  plan_invite_link_invalid: 'This invite link is no longer valid. Ask for a new one.',
  plan_invite_link_not_found: 'This invite link no longer exists.',
  plan_owner_cannot_leave: 'The owner cannot leave their own plan.',
  ends_after_midnight: 'the activity would end after midnight',
  unknown_interest: "'{{interest}}' is not an interest we offer",
  end_before_start: 'must not be before start_date',
  plan_too_long: 'a plan covers at most {{max}} days',
  group_empty: 'add at least one traveller',
  group_too_big: 'at most {{max}} travellers',
  children_need_adult_traveller: 'children travel with at least one adult',
  solo_is_one: 'a solo trip is for one traveller',
  couple_is_two: 'a couple is two travellers aged 12 or more',
  group_needs_others: 'add the other travellers',
  only_with_children: 'only with children',
  day_end_before_start: 'the day must end after it starts',
  end_before_start_min: 'must be after start_min',
  not_a_trip_date: 'must be a date of the trip',
  plan_request_invalid: 'Invalid plan request',

  // Platform.
  manifest_unavailable: 'The remote manifest is not available',
} as const;

/** Codes of success answers that carry a human `message` beside their data. */
export const SUCCESS_MESSAGES = {
  signed_in: 'Signed in successfully',
  signed_out: 'Signed out successfully',
  code_sent: 'We sent a code to {{email}}',
  email_sent: 'Email has been sent',
  email_verified: 'Email has been verified',
  otp_sent: 'OTP has been sent successfully',
  otp_verified: 'OTP has been verified',
  password_changed: 'Password has been changed',
  link_valid: 'The link is valid',
  account_deleted: 'Your account has been deleted',
  deletion_scheduled: 'Your account will be deleted in 24 hours',
  deletion_cancelled: 'Account deletion cancelled',
  request_received: 'We received your request. We will get back to you shortly',
  favourite_added: 'Added to favourites',
  favourite_removed: 'Removed from favourites',
} as const;

/** Codes of one field's failure inside a 400 `validation_failed` answer (`fields[].code`). */
export const FIELD_MESSAGES = {
  required: 'is required',
  too_short: 'must be at least {{min}} characters',
  too_long: 'must be at most {{max}} characters',
  too_small: 'must be at least {{min}}',
  too_big: 'must be at most {{max}}',
  invalid_email: 'must be a valid e-mail address',
  invalid_format: 'is not in the expected format',
  invalid_choice: 'is not one of the allowed values',
  invalid_type: 'has the wrong type',
  invalid_date: 'must be a valid date',
  invalid_characters: 'contains characters that are not allowed',
  invalid_value: 'is not valid',
  unknown_field: 'is not an accepted field',
  invalid_phone: 'must be a valid phone number',
  invalid_url: 'must be a valid link',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export type SuccessCode = keyof typeof SUCCESS_MESSAGES;
export type FieldCode = keyof typeof FIELD_MESSAGES;
export type MessageParams = Record<string, string | number>;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_MESSAGES, code);
export const isFieldCode = (code: string): code is FieldCode => Object.hasOwn(FIELD_MESSAGES, code);

/** Fills `{{name}}` from params; a missing param leaves the placeholder, so the gap shows in tests. */
export function fillTemplate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export const renderMessage = (code: ErrorCode, params?: MessageParams): string =>
  fillTemplate(ERROR_MESSAGES[code], params);

export const renderFieldMessage = (code: FieldCode, params?: MessageParams): string =>
  fillTemplate(FIELD_MESSAGES[code], params);

/** A success answer's `{ message, code }`, e.g. `...success('email_sent')`. */
export const success = <C extends SuccessCode>(code: C, params?: MessageParams): { message: string; code: C } => ({
  message: fillTemplate(SUCCESS_MESSAGES[code], params),
  code,
});
