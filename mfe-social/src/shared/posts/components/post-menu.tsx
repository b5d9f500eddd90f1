import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FlagIcon from '@mui/icons-material/Flag';
import LinkIcon from '@mui/icons-material/Link';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@jad/shared-ui';
import type { PublicPost } from '@/lib/api-types';
import { requireSignIn, toast } from '@/lib/actions';
import { useSessionUser } from '@/lib/store';
import { NS } from '@/i18n';
import { postUrl } from '../api';

// The dialogs are chunks of their own, loaded when chosen: a feed of posts shows none of them.
const DeletePostDialog = lazy(() => import('./delete-post-dialog').then((m) => ({ default: m.DeletePostDialog })));
const EditPostDialog = lazy(() => import('./edit-post-dialog').then((m) => ({ default: m.EditPostDialog })));
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));
const RelationAction = lazy(() =>
  import('@/shared/relations/components/relation-action').then((m) => ({ default: m.RelationAction })),
);

export async function copyPostLink(postId: string, copied: string): Promise<void> {
  const url = `${window.location.origin}${postUrl(postId)}`;
  try {
    await navigator.clipboard.writeText(url);
    toast(copied);
  } catch {
    window.prompt('', url);
  }
}

/**
 * ⋯ on a post: edit and delete for its author; report, mute and block the author (confirmed first) for everyone else;
 * copy link and open for all.
 */
export function PostMenu({ post, onPostPage = false }: { post: PublicPost; onPostPage?: boolean }) {
  const { t } = useTranslation(NS);
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'report' | 'muted' | 'blocked' | null>(null);
  const close = () => setAnchor(null);
  const open = (which: 'edit' | 'delete' | 'report' | 'muted' | 'blocked') => {
    close();
    if (!user) return requireSignIn();
    setDialog(which);
  };
  return (
    <>
      <IconButton
        aria-label={t('post.options')}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        edge="end"
      >
        <MoreHorizIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {post.is_owner ? (
          <MenuItem onClick={() => open('edit')}>
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            {t('post.edit')}
          </MenuItem>
        ) : null}
        {post.is_owner ? (
          <MenuItem onClick={() => open('delete')} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteIcon fontSize="small" />
            </ListItemIcon>
            {t('post.delete')}
          </MenuItem>
        ) : null}
        {!post.is_owner ? (
          <MenuItem onClick={() => open('report')} disabled={post.reported} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <FlagIcon fontSize="small" />
            </ListItemIcon>
            {post.reported ? t('report.done') : t('post.report')}
          </MenuItem>
        ) : null}
        {!post.is_owner ? (
          <MenuItem onClick={() => open('muted')}>
            <ListItemIcon>
              <VolumeOffIcon fontSize="small" />
            </ListItemIcon>
            {t('relations.muteUser', { username: post.user.username })}
          </MenuItem>
        ) : null}
        {!post.is_owner ? (
          <MenuItem onClick={() => open('blocked')} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <BlockIcon fontSize="small" />
            </ListItemIcon>
            {t('relations.blockUser', { username: post.user.username })}
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            void copyPostLink(post.post_id, t('post.linkCopied'));
          }}
        >
          <ListItemIcon>
            <LinkIcon fontSize="small" />
          </ListItemIcon>
          {t('post.copyLink')}
        </MenuItem>
        {!onPostPage ? (
          <MenuItem
            onClick={() => {
              close();
              navigate(postUrl(post.post_id));
            }}
          >
            <ListItemIcon>
              <OpenInNewIcon fontSize="small" />
            </ListItemIcon>
            {t('post.open')}
          </MenuItem>
        ) : null}
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'edit' ? <EditPostDialog post={post} open onClose={() => setDialog(null)} /> : null}
        {dialog === 'delete' ? (
          <DeletePostDialog
            post={post}
            open
            onClose={() => setDialog(null)}
            onDeleted={onPostPage ? () => navigate('/feed', { replace: true }) : undefined}
          />
        ) : null}
        {dialog === 'report' ? <ReportDialog post={post} open onClose={() => setDialog(null)} /> : null}
        {dialog === 'muted' || dialog === 'blocked' ? (
          <RelationAction
            kind={dialog}
            person={post.user}
            onClose={() => setDialog(null)}
            // on the post's page, the post is gone from view: back to the feed, where their posts are left out
            onDone={onPostPage ? () => navigate('/feed', { replace: true }) : undefined}
          />
        ) : null}
      </Suspense>
    </>
  );
}
