import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TextLink } from '@/components/text-link';
import { Trans, useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { EmailField } from '@/components/email-field';
import { FormError } from '@/components/form-error';
import { PasswordField } from '@/components/password-field';
import { NS } from '@/i18n';
import { useReturnPath, withCallback } from '@/lib/query';
import { completeSignIn, signUp } from '../api';
import { SocialButtons } from './social-buttons';

const MIN_PASSWORD = 8;

/** /auth/signup: the account is created and signed in, then the e-mail code screen follows. */
export function SignUpPage() {
  const { t } = useTranslation(NS);
  const callbackUrl = useReturnPath();
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const short = form.password.length > 0 && form.password.length < MIN_PASSWORD;
  const ready = form.first_name.trim() && form.last_name.trim() && form.email.trim() && form.password.length >= MIN_PASSWORD;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setBusy(true);
    setFailed(null);
    const result = await signUp({ ...form, email: form.email.trim(), first_name: form.first_name.trim(), last_name: form.last_name.trim() });
    if (result.ok) {
      await completeSignIn(withCallback('/auth/verify-email?sent=1', callbackUrl));
      return;
    }
    setFailed(result.message);
    setBusy(false);
  };

  return (
    <AuthCard
      brand
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <Typography variant="body2">
          {t('signUp.haveAccount')} <TextLink href={withCallback('/auth/signin', callbackUrl)}>{t('signUp.signIn')}</TextLink>
        </Typography>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={t('fields.firstName')} autoComplete="given-name" value={form.first_name} onChange={set('first_name')} required fullWidth autoFocus />
            <TextField label={t('fields.lastName')} autoComplete="family-name" value={form.last_name} onChange={set('last_name')} required fullWidth />
          </Stack>
          <EmailField label={t('fields.email')} value={form.email} onChange={set('email')} />
          <PasswordField
            label={t('fields.password')}
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            required
            fullWidth
            error={short}
            helperText={t('password.rules')}
          />
          <FormError message={failed} />
          <Button type="submit" variant="contained" size="large" disabled={busy || !ready} fullWidth>
            {t('signUp.submit')}
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            <Trans
              t={t}
              i18nKey="signUp.terms"
              components={{ terms: <TextLink href="/terms-and-conditions" />, privacy: <TextLink href="/privacy-policy" /> }}
            />
          </Typography>
        </Stack>
      </form>
      <SocialButtons callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
