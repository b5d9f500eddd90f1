import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, appStore, directionOf, useAppStore } from '@jad/shared-ui';
import { drawerAnchorFor, notificationsDrawerSide } from './drawer-side';
import { NotificationsList } from './notifications-list';
import { unseenNow, type UnseenAtOpen } from './use-notifications-pages';

export interface NotificationsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Spec §4: opening the drawer marks every notification seen, on the server and in the store. */
export function markAllSeen(): void {
  appStore.getState().markAllNotificationsSeen();
  api.put('/notifications/seen').catch(() => undefined); // the badge is already cleared; a retry happens on the next open
}

/** The frame of the notifications drawer; the list inside belongs to the social domain. Loaded on first open. */
export default function NotificationsDrawer({ open, onClose }: NotificationsDrawerProps) {
  const { t } = useTranslation('shell');
  const lang = useAppStore((s) => s.lang);
  const side = notificationsDrawerSide(lang);
  // Taken while rendering the opening (before the effect below marks everything seen), for the list's markers.
  const [atOpen, setAtOpen] = useState<UnseenAtOpen>(() => unseenNow());
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAtOpen(unseenNow());
  }

  useEffect(() => {
    if (open) markAllSeen();
  }, [open]);

  return (
    <Drawer
      anchor={drawerAnchorFor(side, directionOf(lang))}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': 'notifications-drawer-title',
          'data-side': side,
          sx: { width: { xs: '100%', sm: 400 } },
        } as object,
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id="notifications-drawer-title" component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('notifications.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('notifications.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <NotificationsList onNavigate={onClose} unseenAtOpen={atOpen} />
      </Box>
    </Drawer>
  );
}
