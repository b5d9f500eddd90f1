import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore } from '@jad/shared-ui';
import type { PublicPost } from '@/lib/api-types';
import { withToast } from '@/lib/actions';
import { NS } from '@/i18n';
import { editPost } from '../api';

export const CAPTION_MAX = 2200;

export function EditPostDialog({ post, open, onClose }: { post: PublicPost; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [caption, setCaption] = useState(post.caption);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const updated = await withToast(() => editPost(post.post_id, caption), t('post.edited'));
    setBusy(false);
    if (updated) {
      appStore.getState().replacePost(updated);
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-post-title">
      <DialogTitle id="edit-post-title">{t('post.editTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          maxRows={12}
          label={t('composer.caption')}
          value={caption}
          onChange={(e) => setCaption(e.target.value.slice(0, CAPTION_MAX))}
          helperText={`${caption.length}/${CAPTION_MAX}`}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          variant="contained"
          disableElevation
          onClick={() => void save()}
          disabled={busy || caption === post.caption}
        >
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
