import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
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
import { useZodForm, z } from '@jad/shared-ui/forms';
import { emailField, fieldProps, placeApiErrors, settled } from '@/lib/form';
import { useQueryParam, useReturnPath, withCallback } from '@/lib/query';
import { completeSignIn, signIn } from '../api';

const schema = z.object({ email: emailField(), password: z.string().min(1) });
import { SocialButtons } from './social-buttons';

/** /auth/signin: e-mail and password; explains SessionRequired and returns to callbackUrl afterwards. */
export function SignInPage() {
  const { t } = useTranslation(NS);
  const error = useQueryParam('error');
  const callbackUrl = useReturnPath();
  const form = useZodForm(schema, { defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const [failed, setFailed] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (v: z.output<typeof schema>) => settled(signIn(v.email, v.password)),
    onSuccess: () => completeSignIn(callbackUrl),
    onError: (error) => setFailed(placeApiErrors(error, form.setError, ['email', 'password'])),
  });
  const submit = form.handleSubmit((v) => {
    setFailed(null);
    send.mutate(v);
  });

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
          <EmailField label={t('fields.email')} {...fieldProps(form.register('email'), errors.email)} autoFocus />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            {...fieldProps(form.register('password'), errors.password)}
            required
            fullWidth
          />
          <Typography variant="body2" sx={{ textAlign: 'end' }}>
            <TextLink href="/auth/forgot-password">{t('signIn.forgot')}</TextLink>
          </Typography>
          <FormError message={failed} />
          <Button type="submit" variant="contained" size="large" disabled={send.isPending || send.isSuccess} fullWidth>
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
      <SocialButtons callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
