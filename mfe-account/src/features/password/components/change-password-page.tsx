import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { navigate, RequireAuth, useAppStore } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { PageContainer, Section } from '@/components/page-container';
import { PasswordField } from '@/components/password-field';
import { NoPasswordNotice } from '@/components/no-password-notice';
import { NS } from '@/i18n';
import type { AccountUser } from '../../auth/types';
import { changePassword } from '../api';
import { NewPasswordFields, newPasswordReady, type NewPassword } from './new-password-fields';

function ChangePassword() {
  const { t } = useTranslation(NS);
  const user = useAppStore((s) => s.user) as AccountUser | null;
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  if (user && !user.has_password) return <NoPasswordNotice title={t('changePassword.title')} message={t('changePassword.noPassword')} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!current || !newPasswordReady(value)) return;
    setBusy(true);
    setFailed(null);
    const result = await changePassword({ current_password: current, new_password: value.password });
    setBusy(false);
    if (result.ok) navigate('/account/edit-profile');
    else setFailed(result.message);
  };

  return (
    <PageContainer title={t('changePassword.title')} subtitle={t('changePassword.subtitle')}>
      <Section title={t('changePassword.section')}>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <PasswordField label={t('fields.currentPassword')} autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} required fullWidth />
            <NewPasswordFields value={value} onChange={setValue} />
            {failed ? <Alert severity="error">{failed}</Alert> : null}
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate('/account/edit-profile')}>{t('common:cancel')}</Button>
              <Button type="submit" variant="contained" disabled={busy || !current || !newPasswordReady(value)}>
                {t('changePassword.submit')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Section>
    </PageContainer>
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
