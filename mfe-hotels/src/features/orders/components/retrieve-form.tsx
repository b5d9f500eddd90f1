import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError, navigate } from '@jad/shared-ui';
import { applyApiErrors, fieldError, useZodForm, z } from '@jad/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { rememberEmail, retrieveOrder } from '../api';

const retrieveForm = z.object({
  order_id: z.string().trim().min(1).max(100),
  email: z.string().trim().pipe(z.email().max(320)),
});
/** The api's field names for /orders/retrieve: its field errors show under these. */
const API_FIELDS = ['order_id', 'email'] as const;

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
  const { register, handleSubmit, setError, formState } = useZodForm(retrieveForm, {
    defaultValues: { order_id: initialOrderId, email: initialEmail },
  });
  const { errors, isSubmitting } = formState;
  const [error, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async ({ order_id, email }) => {
    setFailure(null);
    try {
      const order = await retrieveOrder(order_id, email);
      rememberEmail(order.order_id, email);
      navigate(`/hotel/booking/manage?order_id=${order.order_id}`);
    } catch (err) {
      setFailure(
        isApiError(err) && err.status === 404 ? t('orders.notFound') : applyApiErrors(err, setError, API_FIELDS),
      );
    }
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
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
          {...register('order_id')}
          required
          label={t('orders.orderId')}
          {...fieldError(errors.order_id)}
          slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'retrieve-order-id', maxLength: 100 } }}
        />
        <TextField
          {...register('email')}
          required
          type="email"
          label={t('booking.email')}
          {...fieldError(errors.email)}
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'retrieve-email' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} data-testid="retrieve-submit">
          {t('orders.find')}
        </Button>
      </Box>
    </Paper>
  );
}
