import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { OTP_RESEND_WAIT_S, useCountdown } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { EmailField } from '@/components/email-field';
import { ResendButton } from '@/components/resend-button';
import { TextLink } from '@/components/text-link';
import { NS } from '@/i18n';
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

/** Forgot password: the e-mail, then the check-your-email step (whatever the address, the same answer). */
export function ForgotPasswordPage() {
  const { t } = useTranslation(NS);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await requestReset(email.trim());
    setBusy(false);
    if (result.ok) setSentTo(email.trim());
  };

  if (sentTo) return <CheckYourEmail email={sentTo} />;
  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<TextLink href="/auth/signin">{t('forgot.backToSignIn')}</TextLink>}
    >
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <EmailField label={t('fields.email')} value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || !email.trim()}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
