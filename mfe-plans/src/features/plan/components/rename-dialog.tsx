import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { i18n, type ToastResult } from '@jad/shared-ui';
import { applyApiErrors, fieldError, useZodForm, z } from '@jad/shared-ui/forms';
import { NS } from '@/i18n';

const NAME_MAX = 80;
// The plan's own wording for a missing name, read when the check runs (so in the language of that moment).
const nameMissing = () => i18n.t(`${NS}:questionnaire.errors.name`);
const schema = z.object({ name: z.string().trim().min(1, { error: nameMissing }).max(NAME_MAX) });

export function RenameDialog({
  name,
  open,
  onClose,
  onRename,
}: {
  name: string;
  open: boolean;
  onClose(): void;
  /** Saves the name; a failure is shown here (under the field, or in the dialog's alert). */
  onRename(name: string): Promise<ToastResult<unknown>>;
}) {
  const { t } = useTranslation(NS);
  const { register, handleSubmit, reset, setError, formState } = useZodForm(schema, { defaultValues: { name } });
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    reset({ name });
    setFailure(null);
  }, [name, open, reset]);
  const error = formState.errors.name?.message;
  const { ref: nameRef, ...nameField } = register('name');
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await onRename(values.name);
    if (!result.ok) setFailure(applyApiErrors(result.error, setError, ['name']));
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="rename-title" fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="rename-title">{t('plan.rename.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1 }}>
          <TextField
            fullWidth
            autoFocus
            label={t('questionnaire.name.label')}
            {...nameField}
            inputRef={nameRef}
            {...fieldError(error)}
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            sx={{ mt: 1 }}
          />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('common:save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
