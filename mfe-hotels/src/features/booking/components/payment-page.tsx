import CreditCard from '@mui/icons-material/CreditCard';
import Lock from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AppLink, bus, navigate } from '@jad/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon } from '@/components/directional-icon';
import { Redirect } from '@/components/redirect';
import { NS } from '@/i18n';
import { ApiError } from '@/lib/http';
import { fixedMoney } from '@/lib/money';
import { payCheckout } from '../api';
import { roomsHref } from '../hooks/use-checkout';
import { CheckoutLayout, type StepProps } from './checkout-layout';

const digits = (s: string) => s.replace(/\D/g, '');

/** 4242424242424242 → "4242 4242 4242 4242" as it is typed. */
export function groupCard(value: string): string {
  return digits(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function expiryValid(value: string, now: Date = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!m) return false;
  const year = 2000 + Number(m[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && Number(m[1]) >= now.getMonth() + 1);
}

function PaymentStep({ checkout, money }: StepProps) {
  const { t } = useTranslation(NS);
  const [card, setCard] = useState({ holder: '', number: '', expiry: '', cvc: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; back?: boolean } | null>(null);
  // A second click while the first is in flight does nothing (and the api would not charge twice anyway).
  const inFlight = useRef(false);

  if (!checkout.contact) return <Redirect to={`/hotel/booking/details?checkout=${checkout.checkout_id}`} />;
  if (checkout.status === 'booked' || checkout.status === 'failed' || checkout.status === 'paying') return <Redirect to={`/hotel/payment/result?checkout=${checkout.checkout_id}`} />;

  const bad = {
    holder: !card.holder.trim(),
    number: digits(card.number).length < 12,
    expiry: !expiryValid(card.expiry),
    cvc: !/^\d{3,4}$/.test(card.cvc),
  };
  const err = (k: keyof typeof bad) => touched && bad[k];
  const amount = fixedMoney(checkout.price.display_total_minor, checkout.price.currency, money.lang);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.values(bad).some(Boolean) || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const result = await payCheckout(checkout.checkout_id, { holder: card.holder.trim(), number: digits(card.number), expiry: card.expiry, cvc: card.cvc });
      if (result.order_id) bus.emit('hotels:order-changed', { orderUuid: result.order_id });
      navigate(`/hotel/payment/result?checkout=${checkout.checkout_id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The price moved: back to room selection (spec §4).
        setFailure({ message: error.code === 'no_rooms' ? t('details.noRooms') : error.code === 'expired' ? t('booking.expired') : t('details.priceChanged'), back: true });
      } else setFailure({ message: error instanceof ApiError && error.status !== null && error.status < 500 ? error.message : t('result.paymentError') });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="payment-form">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Lock aria-hidden /> {t('payment.title')}
      </Typography>
      {failure && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          data-testid="payment-failure"
          action={failure.back ? <Button component={AppLink} href={roomsHref(checkout)} color="inherit">{t('booking.chooseAgain')}</Button> : undefined}
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
          <TextField required label={t('payment.holder')} value={card.holder} onChange={(e) => setCard({ ...card, holder: e.target.value })} error={err('holder')} helperText={err('holder') ? t('booking.required') : ' '} autoComplete="cc-name" slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'card-holder' } }} />
          <TextField
            required
            label={t('payment.number')}
            value={card.number}
            onChange={(e) => setCard({ ...card, number: groupCard(e.target.value) })}
            error={err('number')}
            helperText={err('number') ? t('payment.invalidNumber') : ' '}
            autoComplete="cc-number"
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'card-number' }, input: { startAdornment: <CreditCard sx={{ mr: 1, color: 'text.secondary' }} /> } }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <TextField
              required
              label={t('payment.expiry')}
              value={card.expiry}
              onChange={(e) => {
                const d = digits(e.target.value).slice(0, 4);
                setCard({ ...card, expiry: d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d });
              }}
              error={err('expiry')}
              helperText={err('expiry') ? t('payment.invalidExpiry') : ' '}
              autoComplete="cc-exp"
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', placeholder: 'MM/YY', 'data-testid': 'card-expiry' } }}
            />
            <TextField required label={t('payment.cvc')} value={card.cvc} onChange={(e) => setCard({ ...card, cvc: digits(e.target.value).slice(0, 4) })} error={err('cvc')} helperText={err('cvc') ? t('payment.invalidCvc') : ' '} autoComplete="cc-csc" slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'card-cvc' } }} />
          </Box>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('payment.testCards')}
        </Typography>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('payment.secure')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button component={AppLink} href={`/hotel/booking/review?checkout=${checkout.checkout_id}`} startIcon={<BackIcon />}>
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
