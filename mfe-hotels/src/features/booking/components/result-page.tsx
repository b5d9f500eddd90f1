import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AppLink, ErrorView, NotFoundView, useAppStore } from '@jad/shared-ui';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Page } from '@/components/page';
import { NS } from '@/i18n';
import { stayDate } from '@/lib/dates';
import { atFixedRate, fixedMoney, useMoney } from '@jad/shared-ui';
import { rememberEmail } from '@/lib/manage-access';
import { roomsHref, useCheckout } from '../hooks/use-checkout';
import { PriceBreakdownCard } from './review-page';

function Outcome({
  icon,
  colour,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  colour: string;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 4 }, borderRadius: 3, textAlign: 'center', mb: 3 }}
      data-testid={testId}
      role="status"
    >
      <Box sx={{ color: colour, '& svg': { fontSize: 56 } }}>{icon}</Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, my: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /hotel/payment/result?checkout=… : confirmed, payment failed, booking failed (refunded) or still processing. */
export function ResultPage() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const id = useMemo(() => new URLSearchParams(location.search).get('checkout'), [location.search]);
  const { load, reload } = useCheckout(id);
  const money = useMoney();
  const signedIn = useAppStore((s) => s.sessionStatus === 'authenticated');

  // The booker may manage the booking from here without typing the e-mail again.
  useEffect(() => {
    if (load.status === 'ready' && load.checkout.order_id && load.checkout.contact)
      rememberEmail(load.checkout.order_id, load.checkout.contact.email);
  }, [load]);

  if (load.status === 'missing') return <NotFoundView message={t('booking.notFound')} />;
  if (load.status === 'error') return <ErrorView onRetry={reload} />;
  if (load.status === 'loading')
    return (
      <Page>
        <CircularProgress />
      </Page>
    );
  const c = load.checkout;
  const manage = c.order_id ? `/hotel/booking/manage?order_id=${c.order_id}` : null;
  const refund = c.failure?.refund_minor ?? null;

  return (
    <Page testId="payment-result">
      {c.outcome === 'confirmed' && (
        <Outcome
          testId="result-confirmed"
          icon={<CheckCircle />}
          colour="success.main"
          title={t('result.confirmedTitle')}
        >
          <Typography color="text.secondary">{t('result.confirmedText', { email: c.contact?.email ?? '' })}</Typography>
          <Typography sx={{ mt: 2 }} variant="overline" component="p">
            {t('result.reference')}
          </Typography>
          <Typography
            sx={{ fontFamily: 'monospace', fontSize: 16, wordBreak: 'break-all' }}
            data-testid="booking-reference"
          >
            {c.order_id}
          </Typography>
          <Typography sx={{ mt: 2, fontWeight: 600 }}>{c.hotel.name}</Typography>
          <Typography color="text.secondary">
            {stayDate(c.stay.checkin, money.lang)} – {stayDate(c.stay.checkout, money.lang)} · {c.room.name}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: 20, mt: 1 }}>
            {fixedMoney(c.price.display_total_minor, c.price.currency, money.lang)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 3, flexWrap: 'wrap' }}>
            {manage && (
              <Button component={AppLink} href={manage} variant="contained" data-testid="manage-booking">
                {t('result.manage')}
              </Button>
            )}
            {signedIn && (
              <Button component={AppLink} href="/orders" variant="outlined">
                {t('result.orders')}
              </Button>
            )}
          </Box>
        </Outcome>
      )}
      {c.outcome === 'payment_failed' && (
        <Outcome
          testId="result-payment-failed"
          icon={<ErrorOutline />}
          colour="error.main"
          title={t('result.failedPayment')}
        >
          <Typography color="text.secondary">
            {c.failure?.reason === 'payment_declined' ? t('result.declined') : t('result.paymentError')}
          </Typography>
          <Button
            component={AppLink}
            href={`/hotel/booking/payment?checkout=${c.checkout_id}`}
            variant="contained"
            sx={{ mt: 3 }}
            data-testid="try-again"
          >
            {t('result.tryAgain')}
          </Button>
        </Outcome>
      )}
      {c.outcome === 'booking_failed' && (
        <Outcome
          testId="result-booking-failed"
          icon={<ErrorOutline />}
          colour="error.main"
          title={t('result.bookingFailed')}
        >
          <Typography>{c.failure?.reason === 'sold_out' ? t('result.soldOut') : t('result.supplierError')}</Typography>
          {refund !== null && refund > 0 && (
            <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="refund-note">
              {t('result.refund', { amount: atFixedRate(refund, c.price.currency, c.price.fx_rate, money.lang) })}
            </Typography>
          )}
          <Button component={AppLink} href={roomsHref(c)} variant="contained" sx={{ mt: 3 }}>
            {t('result.searchAgain')}
          </Button>
        </Outcome>
      )}
      {(c.outcome === 'processing' || c.outcome === null) && (
        <Outcome
          testId="result-processing"
          icon={<CircularProgress />}
          colour="primary.main"
          title={t('result.processing')}
        >
          <Typography color="text.secondary">{c.hotel.name}</Typography>
        </Outcome>
      )}
      {c.outcome === 'confirmed' && <PriceBreakdownCard checkout={c} money={money} />}
    </Page>
  );
}
