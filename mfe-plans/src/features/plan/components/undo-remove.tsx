import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { NS } from '@/i18n';

/** How long Undo is offered after a removal. */
const UNDO_MS = 10_000;

export interface UndoRemoveProps {
  /** The removed activity's name, or null when there is nothing to undo. */
  name: string | null;
  busy: boolean;
  onUndo(): void;
  onClose(): void;
}

/** "Activity removed — Undo": puts the activity back where it was (same day, time and branch). */
export function UndoRemove({ name, busy, onUndo, onClose }: UndoRemoveProps) {
  const { t } = useTranslation(NS);
  return (
    <Snackbar
      open={name !== null}
      autoHideDuration={UNDO_MS}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={name === null ? '' : t('plan.undo.removed', { name })}
      data-testid="undo-remove"
      action={
        <Button
          color="primary"
          size="small"
          variant="contained"
          onClick={onUndo}
          disabled={busy}
          data-testid="undo-remove-button"
        >
          {t('plan.undo.action')}
        </Button>
      }
    />
  );
}
