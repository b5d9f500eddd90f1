import ArrowBack from '@mui/icons-material/ArrowBack';
import Lock from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError, AppLink, messageOf, navigate, DirectionalIcon } from '@jad/shared-ui';
import { CardPayment, payWithCard, type CardPaymentHandle } from '@jad/shared-ui/card-fields';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from '@/components/redirect';
import { NS } from '@/i18n';
import { fixedMoney } from '@jad/shared-ui';
import { payCheckout } from '../api';
import { roomsHref } from '../hooks/use-checkout';
import { CheckoutLayout, type StepProps } from './checkout-layout';

function PaymentStep({ checkout, money }: StepProps) {
  const { t } = useTranslation(NS);
  // The card is entered in the gateway's own fields (shared-ui's CardPayment); the api gets a PaymentMethod id.
  const card = useRef<CardPaymentHandle | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; back?: boolean } | null>(null);
  // A second click while the first is in flight does nothing (and the api would not charge twice anyway).
  const inFlight = useRef(false);

  if (!checkout.contact) return <Redirect to={`/hotel/booking/details?checkout=${checkout.checkout_id}`} />;
  if (checkout.status === 'booked' || checkout.status === 'failed' || checkout.status === 'paying')
    return <Redirect to={`/hotel/payment/result?checkout=${checkout.checkout_id}`} />;

  const amount = fixedMoney(checkout.price.display_total_minor, checkout.price.currency, money.lang);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await payWithCard(
        card.current,
        (paymentMethod) => payCheckout(checkout.checkout_id, paymentMethod),
        // 3-D Secure: completed in the browser, then the same PaymentMethod again (the api reads the outcome).
        (paid) => (paid.outcome === 'requires_action' ? paid.client_secret : null),
      );
      // Nothing sent, or 3-D Secure not completed: the card entry says why.
      if (answer) navigate(`/hotel/payment/result?checkout=${checkout.checkout_id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The price moved: back to room selection (spec §4).
        setFailure({
          message:
            error.code === 'no_rooms'
              ? t('details.noRooms')
              : error.code === 'expired'
                ? t('booking.expired')
                : t('details.priceChanged'),
          back: true,
        });
      } else {
        setFailure({ message: messageOf(error) });
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="payment-form">
      <Typography
        variant="h5"
        component="h1"
        sx={{ fontWeight: 700, mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Lock aria-hidden /> {t('payment.title')}
      </Typography>
      {failure && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          data-testid="payment-failure"
          action={
            failure.back ? (
              <Button component={AppLink} href={roomsHref(checkout)} color="inherit">
                {t('booking.chooseAgain')}
              </Button>
            ) : undefined
          }
        >
          {failure.message}
        </Alert>
      )}
      {checkout.failure && !failure && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {checkout.failure.reason === 'payment_declined' ? t('result.declined') : t('result.paymentError')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, mb: 2 }}>
        {/* Charged in AED fils at the rate fixed at prebook; the display currency is only shown. */}
        <CardPayment handle={card} amountMinor={checkout.price.total_minor} currency="AED" disabled={busy} />
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('payment.secure')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button
          component={AppLink}
          href={`/hotel/booking/review?checkout=${checkout.checkout_id}`}
          startIcon={
            <DirectionalIcon>
              <ArrowBack fontSize="small" />
            </DirectionalIcon>
          }
        >
          {t('booking.back')}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="pay">
          {busy ? t('payment.paying') : t('payment.pay', { amount })}
        </Button>
      </Box>
    </Box>
  );
}

/** /hotel/booking/payment?checkout=… (step 4): card payment in the gateway's own fields, 3-D Secure included. */
export function PaymentPage() {
  return <CheckoutLayout step="payment">{(props) => <PaymentStep {...props} />}</CheckoutLayout>;
}
