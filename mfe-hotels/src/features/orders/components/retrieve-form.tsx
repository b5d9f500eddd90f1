import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, navigate } from '@jad/shared-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { rememberEmail, retrieveOrder } from '../api';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Retrieve a booking as a visitor: reference and e-mail, then on to managing it. */
export function RetrieveForm({
  initialOrderId = '',
  initialEmail = '',
  title,
}: {
  initialOrderId?: string;
  initialEmail?: string;
  title?: string;
}) {
  const { t } = useTranslation(NS);
  const [orderId, setOrderId] = useState(initialOrderId);
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bad = { orderId: !orderId.trim(), email: !EMAIL.test(email.trim()) };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (bad.orderId || bad.email) return;
    setBusy(true);
    setError(null);
    try {
      const order = await retrieveOrder(orderId, email);
      rememberEmail(order.order_id, email);
      navigate(`/hotel/booking/manage?order_id=${order.order_id}`);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 404
          ? t('orders.notFound')
          : err instanceof ApiError && err.status === 429
            ? err.message
            : t('orders.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      data-testid="retrieve-form"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, maxWidth: 520, mx: 'auto' }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title ?? t('orders.retrieveTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('orders.retrieveHelp')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="retrieve-error">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          required
          label={t('orders.orderId')}
          value={orderId}
          onChange={(e) => setOrderId(e.target.value)}
          error={touched && bad.orderId}
          helperText={touched && bad.orderId ? t('booking.required') : ' '}
          slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'retrieve-order-id', maxLength: 100 } }}
        />
        <TextField
          required
          type="email"
          label={t('booking.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={touched && bad.email}
          helperText={touched && bad.email ? t('booking.invalidEmail') : ' '}
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'retrieve-email' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="retrieve-submit">
          {t('orders.find')}
        </Button>
      </Box>
    </Paper>
  );
}
