import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { bus } from '../bus/bus';
import type { AppEvents } from '../bus/events';
import { TOAST_DURATION_MS } from '../constants';

type Toast = AppEvents['shell:toast-requested'] & { id: number };

/** Shows 'shell:toast-requested' events for 2 s each (spec §8); the shell renders one of these. */
export function ToastHost() {
  const [toast, setToast] = useState<Toast | null>(null);
  // Kept apart from the toast so the text stays while the snackbar animates out.
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let next = 0;
    return bus.on('shell:toast-requested', (payload) => {
      next += 1;
      setToast({ ...payload, id: next });
      setOpen(true);
    });
  }, []);

  return (
    <Snackbar
      key={toast?.id}
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast?.severity ?? 'info'}
        variant="filled"
        onClose={() => setOpen(false)}
        sx={{ width: '100%' }}
      >
        {toast?.message}
      </Alert>
    </Snackbar>
  );
}
