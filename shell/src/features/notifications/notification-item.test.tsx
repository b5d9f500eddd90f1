import { screen } from '@testing-library/react';
import type { AppNotification } from '@jad/shared-ui';
import { renderInApp } from '@/test/render';
import { NotificationItem } from './notification-item';

// Order notifications name their hotel or activity (the api joins the order's name in), in the reader's language.
const notice = (type: AppNotification['type'], order: AppNotification['order']): AppNotification => ({
  notification_id: 'n1',
  type,
  is_seen: true,
  is_followed: false,
  createdAt: new Date().toISOString(),
  user_with_action: null,
  post: null,
  user_plan: null,
  order,
});

test('a hotel booking notice names the hotel, in English and in Arabic', async () => {
  const n = notice('HOTEL_ORDER', {
    uuid: 'o1',
    kind: 'hotel',
    title: 'Palm Beach Resort',
    title_ar: 'Palm Beach Resort',
  });
  const en = await renderInApp(
    <NotificationItem notification={n} isNew={false} href={null} onOpen={() => undefined} />,
  );
  expect(screen.getByText(/Your booking at/)).toHaveTextContent('Your booking at Palm Beach Resort is confirmed.');
  en.unmount();
  const cancelled = notice('HOTEL_ORDER_CANCEL', {
    uuid: 'o1',
    kind: 'hotel',
    title: 'Palm Beach Resort',
    title_ar: null,
  });
  const ar = await renderInApp(
    <NotificationItem notification={cancelled} isNew={false} href={null} onOpen={() => undefined} />,
    'ar',
  );
  expect(screen.getByText(/تم إلغاء حجزك في/)).toHaveTextContent('تم إلغاء حجزك في Palm Beach Resort.');
  ar.unmount();
});

test('an activity order uses its Arabic name in Arabic; without a name the generic text stays', async () => {
  const n = notice('HOTEL_ORDER', { uuid: 'o2', kind: 'activity', title: 'Desert Safari', title_ar: 'رحلة السفاري' });
  const ar = await renderInApp(
    <NotificationItem notification={n} isNew={false} href={null} onOpen={() => undefined} />,
    'ar',
  );
  expect(screen.getByText(/تم تأكيد حجزك في/)).toHaveTextContent('تم تأكيد حجزك في رحلة السفاري.');
  ar.unmount();
  const bare = await renderInApp(
    <NotificationItem
      notification={notice('HOTEL_ORDER', { uuid: 'o3' })}
      isNew={false}
      href={null}
      onOpen={() => undefined}
    />,
  );
  expect(screen.getByText(/hotel booking/)).toHaveTextContent('Your hotel booking is confirmed.');
  bare.unmount();
});

test('plan invites and changes name who acted, in English and in Arabic', async () => {
  const actor = {
    uuid: 'u1',
    username: 'omar',
    first_name: 'Omar',
    last_name: 'Ali',
    profile: { profile_picture: null, is_verified: false },
  };
  const invite = { ...notice('PLAN_INVITE', null), user_with_action: actor, user_plan: { user_plan_id: 'p1' } };
  const en = await renderInApp(
    <NotificationItem notification={invite} isNew={false} href={null} onOpen={() => undefined} />,
  );
  expect(screen.getByText(/invited you/)).toHaveTextContent('omar invited you to plan a trip together.');
  en.unmount();
  const changed = { ...notice('PLAN_CHANGED', null), user_with_action: actor, user_plan: { user_plan_id: 'p1' } };
  const ar = await renderInApp(
    <NotificationItem notification={changed} isNew={false} href={null} onOpen={() => undefined} />,
    'ar',
  );
  expect(screen.getByText(/خطة تتشاركونها/)).toHaveTextContent('غيّر \u2068omar\u2069 خطة تتشاركونها.');
  ar.unmount();
});

test('a like of a comment says "liked your comment", in English and in Arabic', async () => {
  const n: AppNotification = {
    ...notice('COMMENT_LIKE', null),
    user_with_action: {
      uuid: 'u1',
      username: 'omar',
      first_name: 'Omar',
      last_name: 'H',
      profile: { profile_picture: null, is_verified: false },
    },
    post: { post_id: 'p1', PostMedia: [] },
  };
  const en = await renderInApp(
    <NotificationItem notification={n} isNew={false} href={null} onOpen={() => undefined} />,
  );
  expect(screen.getByText(/liked your/).textContent).toMatch(/^omar liked your comment\. /);
  en.unmount();
  const ar = await renderInApp(
    <NotificationItem notification={n} isNew={false} href={null} onOpen={() => undefined} />,
    'ar',
  );
  // the time follows the sentence in its own span
  expect(screen.getByText(/بتعليقك/).textContent).toMatch(/^أعجب \u2068omar\u2069 بتعليقك\. /);
  ar.unmount();
});

test('a group reads "Omar and 4 others liked your post", with the Arabic plural forms', async () => {
  const group = (others: number): AppNotification => ({
    ...notice('LIKE', null),
    others_count: others,
    user_with_action: {
      uuid: 'u1',
      username: 'omar',
      first_name: 'Omar',
      last_name: 'H',
      profile: { profile_picture: null, is_verified: false },
    },
    post: { post_id: 'p1', PostMedia: [] },
  });
  const render = (n: AppNotification, lang?: 'ar') =>
    renderInApp(<NotificationItem notification={n} isNew={false} href={null} onOpen={() => undefined} />, lang);
  // the sentence, without the time after it
  const sentence = (re: RegExp) => screen.getByText(re).textContent!.replace(/\s*\S+$/, '');
  for (const [others, text] of [
    [1, 'omar and 1 other liked your post.'],
    [4, 'omar and 4 others liked your post.'],
  ] as const) {
    const r = await render(group(others));
    expect(sentence(/liked your/)).toBe(text);
    r.unmount();
  }
  for (const [others, text] of [
    [1, 'أعجب \u2068omar\u2069 وشخص آخر بمنشورك.'],
    [2, 'أعجب \u2068omar\u2069 وشخصان آخران بمنشورك.'],
    [4, 'أعجب \u2068omar\u2069 و4 أشخاص آخرين بمنشورك.'],
    [11, 'أعجب \u2068omar\u2069 و11 شخصًا آخر بمنشورك.'],
    [100, 'أعجب \u2068omar\u2069 و100 شخص آخر بمنشورك.'],
  ] as const) {
    const r = await render(group(others), 'ar');
    expect(sentence(/بمنشورك/)).toBe(text);
    r.unmount();
  }
});
