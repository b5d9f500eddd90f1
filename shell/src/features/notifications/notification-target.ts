import type { AppNotification } from '@jad/shared-ui/core';

/**
 * Where a click on a notification goes (spec §4): post types to the post page, FOLLOW to the follower's
 * profile, plan types to the plan, hotel order types to booking management for that order. Null when
 * the thing it points at is gone (a deleted post, a deleted account).
 */
export function notificationTarget(n: AppNotification): string | null {
  switch (n.type) {
    case 'LIKE':
    case 'COMMENT':
    case 'COMMENT_REPLY':
    case 'QUESTION':
    case 'ANSWER':
    case 'MENTION':
      return n.post ? `/post?post_id=${encodeURIComponent(n.post.post_id)}` : null;
    case 'COMMENT_LIKE':
      // to the post, opened on its comments
      return n.post ? `/post?post_id=${encodeURIComponent(n.post.post_id)}#comments` : null;
    case 'FOLLOW':
      return n.user_with_action ? `/profile/${encodeURIComponent(n.user_with_action.username)}` : null;
    case 'NEW_PLAN':
    case 'PAID_PLAN':
    case 'PLAN_INVITE':
    case 'PLAN_CHANGED':
      return n.user_plan ? `/plan?pid=${encodeURIComponent(n.user_plan.user_plan_id)}` : null;
    case 'HOTEL_ORDER':
    case 'HOTEL_ORDER_CANCEL':
      // Spec: without an order the target is not shown; the booking page without a query is the closest.
      return n.order ? `/hotel/booking/manage?order_id=${encodeURIComponent(n.order.uuid)}` : '/hotel/booking/manage';
    default:
      return null;
  }
}
