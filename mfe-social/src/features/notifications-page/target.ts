import type { AppNotification } from '@jad/shared-ui';

/** Where a notification leads (spec §4); the same rule as the shell's drawer list. */
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
      return n.order ? `/hotel/booking/manage?order_id=${encodeURIComponent(n.order.uuid)}` : '/hotel/booking/manage';
    default:
      return null;
  }
}
