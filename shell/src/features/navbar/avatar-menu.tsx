import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, directionOf, useAppStore } from '@jad/shared-ui/core';
import { avatarMenuEntries, type MenuEntry } from './menu-entries';
import { MenuIcon } from './menu-icon';
import { useEntryDetail } from './menu-entry-text';
import { runMenuAction } from './run-menu-action';

export interface AvatarMenuProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

function Item({ entry, onClose }: { entry: MenuEntry; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const theme = useAppStore((s) => s.theme);
  const detail = useEntryDetail(entry);
  const content = (
    <>
      <ListItemIcon>
        <MenuIcon id={entry.id} theme={theme} />
      </ListItemIcon>
      <ListItemText primary={t(entry.label)} />
      {detail ? (
        <Typography variant="body2" color="text.secondary" lang={detail.lang} sx={{ marginInlineStart: 2 }}>
          {detail.text}
        </Typography>
      ) : null}
    </>
  );
  if (entry.href) {
    return (
      <MenuItem component={AppLink} href={entry.href} onClick={onClose}>
        {content}
      </MenuItem>
    );
  }
  return (
    <MenuItem
      onClick={() => {
        onClose();
        if (entry.action) void runMenuAction(entry.action);
      }}
    >
      {content}
    </MenuItem>
  );
}

/** The avatar menu of spec §2 (loaded on first open). */
export default function AvatarMenu({ anchorEl, onClose }: AvatarMenuProps) {
  const { t } = useTranslation('shell');
  const user = useAppStore((s) => s.user);
  const theme = useAppStore((s) => s.theme);
  const lang = useAppStore((s) => s.lang);
  const entries = avatarMenuEntries({ signedIn: !!user, username: user?.username ?? null, theme });
  // Popover positions with inline styles, which the rtl style cache does not mirror: align to the avatar's end edge.
  const end = directionOf(lang) === 'rtl' ? 'left' : 'right';
  return (
    <Menu
      id="account-menu"
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } }, list: { 'aria-label': t('nav.accountMenu') } }}
    >
      <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }} role="none">
        {user ? t('nav.signedInAs', { name: user.first_name || user.username }) : t('nav.guest')}
      </Typography>
      <Divider component="li" role="none" />
      {entries.map((entry) => (
        <Fragment key={entry.id}>
          {entry.id === 'theme' ? <Divider component="li" role="none" /> : null}
          <Item entry={entry} onClose={onClose} />
        </Fragment>
      ))}
    </Menu>
  );
}
