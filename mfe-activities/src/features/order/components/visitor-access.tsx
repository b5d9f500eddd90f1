import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

/** A visitor opens a booking with its contact e-mail (the reference is in the address), as on /orders. */
export function VisitorAccess({ wrong, onSubmit }: { wrong: boolean; onSubmit: (email: string) => void }) {
  const { t } = useTranslation(NS);
  const [email, setEmail] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) onSubmit(email.trim());
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={submit}
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
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        autoComplete="email"
        error={wrong}
        helperText={wrong ? t('order.access.wrong') : ' '}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <Box>
        <Button type="submit" variant="contained">
          {t('order.access.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
