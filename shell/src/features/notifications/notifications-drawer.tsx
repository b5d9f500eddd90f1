import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore, directionOf, useAppStore } from '@jad/shared-ui/core';
import { apiRequest } from '@jad/shared-ui';
import { DataProvider } from '@jad/shared-ui/data';
import { drawerAnchorFor, notificationsDrawerSide } from './drawer-side';
import { NotificationsList } from './notifications-list';
import { notificationsWrite, unseenNow, type UnseenAtOpen } from './use-notifications-pages';

export interface NotificationsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §4: opening the drawer marks every notification seen, in the store at once (the badge clears) and on the
 * server; a failure changes nothing visible, the next opening marks them again.
 */
function useMarkAllSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('put', '/notifications/seen'),
    // The list asks again once the server has them seen (its "new" markers stay).
    ...notificationsWrite(client, () => appStore.getState().markAllNotificationsSeen()),
  }).mutate;
}

/** The frame of the notifications drawer; the list inside belongs to the social domain. Loaded on first open. */
export default function NotificationsDrawer(props: NotificationsDrawerProps) {
  // Its own chunk, rendered by the shell (outside any remote's root): the page's one query client.
  return (
    <DataProvider>
      <DrawerFrame {...props} />
    </DataProvider>
  );
}

function DrawerFrame({ open, onClose }: NotificationsDrawerProps) {
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

  const markAllSeen = useMarkAllSeen();
  useEffect(() => {
    if (open) markAllSeen();
  }, [open, markAllSeen]);

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
