import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { OTP_RESEND_WAIT_S, useCountdown } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { EmailField } from '@/components/email-field';
import { ResendButton } from '@/components/resend-button';
import { FormError } from '@/components/form-error';
import { TextLink } from '@/components/text-link';
import { useZodForm, z } from '@jad/shared-ui/forms';
import { NS } from '@/i18n';
import { emailField, fieldProps, placeApiErrors, settled } from '@/lib/form';
import { requestReset } from '../api';

function CheckYourEmail({ email }: { email: string }) {
  const { t } = useTranslation(NS);
  const { left, restart } = useCountdown(OTP_RESEND_WAIT_S);
  return (
    <AuthCard
      title={t('forgot.checkTitle')}
      subtitle={t('forgot.checkText', { email })}
      footer={<TextLink href="/auth/signin">{t('forgot.backToSignIn')}</TextLink>}
    >
      <Stack spacing={2} data-testid="check-your-email" sx={{ alignItems: 'center' }}>
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 64 }} />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('forgot.checkHint')}
        </Typography>
        <ResendButton
          secondsLeft={left}
          label={t('forgot.resend')}
          waitText={t('forgot.resendIn', { seconds: left })}
          onResend={async () => {
            await requestReset(email);
            restart();
          }}
        />
      </Stack>
    </AuthCard>
  );
}

const schema = z.object({ email: emailField() });

/** Forgot password: the e-mail, then the check-your-email step (whatever the address, the same answer). */
export function ForgotPasswordPage() {
  const { t } = useTranslation(NS);
  const form = useZodForm(schema, { defaultValues: { email: '' } });
  const { errors } = form.formState;
  const [failed, setFailed] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: ({ email }: z.output<typeof schema>) =>
      settled(requestReset(email, { errors: 'return' })).then(() => email),
    onError: (error) => setFailed(placeApiErrors(error, form.setError, ['email'])),
  });
  const sentTo = send.data ?? null;
  const submit = form.handleSubmit((v) => {
    setFailed(null);
    send.mutate(v);
  });

  if (sentTo) return <CheckYourEmail email={sentTo} />;
  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<TextLink href="/auth/signin">{t('forgot.backToSignIn')}</TextLink>}
    >
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <EmailField label={t('fields.email')} {...fieldProps(form.register('email'), errors.email)} autoFocus />
          <FormError message={failed} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={send.isPending}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
