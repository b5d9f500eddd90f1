import { lazy, Suspense, useEffect, useState } from 'react';
import { bus } from '../bus/bus';
import type { AppEvents } from '../bus/events';

type Toast = AppEvents['shell:toast-requested'] & { id: number };

// Most visits never see a toast: the snackbar and its MUI parts are fetched with the first one.
const ToastView = lazy(() => import('./toast-view'));

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

  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView toast={toast} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
