import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
  const save = handleSubmit(async (values) => {
    let updated: PublicPost;
    try {
      updated = await editPost(post.post_id, values.caption);
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disableElevation
            disabled={formState.isSubmitting || caption === post.caption}
          >
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
