import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { loadSession, navigate, RequireAuth, useAppStore } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { PageContainer, Section } from '@/components/page-container';
import { PasswordField } from '@/components/password-field';
import { NoPasswordNotice } from '@/components/no-password-notice';
import { NS } from '@/i18n';
import { isolate } from '@/lib/bidi';
import type { AccountUser } from '../../auth/types';
import { changeEmail } from '../api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BACK = '/account/edit-profile';

function ChangeEmail() {
  const { t } = useTranslation(NS);
  const user = useAppStore((s) => s.user) as AccountUser | null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  if (user && !user.has_password) return <NoPasswordNotice title={t('changeEmail.title')} message={t('changeEmail.noPassword')} />;

  const wanted = email.trim();
  const same = !!user && wanted.toLowerCase() === user.email.toLowerCase();
  const invalid = wanted !== '' && !EMAIL.test(wanted);
  const problem = touched ? (same ? t('changeEmail.same') : invalid ? t('changeEmail.invalid') : null) : null;
  const ready = wanted !== '' && !invalid && !same && password !== '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!ready) return;
    setBusy(true);
    setFailed(null);
    const result = await changeEmail(wanted, password);
    if (result.ok) {
      // The store's user now has the new, unverified address: the code screen asks for what was mailed to it.
      await loadSession();
      navigate(`/auth/verify-email?sent=1&callbackUrl=${encodeURIComponent(BACK)}`, { replace: true });
      return;
    }
    setBusy(false);
    setFailed(result.message);
  };

  return (
    <PageContainer title={t('changeEmail.title')} subtitle={t('changeEmail.subtitle')}>
      <Section title={t('changeEmail.section')}>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {user ? (
              <Typography variant="body2" color="text.secondary" data-testid="current-email">
                {t('changeEmail.current', { email: isolate(user.email) })}
              </Typography>
            ) : null}
            <TextField
              label={t('fields.newEmail')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setTouched(true)}
              error={problem !== null}
              helperText={problem ?? ' '}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <PasswordField label={t('fields.currentPassword')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required fullWidth />
            {failed ? (
              <Alert severity="error" role="alert">
                {failed}
              </Alert>
            ) : null}
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate(BACK)}>{t('common:cancel')}</Button>
              <Button type="submit" variant="contained" disabled={busy || !ready} data-testid="change-email-submit">
                {t('changeEmail.submit')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Section>
    </PageContainer>
  );
}

/** /account/change-email: the new address and the password; then the code mailed to the new address. */
export function ChangeEmailPage() {
  return (
    <RequireAuth>
      <ChangeEmail />
    </RequireAuth>
  );
}
