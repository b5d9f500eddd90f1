import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import type { PayResponse } from '@/lib/api-types';
import {
  ErrorView,
  formatMoney,
  isCurrencyCode,
  LoadingIndicator,
  NotFoundView,
  messageOf,
  useAppStore,
} from '@jad/shared-ui';
import { CardPayment, payWithCard, type CardPaymentHandle } from '@jad/shared-ui/card-fields';
import { confirmationPath, failurePath, payOrder } from '@/lib/booking-api';
import { NS } from '@/i18n';
import { activityKeys } from '@/lib/query-keys';
import { useOrder } from '../hooks/use-order';
import { paymentErrorText } from '../payment-error';
import { OrderSummary } from './order-summary';
import { CancellationPolicy } from '@/components/cancellation-policy';

/**
 * /activities/checkout?order_id=…: review the order and pay for it by card, entered in the gateway's own fields
 * (shared-ui's CardPayment): the api gets a PaymentMethod id, and 3-D Secure is completed here.
 */
export function CheckoutPage() {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  const state = useOrder(orderId);
  const card = useRef<CardPaymentHandle | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Once a new card is tried here, the card entry and `problem` speak for it: the last visit's decline is history.
  const [attempted, setAttempted] = useState(false);
  // State updates land after the click that caused them; a ref stops a double click in the same tick.
  const inFlight = useRef(false);
  const client = useQueryClient();
  const paying = useMutation({
    // Card entry, the api's answer, and 3-D Secure when it asks (then the same PaymentMethod again).
    mutationFn: (id: string): Promise<PayResponse | null> =>
      payWithCard(
        card.current,
        (paymentMethod) => payOrder(id, paymentMethod),
        (answer) => (answer.payment.status === 'requires_action' ? answer.payment.client_secret : null),
      ),
    // The member's order lists and order page read the new state.
    onSettled: () => client.invalidateQueries({ queryKey: activityKeys.orders }),
  });

  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'not-found') return <NotFoundView message={t('checkout.notFound')} />;
  if (state.status === 'error') return <ErrorView onRetry={state.retry} />;
  const { order } = state;
  if (order.status === 'confirmed') {
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('checkout.alreadyPaid')}
        </Typography>
        <Button component={Link} to={confirmationPath(order.order_id)} variant="contained">
          {t('checkout.viewConfirmation')}
        </Button>
      </Container>
    );
  }
  const display = isCurrencyCode(order.currency) ? order.currency : 'AED';

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setAttempted(true);
    setProblem(null);
    paying
      .mutateAsync(order.order_id)
      .then((answer) => {
        // Nothing sent, or 3-D Secure not completed: the card entry says why.
        if (!answer) return;
        const { order: paid, payment } = answer;
        state.replace(paid);
        if (payment.status === 'succeeded') {
          navigate(confirmationPath(paid.order_id), { replace: true });
        } else if (payment.status === 'declined') {
          navigate(failurePath(paid.order_id));
        } else {
          // A processing failure: the same card may go through on a retry, charged once.
          setProblem(paymentErrorText(t, payment.error) ?? t('checkout.tryAgain'));
        }
      })
      .catch((error: unknown) => setProblem(messageOf(error)))
      .finally(() => {
        inFlight.current = false;
      });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 3 }}>
        {t('checkout.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <OrderSummary order={order} />
          <CancellationPolicy hours={order.free_cancellation_hours} />
        </Box>
        <Paper
          variant="outlined"
          sx={{ p: 3, borderRadius: 3 }}
          component="form"
          onSubmit={pay}
          noValidate
          aria-labelledby="payment-title"
        >
          <Typography id="payment-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('checkout.payment')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {/* A Latin name or e-mail inside an Arabic sentence keeps its own direction, and wraps as a block of its own. */}
            <Trans
              t={t}
              i18nKey="checkout.contact"
              values={{ name: order.contact_name, email: order.contact_email }}
              components={{ b: <Box component="bdi" sx={{ display: 'inline-block', overflowWrap: 'anywhere' }} /> }}
            />
          </Typography>
          {!attempted && order.status === 'payment_failed' && order.payment?.error ? (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="previous-declined">
              {t('checkout.previousDeclined')}
            </Alert>
          ) : null}
          {/* Charged in AED fils (the display currency is only shown). */}
          <CardPayment handle={card} amountMinor={order.amount_minor} currency="AED" disabled={paying.isPending} />
          {problem ? (
            <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="payment-problem">
              {problem}
            </Alert>
          ) : null}
          <Button
            type="submit"
            fullWidth
            size="large"
            variant="contained"
            disabled={paying.isPending}
            startIcon={<LockIcon />}
            sx={{ mt: 2, py: 1.5, fontWeight: 700 }}
            data-testid="pay"
          >
            {paying.isPending
              ? t('checkout.paying')
              : t('checkout.pay', { amount: formatMoney(order.display_amount_minor, display, lang) })}
          </Button>
        </Paper>
      </Box>
    </Container>
  );
}
