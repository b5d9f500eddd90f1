import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BlockIcon from '@mui/icons-material/Block';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProfile } from '@/lib/api-types';
import { NS } from '@/i18n';
import type { RelationKind } from '@/shared/relations/api';
import { useRelation } from '@/shared/relations/hooks/use-relation';
import { RelationConfirmDialog } from '@/shared/relations/components/relation-confirm-dialog';

const RelationsDialog = lazy(() => import('./relations-dialog').then((m) => ({ default: m.RelationsDialog })));

/** ⋯ on someone else's profile: mute or unmute, block (after a confirmation) or unblock. Members only. */
export function ProfileMenu({ profile }: { profile: SocialProfile }) {
  const { t } = useTranslation(NS);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const change = useRelation();
  const who = { uuid: profile.uuid, username: profile.username };
  const run = (kind: RelationKind, on: boolean) => {
    setAnchor(null);
    change.mutate({ kind, on, ...who });
  };
  return (
    <>
      <IconButton
        aria-label={t('relations.menu', { username: profile.username })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreHorizIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('muted', !profile.is_muted)} disabled={change.isPending}>
          <ListItemIcon>{profile.is_muted ? <VolumeUpIcon /> : <VolumeOffIcon />}</ListItemIcon>
          {t(profile.is_muted ? 'relations.unmute' : 'relations.mute')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (profile.is_blocked) return run('blocked', false);
            setAnchor(null);
            setConfirming(true);
          }}
          disabled={change.isPending}
          sx={profile.is_blocked ? undefined : { color: 'error.main' }}
        >
          <ListItemIcon sx={profile.is_blocked ? undefined : { color: 'error.main' }}>
            <BlockIcon />
          </ListItemIcon>
          {t(profile.is_blocked ? 'relations.unblock' : 'relations.block')}
        </MenuItem>
      </Menu>
      <RelationConfirmDialog
        kind="blocked"
        username={profile.username}
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          run('blocked', true);
        }}
      />
    </>
  );
}

/** ⋯ on the member's own profile: their muted and blocked lists (the settings of who they hear from). */
export function OwnProfileMenu() {
  const { t } = useTranslation(NS);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [list, setList] = useState<RelationKind | null>(null);
  const show = (kind: RelationKind) => {
    setAnchor(null);
    setList(kind);
  };
  return (
    <>
      <IconButton aria-label={t('relations.settings')} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreHorizIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => show('muted')}>
          <ListItemIcon>
            <VolumeOffIcon />
          </ListItemIcon>
          {t('relations.muted.title')}
        </MenuItem>
        <MenuItem onClick={() => show('blocked')}>
          <ListItemIcon>
            <BlockIcon />
          </ListItemIcon>
          {t('relations.blocked.title')}
        </MenuItem>
      </Menu>
      {list ? (
        <Suspense fallback={null}>
          <RelationsDialog kind={list} open onClose={() => setList(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
