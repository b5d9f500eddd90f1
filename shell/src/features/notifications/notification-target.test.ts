import type { AppNotification } from '@jad/shared-ui';
import { notificationTarget } from './notification-target';

const base = { notification_id: 'n1', is_seen: false, createdAt: '2026-01-01T00:00:00Z' } as const;
const actor = {
  uuid: 'u',
  username: 'omar al',
  first_name: 'Omar',
  last_name: 'H',
  profile: { profile_picture: null },
};

test.each([
  [{ type: 'LIKE', post: { post_id: 'a+b/c' } }, '/post?post_id=a%2Bb%2Fc'],
  [{ type: 'COMMENT', post: { post_id: 'p1' } }, '/post?post_id=p1'],
  [{ type: 'COMMENT_REPLY', post: { post_id: 'p1' } }, '/post?post_id=p1'],
  [{ type: 'QUESTION', post: { post_id: 'p1' } }, '/post?post_id=p1'],
  [{ type: 'ANSWER', post: { post_id: 'p1' } }, '/post?post_id=p1'],
  [{ type: 'MENTION', post: { post_id: 'p1' } }, '/post?post_id=p1'],
  [{ type: 'COMMENT_LIKE', post: { post_id: 'p1' } }, '/post?post_id=p1#comments'],
  [{ type: 'COMMENT_LIKE', post: null }, null],
  [{ type: 'FOLLOW', user_with_action: actor }, '/profile/omar%20al'],
  [{ type: 'NEW_PLAN', user_plan: { user_plan_id: 'x1' } }, '/plan?pid=x1'],
  [{ type: 'PAID_PLAN', user_plan: { user_plan_id: 'x1' } }, '/plan?pid=x1'],
  [{ type: 'PLAN_INVITE', user_plan: { user_plan_id: 'x1' } }, '/plan?pid=x1'],
  [{ type: 'PLAN_CHANGED', user_plan: { user_plan_id: 'x1' } }, '/plan?pid=x1'],
  [{ type: 'HOTEL_ORDER', order: { uuid: '3f1c' } }, '/hotel/booking/manage?order_id=3f1c'],
  [{ type: 'HOTEL_ORDER_CANCEL', order: { uuid: '3f1c' } }, '/hotel/booking/manage?order_id=3f1c'],
  [{ type: 'HOTEL_ORDER_CANCEL', order: null }, '/hotel/booking/manage'],
  [{ type: 'LIKE', post: null }, null],
  [{ type: 'FOLLOW', user_with_action: null }, null],
])('%o goes to %s', (fields, target) => {
  expect(notificationTarget({ ...base, ...fields } as AppNotification)).toBe(target);
});
