import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AppLink, messageOf } from '@jad/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { PublicOrder } from '@/lib/api-types';
import { hotelKeys } from '@/lib/query-keys';
import { cancelUnpaidOrder } from '../api';

/** Where an unpaid order's payment is completed: the hotel checkout's payment step, or the activity checkout. */
export function completePaymentHref(order: PublicOrder): string | null {
  if (order.kind === 'activity') return `/activities/checkout?order_id=${order.order_id}`;
  const checkout = (order.details as { checkout_id?: unknown }).checkout_id;
  return typeof checkout === 'string' ? `/hotel/booking/payment?checkout=${checkout}` : null;
}

/** An order created but not paid: complete the payment, or cancel it (nothing was charged, so nothing to refund). */
export function UnpaidActions({ order, onCancelled }: { order: PublicOrder; onCancelled(order: PublicOrder): void }) {
  const { t } = useTranslation(NS);
  const [asking, setAsking] = useState(false);
  const client = useQueryClient();
  const cancelling = useMutation({
    mutationFn: () => cancelUnpaidOrder(order.order_id),
    onSuccess: (cancelled) => {
      void client.invalidateQueries({ queryKey: hotelKeys.allOrders });
      onCancelled(cancelled);
    },
  });
  const busy = cancelling.isPending || cancelling.isSuccess;
  const problem = cancelling.isError ? messageOf(cancelling.error) : null;
  const href = completePaymentHref(order);
  const cancel = () => cancelling.mutate();

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'end' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {href && (
          <Button component={AppLink} href={href} variant="contained" size="small" data-testid="order-complete-payment">
            {t('orders.unpaid.complete')}
          </Button>
        )}
        <Button
          variant="outlined"
          size="small"
          color="error"
          onClick={() => setAsking(true)}
          disabled={busy || asking}
          data-testid="order-cancel-unpaid"
        >
          {t('orders.unpaid.cancel')}
        </Button>
      </Box>
      {asking && (
        <Alert
          severity="info"
          data-testid="order-cancel-unpaid-confirm"
          action={
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button color="inherit" size="small" onClick={() => setAsking(false)} disabled={busy}>
                {t('orders.unpaid.keep')}
              </Button>
              <Button color="error" size="small" onClick={cancel} disabled={busy} data-testid="order-cancel-unpaid-yes">
                {t('orders.unpaid.confirmCancel')}
              </Button>
            </Box>
          }
        >
          {t('orders.unpaid.cancelText')}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Box>
  );
}
