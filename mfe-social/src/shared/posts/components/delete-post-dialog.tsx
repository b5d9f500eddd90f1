import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore } from '@jad/shared-ui';
import type { PublicPost } from '@/lib/api-types';
import { withToast } from '@/lib/actions';
import { NS } from '@/i18n';
import { deletePost } from '../api';

export function DeletePostDialog({
  post,
  open,
  onClose,
  onDeleted,
}: {
  post: PublicPost;
  open: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const done = await withToast(async () => {
      await deletePost(post.post_id);
      return true;
    }, t('post.deleted'));
    setBusy(false);
    if (done) {
      onClose();
      appStore.getState().removePost(post.post_id);
      onDeleted?.();
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-post-title">
      <DialogTitle id="delete-post-title">{t('post.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('post.deleteText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button color="error" variant="contained" disableElevation onClick={() => void remove()} disabled={busy}>
          {t('actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
