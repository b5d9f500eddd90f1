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
import { signUp } from '../api';
import { USERNAME_TAKEN_CODE } from '../types';
import { SignUpCodeStep } from './sign-up-code-step';
import { SocialButtons } from './social-buttons';

const MIN_PASSWORD = 8;

/**
 * /auth/signup: the form, then the code step for that address (the same for a new and a taken e-mail, so the
 * page never tells whether an address is registered); the right code signs in.
 */
export function SignUpPage() {
  const { t } = useTranslation(NS);
  const callbackUrl = useReturnPath();
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '', username: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [usernameTaken, setUsernameTaken] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const short = form.password.length > 0 && form.password.length < MIN_PASSWORD;
  const ready =
    form.first_name.trim() && form.last_name.trim() && form.email.trim() && form.password.length >= MIN_PASSWORD;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setBusy(true);
    setFailed(null);
    setUsernameTaken(false);
    const { username, ...rest } = form;
    const result = await signUp({
      ...rest,
      email: form.email.trim(),
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      ...(username.trim() ? { username: username.trim() } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setSentTo(result.data.email);
      return;
    }
    if ((result.data as { code?: unknown } | undefined)?.code === USERNAME_TAKEN_CODE) setUsernameTaken(true);
    else setFailed(result.message);
  };

  if (sentTo) return <SignUpCodeStep email={sentTo} callbackUrl={callbackUrl} onChangeEmail={() => setSentTo(null)} />;

  return (
    <AuthCard
      brand
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <Typography variant="body2">
          {t('signUp.haveAccount')}{' '}
          <TextLink href={withCallback('/auth/signin', callbackUrl)}>{t('signUp.signIn')}</TextLink>
        </Typography>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('fields.firstName')}
              autoComplete="given-name"
              value={form.first_name}
              onChange={set('first_name')}
              required
              fullWidth
              autoFocus
            />
            <TextField
              label={t('fields.lastName')}
              autoComplete="family-name"
              value={form.last_name}
              onChange={set('last_name')}
              required
              fullWidth
            />
          </Stack>
          <EmailField label={t('fields.email')} value={form.email} onChange={set('email')} />
          <TextField
            label={t('fields.username')}
            // Not "username": password managers would save it as the sign-in name, which is the e-mail.
            autoComplete="off"
            value={form.username}
            onChange={(e) => {
              set('username')(e);
              setUsernameTaken(false);
            }}
            fullWidth
            error={usernameTaken}
            helperText={usernameTaken ? t('signUp.usernameTaken') : t('signUp.usernameHelp')}
            slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
          />
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
              components={{
                terms: <TextLink href="/terms-and-conditions" />,
                privacy: <TextLink href="/privacy-policy" />,
              }}
            />
          </Typography>
        </Stack>
      </form>
      <SocialButtons callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
