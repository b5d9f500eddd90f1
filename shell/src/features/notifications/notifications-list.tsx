import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore, navigate, type AppNotification } from '@jad/shared-ui/core';
import { apiRequest } from '@jad/shared-ui';
import { NOTIFICATIONS_NS } from './i18n';
import { NotificationItem } from './notification-item';
import { notificationTarget } from './notification-target';
import { notificationsWrite, useNotificationsPages, type UnseenAtOpen } from './use-notifications-pages';

// Owned by the social domain. The shell's drawer renders `<NotificationsList onNavigate={close} />`.
export interface NotificationsListProps {
  /** Called when a notification was clicked and the app navigates: the drawer closes. */
  onNavigate: () => void;
  /** What was unseen when the drawer opened (their "new" markers outlive the drawer marking all seen). */
  unseenAtOpen?: UnseenAtOpen;
}

/**
 * Spec §4: a click closes the drawer, marks the notification seen (in the store at once, then on the server, after
 * which an open list asks again) and goes where its type points. A failed mark changes nothing visible.
 */
function useOpenNotification(onNavigate: () => void) {
  const client = useQueryClient();
  const { mutate: markSeen } = useMutation({
    mutationFn: (id: string) => apiRequest('put', '/notifications', { notification_id: id }),
    ...notificationsWrite(client, (id: string) => appStore.getState().markNotificationSeen(id)),
  });
  return (notification: AppNotification) => {
    markSeen(notification.notification_id);
    onNavigate();
    const target = notificationTarget(notification);
    if (target) navigate(target);
  };
}

function BottomSentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return <Box ref={ref} data-testid="notifications-sentinel" sx={{ height: 1 }} />;
}

function LoadingRows() {
  return (
    <Box sx={{ px: 2 }}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1.25 }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="80%" />
            <Skeleton width="40%" />
          </Box>
          <Skeleton variant="rounded" width={44} height={44} />
        </Box>
      ))}
    </Box>
  );
}

export function NotificationsList({ onNavigate, unseenAtOpen }: NotificationsListProps) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const { notifications, loading, hasMore, loadMore, fresh } = useNotificationsPages(unseenAtOpen);
  const open = useOpenNotification(onNavigate);
  const rows = notifications.rows;

  if (rows.length === 0) {
    if (loading || notifications.page === 0) {
      return (
        <Box role="status" aria-label={t('loading')}>
          <LoadingRows />
        </Box>
      );
    }
    return (
      <Box sx={{ textAlign: 'center', px: 4, py: 8, color: 'text.secondary' }}>
        <NotificationsNoneIcon sx={{ fontSize: 56, mb: 1 }} />
        <Typography component="p" variant="subtitle1" color="text.primary" sx={{ fontWeight: 600 }}>
          {t('empty')}
        </Typography>
        <Typography variant="body2">{t('emptyHint')}</Typography>
      </Box>
    );
  }

  const isNew = (n: AppNotification) => fresh.has(n.notification_id) || !n.is_seen;
  const fresher = rows.filter(isNew);
  const earlier = rows.filter((n) => !isNew(n));
  const section = (title: string, items: AppNotification[]) =>
    items.length === 0 ? null : (
      <li key={title}>
        <List disablePadding aria-label={title}>
          <ListSubheader
            disableSticky
            sx={{ lineHeight: '40px', fontWeight: 700, color: 'text.primary', bgcolor: 'transparent' }}
          >
            {title}
          </ListSubheader>
          {items.map((n) => (
            <li key={n.notification_id}>
              <NotificationItem notification={n} isNew={isNew(n)} href={notificationTarget(n)} onOpen={open} />
            </li>
          ))}
        </List>
      </li>
    );

  return (
    <Box>
      <List disablePadding aria-label={t('listLabel')}>
        {section(t('new'), fresher)}
        {section(t('earlier'), earlier)}
      </List>
      {hasMore ? <BottomSentinel onVisible={loadMore} /> : null}
      {loading && rows.length > 0 ? (
        <Box role="status" aria-label={t('loadingMore')} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} />
        </Box>
      ) : null}
    </Box>
  );
}
