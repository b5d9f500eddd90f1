import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppLink, ErrorView, LoadingIndicator, NotFoundView } from '@jad/shared-ui';
import { checkoutPath, orderPagePath } from '@/lib/booking-api';
import { NS } from '@/i18n';
import { useOrder } from '../hooks/use-order';
import { paymentErrorText } from '../payment-error';
import { OrderSummary } from './order-summary';

/** After paying: the confirmation (outcome 'confirmed') or the failure page (outcome 'failed'). */
export function BookingResultPage({ outcome }: { outcome: 'confirmed' | 'failed' }) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const state = useOrder(params.get('order_id'));
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'not-found') return <NotFoundView message={t('checkout.notFound')} />;
  if (state.status === 'error') return <ErrorView onRetry={state.retry} />;
  const { order } = state;
  // The page follows the order, not the address: a confirmed order never shows as failed.
  const confirmed = order.status === 'confirmed';
  if (outcome === 'confirmed' && !confirmed) return <NotFoundView message={t('checkout.notFound')} />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Box
        sx={{ textAlign: 'center', mb: 3 }}
        role="status"
        data-testid={confirmed ? 'booking-confirmed' : 'booking-failed'}
      >
        {confirmed ? (
          <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        ) : (
          <ErrorIcon color="error" sx={{ fontSize: 64 }} aria-hidden />
        )}
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mt: 1 }}>
          {confirmed ? t('result.confirmedTitle') : t('result.failedTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {confirmed ? t('result.confirmedText') : t('result.failedText')}
        </Typography>
        {!confirmed && order.payment?.error ? (
          <Typography color="error" sx={{ mt: 1 }}>
            {paymentErrorText(t, order.payment.error)}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('result.reference')}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }} dir="ltr">
            {order.order_id}
          </Box>
        </Typography>
      </Box>
      <OrderSummary order={order} />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mt: 3, flexWrap: 'wrap' }}>
        {confirmed ? (
          <>
            <Button component={Link} to={orderPagePath(order.order_id)} variant="contained" data-testid="view-tickets">
              {t('order.title')}
            </Button>
            <Button component={AppLink} href="/orders" variant="outlined">
              {t('result.viewOrders')}
            </Button>
            <Button component={Link} to="/activities" variant="outlined">
              {t('result.moreActivities')}
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to={checkoutPath(order.order_id)} variant="contained" data-testid="try-again">
              {t('result.tryAnotherCard')}
            </Button>
            <Button
              component={Link}
              to={`/activity-detail?acid=${encodeURIComponent(order.activity.activity_id)}`}
              variant="outlined"
            >
              {t('result.backToActivity')}
            </Button>
          </>
        )}
      </Box>
    </Container>
  );
}
