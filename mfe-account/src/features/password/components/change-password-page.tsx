import { useState, type FormEvent } from 'react';
import { navigate, RequireAuth, useAppStore } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { NoPasswordNotice } from '@/components/no-password-notice';
import { EDIT_PROFILE, SettingsForm } from '@/components/settings-form';
import { NS } from '@/i18n';
import type { AccountUser } from '@/types/account';
import { changePassword } from '../api';
import { NewPasswordFields, newPasswordReady, type NewPassword } from './new-password-fields';

function ChangePassword() {
  const { t } = useTranslation(NS);
  const user = useAppStore((s) => s.user) as AccountUser | null;
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  if (user && !user.has_password)
    return <NoPasswordNotice title={t('changePassword.title')} message={t('changePassword.noPassword')} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!current || !newPasswordReady(value)) return;
    setBusy(true);
    setFailed(null);
    const result = await changePassword({ current_password: current, new_password: value.password });
    setBusy(false);
    if (result.ok) navigate(EDIT_PROFILE);
    else setFailed(result.message);
  };

  return (
    <SettingsForm
      title={t('changePassword.title')}
      subtitle={t('changePassword.subtitle')}
      section={t('changePassword.section')}
      onSubmit={submit}
      error={failed}
      submitLabel={t('changePassword.submit')}
      submitDisabled={busy || !current || !newPasswordReady(value)}
      submitTestId="change-password-submit"
    >
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        required
        fullWidth
      />
      <NewPasswordFields value={value} onChange={setValue} />
    </SettingsForm>
  );
}

/** /account/change-password: signed in only; other devices are signed out by the api. */
export function ChangePasswordPage() {
  return (
    <RequireAuth>
      <ChangePassword />
    </RequireAuth>
  );
}
