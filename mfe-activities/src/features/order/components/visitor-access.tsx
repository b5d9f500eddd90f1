import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldError, useZodForm, z } from '@jad/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

const accessForm = z.object({ email: z.string().trim().pipe(z.email().max(320)) });

/** A visitor opens a booking with its contact e-mail (the reference is in the address), as on /orders. */
export function VisitorAccess({ wrong, onSubmit }: { wrong: boolean; onSubmit: (email: string) => void }) {
  const { t } = useTranslation(NS);
  const { register, handleSubmit, formState } = useZodForm(accessForm, { defaultValues: { email: '' } });
  const problem = formState.errors.email?.message ?? (wrong ? t('order.access.wrong') : null);
  const submit = handleSubmit(({ email }) => onSubmit(email));
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ p: 3, borderRadius: 3, display: 'grid', gap: 2 }}
      data-testid="order-access"
    >
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('order.access.title')}
      </Typography>
      <Typography color="text.secondary">{t('order.access.text')}</Typography>
      <TextField
        type="email"
        label={t('order.access.email')}
        {...register('email')}
        required
        autoComplete="email"
        {...fieldError(problem)}
        slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'order-access-email' } }}
      />
      <Box>
        <Button type="submit" variant="contained">
          {t('order.access.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
