import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { formatBadgeCount, useAppStore } from '@jad/shared-ui/core';
import { CountBadge } from '@/components/count-badge';
import { InlineIcon } from '@/components/inline-icon';
import { openNotificationsDrawer } from '@/lib/notifications-drawer';

/** The bell with the unseen count (spec §4: capped as 10+, hidden at 0); shown to signed-in users. */
export function NotificationsBell() {
  const { t } = useTranslation('shell');
  const count = useAppStore((s) => s.notifications_count);
  const lang = useAppStore((s) => s.lang);
  const badge = formatBadgeCount(count, lang);
  return (
    <IconButton
      color="inherit"
      onClick={() => openNotificationsDrawer()}
      aria-label={badge ? t('notifications.openUnseen', { count: badge }) : t('notifications.open')}
      aria-haspopup="dialog"
    >
      <CountBadge text={badge}>
        <InlineIcon name="notifications" />
      </CountBadge>
    </IconButton>
  );
}
