import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, useAppStore, usePathname } from '@jad/shared-ui/core';
import { Logo } from '@/components/logo';
import { mobileDrawerEntries, type MenuEntry } from './menu-entries';
import { MenuIcon } from './menu-icon';
import { useEntryDetail } from './menu-entry-text';
import { runMenuAction } from './run-menu-action';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

function Item({ entry, onClose, current }: { entry: MenuEntry; onClose: () => void; current: boolean }) {
  const { t } = useTranslation('shell');
  const theme = useAppStore((s) => s.theme);
  const detail = useEntryDetail(entry);
  const body = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <MenuIcon id={entry.id} theme={theme} />
      </ListItemIcon>
      <ListItemText
        primary={t(entry.label)}
        secondary={detail?.text}
        slotProps={{ secondary: { lang: detail?.lang } }}
      />
    </>
  );
  return (
    <li>
      {entry.href ? (
        <ListItemButton
          component={AppLink}
          href={entry.href}
          onClick={onClose}
          selected={current}
          aria-current={current ? 'page' : undefined}
        >
          {body}
        </ListItemButton>
      ) : (
        <ListItemButton
          onClick={() => {
            onClose();
            if (entry.action) void runMenuAction(entry.action);
          }}
        >
          {body}
        </ListItemButton>
      )}
    </li>
  );
}

/** The mobile navigation drawer of spec §2 (loaded on first open); it comes in from the start side. */
export default function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  const { t } = useTranslation('shell');
  const user = useAppStore((s) => s.user);
  const theme = useAppStore((s) => s.theme);
  const pathname = usePathname();
  const entries = mobileDrawerEntries({ signedIn: !!user, username: user?.username ?? null, theme });
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' }, 'aria-label': t('nav.mainLabel') } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, minHeight: 56 }}>
        <Box sx={{ flex: 1 }} onClick={onClose}>
          <Logo />
        </Box>
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.mainLabel')}>
        <List component="ul" sx={{ py: 0.5 }}>
          {entries.map((entry) => (
            <Fragment key={entry.id}>
              {entry.id === 'theme' ? <Divider component="li" role="none" sx={{ my: 0.5 }} /> : null}
              <Item entry={entry} onClose={onClose} current={!!entry.href && entry.href === pathname} />
            </Fragment>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
