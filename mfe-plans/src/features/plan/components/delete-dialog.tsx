import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { NS } from '@/i18n';

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
