import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { NS } from '@/i18n';

export function RenameDialog({
  name,
  open,
  onClose,
  onRename,
}: {
  name: string;
  open: boolean;
  onClose(): void;
  onRename(name: string): Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const [value, setValue] = useState(name);
  useEffect(() => setValue(name), [name, open]);
  const valid = value.trim().length > 0 && value.trim().length <= 80;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="rename-title" fullWidth maxWidth="xs">
      <DialogTitle id="rename-title">{t('plan.rename.title')}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          autoFocus
          label={t('questionnaire.name.label')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={!valid}
          helperText={valid ? ' ' : t('questionnaire.errors.name')}
          slotProps={{ htmlInput: { maxLength: 80 } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" disabled={!valid} onClick={() => void onRename(value.trim())}>
          {t('common:save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function DeleteDialog({
  open,
  onClose,
  onDelete,
}: {
  open: boolean;
  onClose(): void;
  onDelete(): Promise<void>;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-title" fullWidth maxWidth="xs">
      <DialogTitle id="delete-title">{t('plan.delete.title')}</DialogTitle>
      <DialogContent>{t('plan.delete.text')}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => void onDelete()} data-testid="delete-confirm">
          {t('common:delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
