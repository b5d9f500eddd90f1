import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextLink } from '@/components/text-link';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { EmailField } from '@/components/email-field';
import { FormError } from '@/components/form-error';
import { PasswordField } from '@/components/password-field';
import { NS } from '@/i18n';
import { useQueryParam, useReturnPath, withCallback } from '@/lib/query';
import { completeSignIn, signIn } from '../api';
import { SocialButtons } from './social-buttons';

/** /auth/signin: e-mail and password; explains SessionRequired and returns to callbackUrl afterwards. */
export function SignInPage() {
  const { t } = useTranslation(NS);
  const error = useQueryParam('error');
  const callbackUrl = useReturnPath();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailed(null);
    const result = await signIn(email.trim(), password);
    if (result.ok) {
      await completeSignIn(callbackUrl);
      return;
    }
    setFailed(result.message);
    setBusy(false);
  };

  const known =
    error && ['SessionRequired', 'EmailNotVerified', 'OAuthCallback', 'OAuthSignin'].includes(error)
      ? error
      : error
        ? 'Default'
        : null;
  return (
    <AuthCard
      brand
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <Typography variant="body2">
          {t('signIn.noAccount')}{' '}
          <TextLink href={withCallback('/auth/signup', callbackUrl)}>{t('signIn.createAccount')}</TextLink>
        </Typography>
      }
    >
      {known ? (
        <Alert severity={known === 'SessionRequired' ? 'info' : 'warning'} sx={{ mb: 2 }} data-testid="signin-error">
          {t(`signIn.errors.${known}`)}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <EmailField label={t('fields.email')} value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            fullWidth
          />
          <Typography variant="body2" sx={{ textAlign: 'end' }}>
            <TextLink href="/auth/forgot-password">{t('signIn.forgot')}</TextLink>
          </Typography>
          <FormError message={failed} />
          <Button type="submit" variant="contained" size="large" disabled={busy || !email || !password} fullWidth>
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
      <SocialButtons callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
