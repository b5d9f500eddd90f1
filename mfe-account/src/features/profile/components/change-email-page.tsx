import { useState, type FormEvent } from 'react';
import Typography from '@mui/material/Typography';
import { isEmail, loadSession, navigate, RequireAuth, useAppStore } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { EmailField } from '@/components/email-field';
import { PasswordField } from '@/components/password-field';
import { NoPasswordNotice } from '@/components/no-password-notice';
import { EDIT_PROFILE, SettingsForm } from '@/components/settings-form';
import { NS } from '@/i18n';
import type { AccountUser } from '@/types/account';
import { changeEmail } from '../api';

function ChangeEmail() {
  const { t } = useTranslation(NS);
  const user = useAppStore((s) => s.user) as AccountUser | null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  if (user && !user.has_password)
    return <NoPasswordNotice title={t('changeEmail.title')} message={t('changeEmail.noPassword')} />;

  const wanted = email.trim();
  const same = !!user && wanted.toLowerCase() === user.email.toLowerCase();
  const invalid = wanted !== '' && !isEmail(wanted);
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
      navigate(`/auth/verify-email?sent=1&callbackUrl=${encodeURIComponent(EDIT_PROFILE)}`, { replace: true });
      return;
    }
    setBusy(false);
    setFailed(result.message);
  };

  return (
    <SettingsForm
      title={t('changeEmail.title')}
      subtitle={t('changeEmail.subtitle')}
      section={t('changeEmail.section')}
      onSubmit={submit}
      error={failed}
      submitLabel={t('changeEmail.submit')}
      submitDisabled={busy || !ready}
      submitTestId="change-email-submit"
    >
      {user ? (
        <Typography variant="body2" color="text.secondary" data-testid="current-email">
          {t('changeEmail.current', { email: user.email })}
        </Typography>
      ) : null}
      <EmailField
        label={t('fields.newEmail')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched(true)}
        error={problem !== null}
        helperText={problem ?? ' '}
        autoFocus
      />
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        fullWidth
      />
    </SettingsForm>
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
