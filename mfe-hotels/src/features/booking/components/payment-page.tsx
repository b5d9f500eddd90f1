import ArrowBack from '@mui/icons-material/ArrowBack';
import Lock from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ApiError,
  AppLink,
  CardFields,
  cardPayload,
  cardProblems,
  emptyCard,
  navigate,
  TEST_CARDS,
  DirectionalIcon,
} from '@jad/shared-ui';
import { applyApiErrors, fieldError, useZodForm, z } from '@jad/shared-ui/forms';
import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Redirect } from '@/components/redirect';
import { NS } from '@/i18n';
import { fixedMoney } from '@jad/shared-ui';
import { payCheckout } from '../api';
import { roomsHref } from '../hooks/use-checkout';
import { CheckoutLayout, type StepProps } from './checkout-layout';

/** The name on the card, at the api's path (card.holder) so its field errors land under it. */
const holderForm = z.object({ card: z.object({ holder: z.string().trim().min(1).max(100) }) });
const API_FIELDS = ['card.holder'] as const;

function PaymentStep({ checkout, money }: StepProps) {
  const { t } = useTranslation(NS);
  // The name on the card is this checkout's own field; number, expiry and CVC are shared-ui's CardFields.
  const { register, handleSubmit, setError, formState } = useZodForm(holderForm, {
    defaultValues: { card: { holder: '' } },
    mode: 'onSubmit',
  });
  const holderError = formState.errors.card?.holder?.message;
  const [card, setCard] = useState(emptyCard);
  // Field messages show from the first attempt to pay on, not while the card is being typed.
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; back?: boolean } | null>(null);
  // A second click while the first is in flight does nothing (and the api would not charge twice anyway).
  const inFlight = useRef(false);

  if (!checkout.contact) return <Redirect to={`/hotel/booking/details?checkout=${checkout.checkout_id}`} />;
  if (checkout.status === 'booked' || checkout.status === 'failed' || checkout.status === 'paying')
    return <Redirect to={`/hotel/payment/result?checkout=${checkout.checkout_id}`} />;

  const bad = cardProblems(card);
  const amount = fixedMoney(checkout.price.display_total_minor, checkout.price.currency, money.lang);

  const pay = async ({ card: { holder } }: z.output<typeof holderForm>) => {
    if (Object.values(bad).some(Boolean) || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await payCheckout(checkout.checkout_id, { holder, ...cardPayload(card) });
      navigate(`/hotel/payment/result?checkout=${checkout.checkout_id}`);
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
        const rest = applyApiErrors(error, setError, API_FIELDS);
        if (rest) setFailure({ message: rest });
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  // The card's own messages show from the first attempt to pay on, like the name's.
  const submit = (e: FormEvent) => {
    setTouched(true);
    void handleSubmit(pay)(e);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="payment-form">
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
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField
            {...register('card.holder')}
            required
            label={t('payment.holder')}
            {...fieldError(holderError)}
            autoComplete="cc-name"
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'card-holder' } }}
          />
          <CardFields value={card} onChange={setCard} showErrors={touched} />
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" data-testid="test-cards">
          <Trans t={t} i18nKey="payment.testCards" values={TEST_CARDS} components={{ card: <bdi dir="ltr" /> }} />
        </Typography>
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

/** /hotel/booking/payment?checkout=… (step 4): card payment through the payments provider. */
export function PaymentPage() {
  return <CheckoutLayout step="payment">{(props) => <PaymentStep {...props} />}</CheckoutLayout>;
}
