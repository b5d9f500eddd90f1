import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { navigate, RequireAuth, useAppStore } from '@jad/shared-ui';
import { useZodForm, z } from '@jad/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { NoPasswordNotice } from '@/components/no-password-notice';
import { EDIT_PROFILE, SettingsForm } from '@/components/settings-form';
import { NS } from '@/i18n';
import { fieldProps, NEW_PASSWORD_CODES, placeApiErrors, settled, under } from '@/lib/form';
import type { AccountUser } from '@/types/account';
import { changePassword } from '../api';
import { matchingPasswords, NewPasswordFields, newPasswordShape } from './new-password-fields';

const schema = matchingPasswords(z.object({ current: z.string().min(1), ...newPasswordShape }));

function ChangePassword() {
  const { t } = useTranslation(NS);
  const user = useAppStore((s) => s.user) as AccountUser | null;
  const form = useZodForm(schema, { defaultValues: { current: '', password: '', confirm: '' } });
  const { errors } = form.formState;
  const [failed, setFailed] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      settled(changePassword({ current_password: v.current, new_password: v.password })),
    onSuccess: () => navigate(EDIT_PROFILE),
    onError: (error) =>
      setFailed(
        placeApiErrors(error, form.setError, ['current', 'password'], {
          password_incorrect: 'current',
          ...under('password', NEW_PASSWORD_CODES),
        }),
      ),
  });

  if (user && !user.has_password)
    return <NoPasswordNotice title={t('changePassword.title')} message={t('changePassword.noPassword')} />;

  return (
    <SettingsForm
      title={t('changePassword.title')}
      subtitle={t('changePassword.subtitle')}
      section={t('changePassword.section')}
      onSubmit={form.handleSubmit((v) => {
        setFailed(null);
        send.mutate(v);
      })}
      error={failed}
      submitLabel={t('changePassword.submit')}
      submitDisabled={send.isPending}
      submitTestId="change-password-submit"
    >
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        {...fieldProps(form.register('current'), errors.current)}
        required
        fullWidth
      />
      <NewPasswordFields
        password={{ field: form.register('password'), error: errors.password }}
        confirm={{ field: form.register('confirm'), error: errors.confirm }}
      />
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
