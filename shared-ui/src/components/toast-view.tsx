import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '../constants';
import type { AppEvents } from '../bus/events';

export interface ToastViewProps {
  toast: AppEvents['shell:toast-requested'] & { id: number };
  open: boolean;
  onClose: () => void;
}

/** The snackbar of one toast, shown for 2 s (spec §8). Loaded by ToastHost on the first toast. */
export default function ToastView({ toast, open, onClose }: ToastViewProps) {
  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={toast.severity ?? 'info'} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
