import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { i18n, loadSession, navigate, RequireAuth, useAppStore } from '@jad/shared-ui';
import { useZodForm, z } from '@jad/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { EmailField } from '@/components/email-field';
import { PasswordField } from '@/components/password-field';
import { NoPasswordNotice } from '@/components/no-password-notice';
import { EDIT_PROFILE, SettingsForm } from '@/components/settings-form';
import { NS } from '@/i18n';
import { emailField, fieldProps, placeApiErrors, settled } from '@/lib/form';
import type { AccountUser } from '@/types/account';
import { changeEmail } from '../api';

/** The new address (not the current one) and the password. */
const schemaFor = (current: string) =>
  z.object({
    email: emailField().refine((v) => v.toLowerCase() !== current.toLowerCase(), {
      error: () => i18n.t('changeEmail.same', { ns: NS }),
    }),
    password: z.string().min(1),
  });

function ChangeEmail() {
  const { t } = useTranslation(NS);
  const user = useAppStore((s) => s.user) as AccountUser | null;
  const schema = useMemo(() => schemaFor(user?.email ?? ''), [user?.email]);
  const form = useZodForm(schema, { defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const [failed, setFailed] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (v: z.output<typeof schema>) => settled(changeEmail(v.email, v.password)),
    onSuccess: async () => {
      // The store's user now has the new, unverified address: the code screen asks for what was mailed to it.
      await loadSession();
      navigate(`/auth/verify-email?sent=1&callbackUrl=${encodeURIComponent(EDIT_PROFILE)}`, { replace: true });
    },
    onError: (error) =>
      setFailed(
        placeApiErrors(error, form.setError, ['email', 'password'], {
          password_incorrect: 'password',
          email_taken: 'email',
        }),
      ),
  });

  if (user && !user.has_password)
    return <NoPasswordNotice title={t('changeEmail.title')} message={t('changeEmail.noPassword')} />;

  return (
    <SettingsForm
      title={t('changeEmail.title')}
      subtitle={t('changeEmail.subtitle')}
      section={t('changeEmail.section')}
      onSubmit={form.handleSubmit((v) => {
        setFailed(null);
        send.mutate(v);
      })}
      error={failed}
      submitLabel={t('changeEmail.submit')}
      submitDisabled={send.isPending || send.isSuccess}
      submitTestId="change-email-submit"
    >
      {user ? (
        <Typography variant="body2" color="text.secondary" data-testid="current-email">
          {t('changeEmail.current', { email: user.email })}
        </Typography>
      ) : null}
      <EmailField label={t('fields.newEmail')} {...fieldProps(form.register('email'), errors.email, ' ')} autoFocus />
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        {...fieldProps(form.register('password'), errors.password)}
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
