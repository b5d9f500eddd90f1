import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { appStore } from '@jad/shared-ui';
import { Controller, useZodForm, z } from '@jad/shared-ui/forms';
import type { PublicPost } from '@/lib/api-types';
import { toast } from '@/lib/actions';
import { showFormError } from '@/lib/form-errors';
import { NS } from '@/i18n';
import { CAPTION_MAX } from '../caption';
import { editPost } from '../api';

const schema = z.object({ caption: z.string().max(CAPTION_MAX) });

export function EditPostDialog({ post, open, onClose }: { post: PublicPost; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const { control, handleSubmit, setError, watch, formState } = useZodForm(schema, {
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
          <Controller
            control={control}
            name="caption"
            render={({ field, fieldState }) => (
              <TextField
                autoFocus
                fullWidth
                multiline
                minRows={3}
                maxRows={12}
                label={t('composer.caption')}
                name={field.name}
                value={field.value}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.target.value.slice(0, CAPTION_MAX))}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? `${field.value.length}/${CAPTION_MAX}`}
                sx={{ mt: 1 }}
              />
            )}
          />
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
