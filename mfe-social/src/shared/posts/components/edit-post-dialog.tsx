import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore } from '@jad/shared-ui';
import { useZodForm } from '@jad/shared-ui/forms';
import type { PublicPost } from '@/lib/api-types';
import { toast } from '@/lib/actions';
import { showFormError } from '@/lib/form-errors';
import { NS } from '@/i18n';
import { CaptionField, captionSchema } from './caption-field';
import { editPost } from '../api';

export function EditPostDialog({ post, open, onClose }: { post: PublicPost; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const { control, handleSubmit, setError, watch, formState } = useZodForm(captionSchema, {
    defaultValues: { caption: post.caption },
  });
  const caption = watch('caption');
  // The photos' descriptions, by position (videos keep '').
  const initialAlts = post.media.map((m) => m.alt_text ?? '');
  const [alts, setAlts] = useState(initialAlts);
  const altsChanged = alts.some((a, i) => a.trim() !== initialAlts[i]);
  const save = handleSubmit(async (values) => {
    let updated: PublicPost;
    try {
      updated = await editPost(post.post_id, values.caption, altsChanged ? alts.map((a) => a.trim()) : undefined);
    } catch (error) {
      showFormError(error, setError, ['caption']);
      return;
    }
    toast(t('post.edited'));
    appStore.getState().replacePost(updated);
    onClose();
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-post-title">
      <form onSubmit={(e) => void save(e)} noValidate>
        <DialogTitle id="edit-post-title">{t('post.editTitle')}</DialogTitle>
        <DialogContent>
          <CaptionField control={control} maxRows={12} label={t('composer.caption')} />
          {post.media.map((m, i) =>
            m.is_image ? (
              <Box key={m.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mt: 2 }}>
                <Box
                  component="img"
                  src={m.thumbnail ?? m.url}
                  alt=""
                  sx={{ width: 56, height: 56, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
                />
                <TextField
                  value={alts[i] ?? ''}
                  onChange={(e) => setAlts((prev) => prev.map((a, j) => (j === i ? e.target.value : a)))}
                  placeholder={t('composer.altPlaceholder')}
                  size="small"
                  fullWidth
                  multiline
                  maxRows={4}
                  slotProps={{
                    htmlInput: { 'aria-label': t('composer.altLabel', { n: i + 1 }), maxLength: 1000, dir: 'auto' },
                  }}
                />
              </Box>
            ) : null,
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disableElevation
            disabled={formState.isSubmitting || (caption === post.caption && !altsChanged)}
          >
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
