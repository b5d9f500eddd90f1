import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  apiRequest,
  type AppNotification,
  appStore,
  navigate,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsPage,
  RequireAuth,
  useAppStore,
  useTimeAgo,
} from '@jad/shared-ui';
import { InfiniteSentinel } from '@/components/infinite-sentinel';
import { UserAvatar } from '@/components/user-avatar';
import { NS } from '@/i18n';
import { socialKeys } from '@/lib/query-keys';
import { useSessionUser } from '@/lib/store';
import { notificationTarget } from '../target';

function Row({ n, fresh }: { n: AppNotification; fresh: boolean }) {
  const { t } = useTranslation(NS);
  const ago = useTimeAgo()(n.createdAt);
  const media = n.post?.PostMedia?.[0];
  const actor = n.user_with_action;
  // "Omar and 4 others liked your post": the api groups the same kind on the same post
  const others = actor ? (n.others_count ?? 0) : 0;
  const open = () => {
    appStore.getState().markNotificationSeen(n.notification_id);
    apiRequest('put', '/notifications', { notification_id: n.notification_id }).catch(() => undefined);
    const target = notificationTarget(n);
    if (target) navigate(target);
  };
  return (
    <ListItemButton
      onClick={open}
      data-unseen={fresh}
      sx={{ gap: 1.5, py: 1.25, bgcolor: fresh ? 'action.hover' : undefined }}
    >
      {actor ? (
        <UserAvatar user={actor as Parameters<typeof UserAvatar>[0]['user']} size={44} />
      ) : (
        <Box sx={{ width: 44, height: 44, borderRadius: '50%', bgcolor: 'action.selected' }} />
      )}
      <Typography variant="body2" sx={{ flex: 1, '& b': { fontWeight: 700 } }}>
        <Trans
          t={t}
          i18nKey={others > 0 ? `notifications.grouped.${n.type}` : `notifications.text.${n.type}`}
          values={{
            name: actor?.username ?? t('notifications.someone'),
            others: t('notifications.others', { count: others }),
          }}
          components={{ b: <b /> }}
        />{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {ago}
        </Typography>
      </Typography>
      {media?.is_image ? (
        <Box
          component="img"
          src={media.thumbnail ?? media.url}
          alt=""
          sx={{ width: 44, height: 44, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : null}
      {fresh ? (
        <Box
          aria-label={t('notifications.unseen')}
          role="img"
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }}
        />
      ) : null}
    </ListItemButton>
  );
}

function NotificationsScreen() {
  const { t } = useTranslation(NS);
  const notifications = useAppStore((s) => s.notifications);
  const viewer = useSessionUser()?.uuid ?? null;
  // The pages go into the store (spec §4 merge and unseen-first order, shared with the shell's drawer), which is the
  // list on screen; each visit asks again.
  const list = useInfiniteQuery({
    queryKey: socialKeys.notifications(viewer),
    queryFn: async ({ pageParam: page, signal }) => {
      try {
        const { data } = await apiRequest<NotificationsPage>(
          'post',
          '/notifications/fetch-all',
          { limit: NOTIFICATIONS_PAGE_SIZE, page, checkSeen: false },
          { signal },
        );
        appStore.getState().mergeNotifications(data);
        // spec §4: opening the list marks everything seen
        if (page === 1) {
          appStore.getState().markAllNotificationsSeen();
          apiRequest('put', '/notifications/seen').catch(() => undefined);
        }
        // Unseen until this visit: they keep their mark while the page is open.
        return { page, unseen: data.rows.filter((r) => !r.is_seen).map((r) => r.notification_id) };
      } catch {
        if (page === 1 && !signal.aborted) appStore.getState().mergeNotifications({ rows: [], count: 0, page: 1 });
        return { page, unseen: [] };
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last) => last.page + 1,
    staleTime: 0,
    gcTime: 0,
  });
  const pages = list.data?.pages;
  const fresh = useMemo(() => new Set((pages ?? []).flatMap((p) => p.unseen)), [pages]);
  const loading = list.isFetching;

  useEffect(() => {
    document.title = t('notifications.title');
  }, [t]);

  const rows = notifications.rows;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', width: '100%', py: { xs: 0, sm: 3 }, px: { xs: 0, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, px: 2, py: 2 }}>
        {t('notifications.title')}
      </Typography>
      <Card variant="outlined" sx={{ borderRadius: { xs: 0, sm: 3 } }}>
        {rows.length === 0 && loading ? (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        ) : rows.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
            <NotificationsNoneIcon sx={{ fontSize: 56 }} />
            <Typography color="text.primary">{t('notifications.empty')}</Typography>
          </Box>
        ) : (
          <List aria-label={t('notifications.title')}>
            {rows.map((n) => (
              <li key={n.notification_id}>
                <Row n={n} fresh={fresh.has(n.notification_id)} />
              </li>
            ))}
          </List>
        )}
      </Card>
      {notifications.count > rows.length ? (
        <InfiniteSentinel onVisible={() => void list.fetchNextPage()} active={!loading} />
      ) : null}
    </Box>
  );
}

/** /notifications: the full-page list (phones), for signed-in people only. */
export function NotificationsPageRoute() {
  return (
    <RequireAuth>
      <NotificationsScreen />
    </RequireAuth>
  );
}
