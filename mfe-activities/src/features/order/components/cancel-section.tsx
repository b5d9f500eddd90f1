import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, isCurrencyCode, serverCodeOf, type Lang } from '@jad/shared-ui';
import type { ActivityOrderView } from '@/lib/api-types-order';
import { NS } from '@/i18n';
import { CancellationPolicy } from '@/components/cancellation-policy';
import { cancelOrder } from '../api';
import { dubaiDateTime } from './order-history';

/** The policy, the deadline, the refund once cancelled, and the cancel button while cancelling is free. */
export function CancelSection({
  view,
  lang,
  email,
  onCancelled,
}: {
  view: ActivityOrderView;
  lang: Lang;
  email: string | null;
  onCancelled: (v: ActivityOrderView) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { cancellation, refund, order } = view;
  const currency = isCurrencyCode(order.currency) ? order.currency : 'AED';
  const money = (displayMinor: number) => formatMoney(displayMinor, currency, lang);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      onCancelled(await cancelOrder(order.order_id, email));
      setOpen(false);
    } catch (e) {
      const code = serverCodeOf(e);
      setError(
        code && i18n.exists(`order.errors.${code}`, { ns: NS }) ? t(`order.errors.${code}`) : t('order.errors.generic'),
      );
      setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="cancellation-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="cancellation-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('order.cancellation')}
      </Typography>
      <CancellationPolicy hours={cancellation.free_cancellation_hours} />
      {refund ? (
        <Alert severity={refund.status === 'failed' ? 'warning' : 'success'} data-testid="order-refund">
          {t(`order.refund.${refund.status}`, { amount: money(refund.display_amount_minor) })}
        </Alert>
      ) : null}
      {cancellation.free_until && order.status === 'confirmed' ? (
        <Typography color={cancellation.cancellable ? 'text.primary' : 'text.secondary'} data-testid="cancel-deadline">
          {cancellation.cancellable
            ? t('order.freeUntil', { when: dubaiDateTime(cancellation.free_until, lang) })
            : cancellation.reason === 'deadline_passed'
              ? t('order.deadlinePassed', { when: dubaiDateTime(cancellation.free_until, lang) })
              : null}
        </Typography>
      ) : null}
      {error ? (
        <Alert severity="error" data-testid="cancel-error">
          {error}
        </Alert>
      ) : null}
      {cancellation.cancellable ? (
        <Box>
          <Button variant="outlined" color="error" onClick={() => setOpen(true)} data-testid="cancel-order">
            {t('order.cancel')}
          </Button>
        </Box>
      ) : null}
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="cancel-dialog-title">
        <DialogTitle id="cancel-dialog-title">{t('order.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('order.cancelText', { amount: money(order.display_amount_minor) })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('order.keep')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirm()}
            disabled={busy}
            data-testid="confirm-cancel"
          >
            {busy ? t('order.cancelling') : t('order.confirmCancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
